// `npm start` / `node server/main.ts`: open and migrate the database, seed demo data when it is
// empty, and serve the API, the realtime websocket, the portal and the examples on PORT.
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { checkpointOffThread } from './db/checkpointer.ts';
import { startJobs } from './jobs.ts';
import { bootstrap, DeploymentError, PROJECT_ROOT } from './bootstrap.ts';
import { createServerRealtime } from './realtime/broadcasting.ts';
import { serverModules } from './modules/index.ts';
import { watchSessions } from './auth/session-watch.ts';
import { clockFor } from './demo-clock.ts';
import { consoleLogger } from './http/env.ts';
import { currentAllowedOrigins } from './http/widget-origins.ts';
import { createMailerFromConfig } from './mail/mailer.ts';
import { queuedMailSent } from './mail/after-answer.ts';
import { isDatabaseEmpty, seedDatabase } from './db/seed.ts';
import { requireSigningKey } from './signing/club-keys.ts';

const log = consoleLogger;
let booted: ReturnType<typeof bootstrap>;
try {
  booted = bootstrap(log);
} catch (error) {
  // One line naming the variable, no stack: what an operator reads in the deploy log.
  if (!(error instanceof DeploymentError)) throw error;
  console.error(`Refusing to start: ${error.message}`);
  process.exit(1);
}
const { config, db } = booted;
// the log is written back on a thread of its own: a checkpoint's fsync never holds up a request
const checkpoints = checkpointOffThread(db, path.resolve(process.cwd(), config.databasePath));
// Demo mode: a clock browser tests set with `club clock:set` (server/demo-clock.ts); else the system's.
const clock = clockFor(config, db);
try {
  // Tickets are signed on the first request: a missing key stops the start, not a member's ticket.
  requireSigningKey(config);
} catch (error) {
  console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// The hub ends a private subscription with the login that authorised it (docs/threats.md T29).
// The hub asks for the allowed origins at each connection: the board's list counts at once.
const realtime = createServerRealtime(config, log, serverModules, watchSessions({ db, clock }), () =>
  currentAllowedOrigins({ db, config }),
);
const app = createApp({
  db,
  broadcaster: realtime.broadcaster,
  mailer: createMailerFromConfig(config, db, clock),
  clock,
  config,
  log,
  realtime: realtime.routes,
  staticDirs: {
    portalDir: path.join(PROJECT_ROOT, 'dist/portal'),
    embedDir: path.join(PROJECT_ROOT, 'dist/embed'),
    examplesDir: path.join(PROJECT_ROOT, 'examples'),
  },
});

if (config.demo && isDatabaseEmpty(app.deps)) {
  log.info('Empty database: seeding demo data (demo@club.test / demo-member-2026).');
  await seedDatabase(app.deps);
}

// Demo mode serves every mail (reset links, login codes) at /dev/mail: loopback only unless HOST says otherwise.
const hostname = config.host ?? (config.demo ? '127.0.0.1' : '0.0.0.0');
const server = serve({ fetch: app.fetch, port: config.port, hostname }, (info) => {
  if (config.demo)
    log.warn(
      `DEMO MODE (APP_ENV=local, APP_DEMO=true): demo accounts with published passwords, every mail readable at /dev/mail, generated secrets under var/. Never expose this to a network.`,
    );
  log.info(
    `${config.appName} listening on http://localhost:${info.port} (on ${hostname}, APP_URL ${config.appUrl})${config.demo ? ', demo mail at /dev/mail' : ''}`,
  );
}) as Server;
realtime.hub?.attach(server);
// Sweeps of the modules (server/jobs.ts), e.g. announcing scheduled posts when their time comes.
const stopJobs = startJobs(app.deps);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: shutting down`);
  stopJobs();
  await checkpoints.stop();
  // Sockets get pusher:error 4200 first, so clients reconnect as soon as we are back.
  await realtime.hub?.close();
  server.close(() => {
    // mail queued after the last answers (server/mail/after-answer.ts) is handed over before the database closes
    void queuedMailSent(app.deps.mailer).finally(() => {
      db.close();
      process.exit(0);
    });
  });
  server.closeAllConnections?.();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
