// Terms document names in the reader's language (docs/spec.md §4 "Language selection"): the board
// names a document in English and German; the header's terms dialog, the register form's list and
// the settings show the reader's language, else the other.
import { describe, expect, it } from 'vitest';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { runCommand } from '../../../../server/cli/commands.ts';
import { seedTerms } from '../../../../server/modules/terms/seed.ts';
import { createWorld } from '../../helpers.ts';

const GERMAN = { 'Accept-Language': 'de' };

async function termsWorld() {
  const w = createWorld();
  const board = await w.createUser({ email: 'board@club.test' });
  grantRole(w.app.deps, { id: null, label: 'seed', via: 'cli' }, board.id, 'board');
  const member = await w.createUser({ email: 'mia@club.test' });
  return { w, token: w.tokenFor(board), memberToken: w.tokenFor(member) };
}

describe('terms document names in both languages', () => {
  it('show the demo documents by their German names to a German guest and in German settings', async () => {
    const { w, memberToken } = await termsWorld();
    seedTerms(w.app.deps);
    const guest = await w.call('GET', '/api/terms', { headers: GERMAN });
    expect(guest.body.data.map((doc: { name: string }) => doc.name).sort()).toEqual([
      'Datenschutzerklärung',
      'Nutzungsbedingungen',
      'Vereinsordnung',
    ]);
    const settings = await w.call('GET', '/api/user/terms', { token: memberToken, headers: GERMAN });
    expect(settings.body.documents.map((doc: { title: string }) => doc.title).sort()).toEqual([
      'Datenschutzerklärung',
      'Nutzungsbedingungen',
      'Vereinsordnung',
    ]);
    const english = await w.call('GET', '/api/terms');
    expect(english.body.data.map((doc: { name: string }) => doc.name)).toContain('Privacy Policy');
  });

  it('name a new version in the header in the reader language, the same member reading both in turn', async () => {
    const { w, token, memberToken } = await termsWorld();
    const res = await w.call('POST', '/api/club/terms', {
      token,
      body: { name: 'Club Rules', name_de: 'Vereinsordnung', url: 'https://club.example/rules-v2' },
    });
    expect([res.status, res.body.name, res.body.name_de]).toEqual([201, 'Club Rules', 'Vereinsordnung']);
    const de = await w.call('GET', '/api/user/header', { token: memberToken, headers: GERMAN });
    expect(de.body.term_updates).toEqual([{ name: 'Vereinsordnung', url: 'https://club.example/rules-v2' }]);
    const en = await w.call('GET', '/api/user/header', { token: memberToken });
    expect(en.body.term_updates).toEqual([{ name: 'Club Rules', url: 'https://club.example/rules-v2' }]);
  });

  it('fall back to the English name where the board gave no German one', async () => {
    const { w, token, memberToken } = await termsWorld();
    await w.call('POST', '/api/club/terms', {
      token,
      body: { name: 'House Rules', url: 'https://club.example/house' },
    });
    const de = await w.call('GET', '/api/user/header', { token: memberToken, headers: GERMAN });
    expect(de.body.term_updates).toEqual([{ name: 'House Rules', url: 'https://club.example/house' }]);
  });

  it('take the German name from `club terms:publish --name-de`', async () => {
    const { w, token } = await termsWorld();
    const out: string[] = [];
    const code = await runCommand(
      w.app.deps,
      ['terms:publish', '--name', 'Club Rules', '--name-de', 'Vereinsordnung', '--url', 'https://club.example/r'],
      { out: (line) => out.push(line), err: (line) => out.push(line) },
    );
    expect(code, out.join('\n')).toBe(0);
    const list = await w.call('GET', '/api/club/terms', { token });
    expect(list.body[0]).toMatchObject({ name: 'Club Rules', name_de: 'Vereinsordnung', version: 1 });
  });
});
