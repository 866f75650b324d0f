// `club card:check` (server/cli/card-check-command.ts): a scanned membership card checked offline with
// the club's public key alone (docs/spec.md §12 "Membership card").
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { runCommand } from '../../../server/cli/commands.ts';
import { DEMO_EMAIL } from '../../../server/db/demo-accounts.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { createWorld } from '../helpers.ts';

async function run(w: ReturnType<typeof createWorld>, ...argv: string[]) {
  const out: string[] = [];
  const code = await runCommand(w.app.deps, argv, { out: (l) => out.push(l), err: (l) => out.push(l) });
  return { code, out: out.join('\n') };
}

/** The demo member's card as the portal shows it, and the public key file a counter holds. */
async function scanned() {
  const w = createWorld();
  await seedDatabase(w.app.deps);
  const token = w.tokenFor(findUserByEmail(w.db, DEMO_EMAIL)!);
  const card = (await w.call('GET', '/api/membership/card', { token })).body;
  const key = path.join(mkdtempSync(path.join(tmpdir(), 'club-card-')), 'key.pem');
  writeFileSync(key, (await w.call('GET', '/api/tickets/public-key')).body.public_key);
  return { w, card, key };
}

describe('club card:check', () => {
  it('verifies a card offline with only the public key and prints its number, age band and validity', async () => {
    const { w, card, key } = await scanned();
    const { code, out } = await run(w, 'card:check', card.payload, '--public-key', key);
    expect(code).toBe(0);
    expect(out).toBe(
      `VALID: member ${card.member_number}, age ${card.age_band}, valid ${card.valid_from} to ${card.valid_until}.`,
    );
  });

  it('refuses an altered card', async () => {
    const { w, card, key } = await scanned();
    const [prefix, claims, signature] = card.payload.split('.');
    const original = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { n: number };
    // another member's number under this card's signature
    const forged = Buffer.from(JSON.stringify({ ...original, n: original.n + 1 })).toString('base64url');
    const { code, out } = await run(w, 'card:check', `${prefix}.${forged}.${signature}`, '--public-key', key);
    expect(code).toBe(1);
    expect(out).toMatch(/^REFUSED: the signature does not match/);
  });

  it('refuses a card after its period', async () => {
    const { w, card, key } = await scanned();
    w.clock.set(card.valid_until);
    const { code, out } = await run(w, 'card:check', card.payload, '--public-key', key);
    expect(code).toBe(1);
    expect(out).toMatch(/^REFUSED: the card has expired/);
  });

  it('needs the payload', async () => {
    const { code, out } = await run(createWorld(), 'card:check');
    expect(code).not.toBe(0);
    expect(out).toContain('card:check needs the scanned payload.');
  });
});
