// docs/spec.md §10 "Audit trail": every staff write through `npm run club` leaves exactly one audit
// entry naming the CLI, as the same write in the staff area does. Every command of the CLI is in one
// of the two tables below, so a new command must say which it is.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countAuditEntries, listAuditEntries } from '../../../server/audit/repository.ts';
import { COMMAND_NAMES, runCommand } from '../../../server/cli/commands.ts';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { sql } from '../../../server/db/open.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { createWorld, type World } from '../helpers.ts';

/** Commands about the running system or reads: no club record changes, no entry. */
const NOT_STAFF_WRITES = [
  'client-updated',
  'down',
  'up',
  'migrate',
  'seed',
  'staff:list',
  'audit:verify',
  'strain:stock',
  'card:check',
  'clock',
  'clock:set',
  'clock:reset',
] as const;

/** Staff writes that need a database file, not this test's in-memory one: audited in
 * tests/server/cli/backup.test.ts. */
const FILE_DATABASE_WRITES = ['restore'] as const;

const dir = mkdtempSync(path.join(tmpdir(), 'club-audit-'));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};
const one = <T>(w: World, query: string) => (sql(w.db, query).get() as { v: T }).v;

/** Each staff write with arguments that succeed on the demo club. */
const WRITES: Record<string, (w: World) => Promise<string[]> | string[]> = {
  token: () => ['demo@club.test'],
  'login-link': () => ['demo@club.test'],
  notify: () => ['demo@club.test', '--title', 'Hello', '--description', 'From the board'],
  'order:paid': (w) => [one(w, "SELECT label AS v FROM wallet_orders WHERE status = 'pending' LIMIT 1")],
  'withdrawal:reject': (w) => [
    one(w, "SELECT label AS v FROM withdrawals WHERE status = 'pending' LIMIT 1"),
    '--reason',
    'Wrong account',
  ],
  'withdrawal:process': (w) => [one(w, "SELECT label AS v FROM withdrawals WHERE status = 'pending' LIMIT 1")],
  'strain:add': () => ['--name', 'Audit Kush', '--thc', '12', '--cbd', '1', '--price', '9.50', '--stock', '100'],
  'member:verify-age': () => ['young@club.test', '--date-of-birth', '2005-03-09', '--document', 'ID card'],
  dispense: (w) => [
    'demo@club.test',
    '--strain',
    String(one(w, 'SELECT id AS v FROM strains ORDER BY thc_tenths LIMIT 1')),
    '--grams',
    '1',
    '--id-seen',
  ],
  'post:create': () => ['--title', 'Audit post', '--body-file', file('post.md', 'Hello **club**.')],
  'ticket:reply': (w) => [
    String(one(w, "SELECT id AS v FROM support_tickets WHERE status <> 'closed' LIMIT 1")),
    '--text',
    'Thanks',
  ],
  'terms:publish': () => ['--name', 'Club Rules', '--url', 'https://club.example/rules-v9'],
  'event:create': () => [
    '--title',
    'Fest',
    '--starts-at',
    '2026-09-01T16:00:00Z',
    '--hours',
    '4',
    '--location',
    'Garden',
  ],
  'appointment:create': () => [
    '--title',
    'Meeting',
    '--starts-at',
    '2026-09-02T16:00:00Z',
    '--hours',
    '2',
    '--location',
    'Club room',
  ],
  'ticket:check': async (w) => {
    const token = w.tokenFor(findUserByEmail(w.db, 'demo@club.test')!);
    const tickets = (await w.call('GET', '/api/tickets', { token })).body.data as { qr_payload: string | null }[];
    return [tickets.find((t) => t.qr_payload)!.qr_payload!, '--admit'];
  },
  backup: () => [path.join(dir, `backup-${Math.random().toString(36).slice(2)}.sqlite`)],
  'staff:grant': () => ['demo@club.test', 'editor'],
  'staff:revoke': (w) => {
    const held = sql(
      w.db,
      "SELECT u.email, r.role FROM user_roles r JOIN users u ON u.id = r.user_id WHERE r.role <> 'board' LIMIT 1",
    ).get() as {
      email: string;
      role: string;
    };
    return [held.email, held.role];
  },
};

describe('the CLI and the audit trail', () => {
  it('names every command as a staff write or not.', () => {
    const named = [...Object.keys(WRITES), ...NOT_STAFF_WRITES, ...FILE_DATABASE_WRITES].sort();
    expect(named).toEqual([...COMMAND_NAMES].sort());
  });

  it.each(Object.keys(WRITES))('%s leaves exactly one audit entry, naming the CLI.', async (command) => {
    const w = createWorld({ env: { API_RATE_LIMIT: '100000' } });
    await seedDatabase(w.app.deps);
    const args = await WRITES[command]!(w);
    const before = countAuditEntries(w.db);
    const lines: string[] = [];
    const code = await runCommand(w.app.deps, [command, ...args], {
      out: (l) => lines.push(l),
      err: (l) => lines.push(l),
    });
    expect([command, code, lines]).toEqual([command, 0, expect.any(Array)]);
    expect(countAuditEntries(w.db)).toBe(before + 1);
    const [entry] = listAuditEntries(w.db, {}, { limit: 1, offset: 0 }).items;
    expect([entry!.via, entry!.actor]).toEqual(['cli', expect.stringMatching(/^cli:/)]);
  });
});
