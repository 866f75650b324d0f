// Demo mode and browser tests only (docs/spec.md §10 "Treasury"): a clock a test can set, so a fee
// plan is charged on its due day without moving the due day. The offset from the system time lives
// in the database (demo_clock, migration 073), so `club clock:set` moves the running server's clock
// too. Outside demo mode the server and the CLI use the system clock and the command refuses.
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { sql, type Database } from './db/open.ts';
import { cachedRead } from './db/read-cache.ts';

/** The offset's read (exported for the test that counts its reads). */
export const DEMO_OFFSET_SQL = 'SELECT offset_ms FROM demo_clock WHERE id = 1';

// Kept until the database changes (server/db/read-cache.ts sees the CLI's commit too): a request
// asks the clock many times, and each ask read the table.
function offsetOf(db: Database): number {
  return cachedRead(db, 'demo-clock:offset', () => {
    const row = sql(db, DEMO_OFFSET_SQL).get() as { offset_ms: number } | undefined;
    return row?.offset_ms ?? 0;
  });
}

/** The system time moved by the offset the database holds (another process may set it). */
export function createDemoClock(db: Database, base: Clock = systemClock): Clock {
  return { now: () => new Date(base.now().getTime() + offsetOf(db)) };
}

/** The clock the server and the CLI run on: settable in demo mode only. */
export function clockFor(config: Pick<Config, 'demo'>, db: Database): Clock {
  return config.demo ? createDemoClock(db) : systemClock;
}

/** Sets the demo clock to `at` (null: back to the system time). */
export function setDemoClock(db: Database, at: Date | null, base: Clock = systemClock): void {
  if (at === null) {
    sql(db, 'DELETE FROM demo_clock').run();
    return;
  }
  sql(
    db,
    'INSERT INTO demo_clock (id, offset_ms) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET offset_ms = excluded.offset_ms',
  ).run(at.getTime() - base.now().getTime());
}
