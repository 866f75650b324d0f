// `npm run club -- <command>`: the admin CLI (see server/cli/commands.ts for the commands).
// It runs in its own process, so it broadcasts through the running server's Pusher HTTP trigger
// API (or the external Pusher-compatible server of BROADCAST_DRIVER=pusher), as Laravel does.
import path from 'node:path';
import { createAppDeps } from './app.ts';
import { bootstrap, PROJECT_ROOT } from './bootstrap.ts';
import { createRemoteBroadcaster } from './realtime/broadcasting.ts';
import { runCommand } from './cli/commands.ts';
import { clockFor } from './demo-clock.ts';
import type { Logger } from './http/env.ts';
import { createMailerFromConfig } from './mail/mailer.ts';

const log: Logger = {
  info: () => {},
  warn: (message, context) => console.error(`warning: ${message}`, context ? JSON.stringify(context) : ''),
  error: (message, context) => console.error(`error: ${message}`, context ? JSON.stringify(context) : ''),
};

let code = 1;
try {
  const { config, db } = bootstrap(log);
  // Demo mode: the clock a browser test set with `clock:set` (server/demo-clock.ts).
  const clock = clockFor(config, db);
  const deps = createAppDeps({
    db,
    config,
    clock,
    broadcaster: createRemoteBroadcaster(config, log),
    mailer: createMailerFromConfig(config, db, clock),
    log,
  });
  code = await runCommand(deps, process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    portalDir: path.join(PROJECT_ROOT, 'dist/portal'),
  });
  db.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  code = 1;
}
process.exit(code);
