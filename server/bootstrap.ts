// What main.ts and cli.ts share: configuration, the migrated database and the secrets a
// deployment must set (demo mode generates its own under var/, see server/demo-secrets.ts).
import path from 'node:path';
import { appKeyBytes, DEMO_PUSHER, loadConfig, type Config } from './config.ts';
import { withDemoSecrets } from './demo-secrets.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase, type Database } from './db/open.ts';
import type { Logger } from './http/env.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/** A configuration the server must not run with; its message is the one line printed on exit. */
export class DeploymentError extends Error {}

/**
 * Outside demo mode: the first secret that is missing or left at its demo value, as one line
 * naming the variable, or null. The Pusher secret signs channel auth and the trigger API, so a
 * known one opens every private channel.
 */
export function deploymentProblem(config: Config): string | null {
  if (config.demo) return null;
  const hint = `(APP_ENV=${config.appEnv}; see "Deploying" in server/README.md, or run \`npm start\` for the local demo)`;
  if (!config.appKey) return `APP_KEY is not set ${hint}`;
  if (appKeyBytes(config).length < 32)
    return `APP_KEY is too short: it needs 32 bytes, e.g. base64:$(openssl rand -base64 32) ${hint}`;
  const pusher: [string, string, string][] = [
    ['PUSHER_APP_ID', config.pusher.appId, DEMO_PUSHER.appId],
    ['PUSHER_APP_KEY', config.pusher.key, DEMO_PUSHER.key],
    ['PUSHER_APP_SECRET', config.pusher.secret, DEMO_PUSHER.secret],
  ];
  for (const [name, value, demo] of pusher)
    if (value === demo) return `${name} is not set (or left at the demo value "${demo}") ${hint}`;
  return null;
}

export function bootstrap(log: Logger): { config: Config; db: Database } {
  const loaded = loadConfig({ envFile: path.join(process.cwd(), '.env') });
  // Refused before anything is created on disk.
  const problem = deploymentProblem(loaded);
  if (problem) throw new DeploymentError(problem);
  const db = openDatabase(path.resolve(process.cwd(), loaded.databasePath));
  migrate(db);
  return { config: withDemoSecrets(loaded, db, log), db };
}
