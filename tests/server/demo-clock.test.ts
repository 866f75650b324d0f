// The demo clock (server/demo-clock.ts; docs/spec.md §10 "Treasury"): in demo mode a browser test sets
// the server's clock with `club clock:set`, e.g. to a fee plan's due day; in production the command
// refuses, changes nothing, and the server runs on the system clock whatever the database holds.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { cliActor } from '../../server/audit/actors.ts';
import { berlinDay, createManualClock, systemClock } from '../../server/clock.ts';
import { runCommand } from '../../server/cli/commands.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase, sql } from '../../server/db/open.ts';
import { clockFor, createDemoClock, DEMO_OFFSET_SQL, setDemoClock } from '../../server/demo-clock.ts';
import { createFeePlan, setMemberFeePlan } from '../../server/modules/wallet/fee-plans.ts';
import { chargeDueFees } from '../../server/modules/wallet/fees.ts';
import { bookTransaction } from '../../server/ledger/bookings.ts';
import { createWorld, testConfig } from './helpers.ts';

const io = () => {
  const lines: string[] = [];
  return { lines, io: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) } };
};
const production = () => testConfig({ APP_ENV: 'production', APP_DEMO: 'false' });

describe('demo clock', () => {
  it('moves the clock of every process on the demo database: `club clock:set` and the server agree.', async () => {
    const w = createWorld();
    const out = io();
    expect(await runCommand(w.app.deps, ['clock:set', '2027-03-15T11:00:00+01:00'], out.io)).toBe(0);
    expect(berlinDay(createDemoClock(w.db).now())).toBe('2027-03-15');
    expect(berlinDay(clockFor(w.app.deps.config, w.db).now())).toBe('2027-03-15');
    expect(await runCommand(w.app.deps, ['clock:reset'], out.io)).toBe(0);
    expect(sql(w.db, 'SELECT COUNT(*) AS n FROM demo_clock').get()).toEqual({ n: 0 });
  });

  it('reads the offset once while the database does not change, and again after the CLI sets it', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'demo-clock-')), 'db.sqlite');
    const server = openDatabase(file);
    migrate(server);
    const cli = openDatabase(file);
    const base = createManualClock('2026-11-20T09:00:00Z');
    try {
      const clock = createDemoClock(server, base);
      const reads = vi.spyOn(sql(server, DEMO_OFFSET_SQL), 'get');
      for (let i = 0; i < 5; i++) expect(clock.now().toISOString()).toBe('2026-11-20T09:00:00.000Z');
      expect(reads).toHaveBeenCalledTimes(1);
      setDemoClock(cli, new Date('2026-12-01T08:00:00Z'), base);
      await nextTurn();
      for (let i = 0; i < 5; i++) expect(clock.now().toISOString()).toBe('2026-12-01T08:00:00.000Z');
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      cli.close();
      server.close();
    }
  });

  it('refuses to set the clock outside demo mode and changes nothing.', async () => {
    const w = createWorld();
    const deps = { ...w.app.deps, config: production() };
    for (const args of [['clock:set', '2027-03-15T11:00:00Z'], ['clock:reset']]) {
      const out = io();
      expect(await runCommand(deps, args, out.io)).toBe(1);
      expect(out.lines).toEqual(['The clock can be set in demo mode only (APP_ENV=local, APP_DEMO=true).']);
    }
    expect(sql(w.db, 'SELECT COUNT(*) AS n FROM demo_clock').get()).toEqual({ n: 0 });
  });

  it('runs a production server on the system clock even when the database holds an offset.', () => {
    const w = createWorld();
    setDemoClock(w.db, new Date('2030-01-01T00:00:00Z'));
    expect(clockFor(production(), w.db)).toBe(systemClock);
  });

  it('charges a fee plan on its due day once the clock is set to it, and not the day before.', async () => {
    const w = createWorld();
    const base = createManualClock('2026-11-20T09:00:00Z');
    const deps = { ...w.app.deps, clock: createDemoClock(w.db, base) };
    const member = await w.createUser();
    bookTransaction(w.db, {
      userId: member.id,
      type: 'deposit',
      amountCents: 1000,
      status: 'completed',
      description: 'Deposit',
      now: '2026-11-20T09:00:00.000000Z',
    });
    const plan = createFeePlan(deps, cliActor(), { name: 'Monthly', amountCents: 250, interval: 'month' });
    setMemberFeePlan(deps, cliActor(), member.id, { planId: plan.id, firstDue: '2026-12-01' });
    expect(await chargeDueFees(deps)).toEqual([]);
    setDemoClock(w.db, new Date('2026-12-01T08:00:00+01:00'), base);
    const charged = await chargeDueFees(deps);
    expect(charged.map((c) => [c.user_id, c.due_on, c.amount_cents, c.status])).toEqual([
      [member.id, '2026-12-01', 250, 'charged'],
    ]);
  });
});
