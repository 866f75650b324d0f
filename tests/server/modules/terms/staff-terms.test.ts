// docs/spec.md §10: the board publishes a new version of a terms document from the staff area; members
// see it in their header at once (or from its time), and it is one audit entry.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { seedTerms } from '../../../../server/modules/terms/seed.ts';
import { createWorld } from '../../helpers.ts';

async function termsWorld() {
  const w = createWorld();
  seedTerms(w.app.deps);
  const board = await w.createUser({ email: 'board@club.test' });
  grantRole(w.app.deps, { id: null, label: 'seed', via: 'cli' }, board.id, 'board');
  const member = await w.createUser({ email: 'mia@club.test' });
  return { w, token: w.tokenFor(board), memberToken: w.tokenFor(member) };
}

describe('POST /api/club/terms', () => {
  it('publishes a new version: the member’s header names it, the terms channel hears it, one audit entry.', async () => {
    const { w, token, memberToken } = await termsWorld();
    const before = countAuditEntries(w.db);
    const res = await w.call('POST', '/api/club/terms', {
      token,
      body: { name: 'Club Rules', url: 'https://club.example/rules-v2' },
    });
    expect([res.status, res.body.name, res.body.url]).toEqual([201, 'Club Rules', 'https://club.example/rules-v2']);
    expect(countAuditEntries(w.db)).toBe(before + 1);
    const header = await w.call('GET', '/api/user/header', { token: memberToken });
    expect(header.body.term_updates).toContainEqual({ name: 'Club Rules', url: 'https://club.example/rules-v2' });
    expect(w.broadcasts.map((b) => [b.channels, b.event])).toContainEqual([['terms'], 'App\\Events\\TermsPublished']);
    const list = await w.call('GET', '/api/club/terms', { token });
    expect(list.body[0]).toMatchObject({ name: 'Club Rules', accepted: 0 });
  });

  it('answers 422 for a missing name and a URL that is not one.', async () => {
    const { w, token } = await termsWorld();
    const res = await w.call('POST', '/api/club/terms', { token, body: { url: 'not a url' } });
    expect([res.status, Object.keys(res.body.errors).sort()]).toEqual([422, ['name', 'url']]);
  });
});
