// `clock`, `clock:set <time>` and `clock:reset` (server/demo-clock.ts): demo mode and browser tests
// set the demo server's clock, e.g. to a fee plan's due day. Outside demo mode `clock:set` and
// `clock:reset` refuse and change nothing: a club's real clock is the system's.
import { parseArgs } from 'node:util';
import { setDemoClock } from '../demo-clock.ts';
import type { AppDeps } from '../http/env.ts';
import type { Command, Io } from './commands.ts';

export const CLOCK_USAGE = `
Demo clock (demo mode only: APP_ENV=local, APP_DEMO=true):
  clock                           print the server's time
  clock:set <time>                set the demo server's clock, e.g. 2026-12-01T10:00:00+01:00
  clock:reset                     back to the system time`;

function demoOnly(deps: AppDeps, io: Io): boolean {
  if (deps.config.demo) return true;
  io.err('The clock can be set in demo mode only (APP_ENV=local, APP_DEMO=true).');
  return false;
}

export const clockCommands: Record<string, Command> = {
  async clock(deps, _args, io) {
    io.out(deps.clock.now().toISOString());
    return 0;
  },
  async 'clock:set'(deps, args, io) {
    if (!demoOnly(deps, io)) return 1;
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    const at = positionals.length === 1 ? new Date(positionals[0]!) : null;
    if (!at || Number.isNaN(at.getTime())) {
      io.err('Usage: npm run club -- clock:set <time>, e.g. 2026-12-01T10:00:00+01:00');
      return 2;
    }
    setDemoClock(deps.db, at);
    io.out(`The demo clock reads ${at.toISOString()}.`);
    return 0;
  },
  async 'clock:reset'(deps, _args, io) {
    if (!demoOnly(deps, io)) return 1;
    setDemoClock(deps.db, null);
    io.out('The demo clock follows the system time again.');
    return 0;
  },
};
