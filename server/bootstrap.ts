// What main.ts and cli.ts share: configuration, the migrated database and a usable APP_KEY.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { systemClock, toTimestamp } from './clock.ts';
import { loadConfig, type Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase, type Database } from './db/open.ts';
import type { Logger } from './http/env.ts';
import { getState, setState } from './db/app-state.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Without APP_KEY in the environment, a key is generated once and kept in the database, so a
 * fresh clone runs with no setup and the CLI signs links the server accepts.
 */
export function ensureAppKey(config: Config, db: Database, log: Logger): Config {
  if (config.appKey) return config;
  let key = getState(db, 'app_key');
  if (!key) {
    key = `base64:${randomBytes(32).toString('base64')}`;
    setState(db, 'app_key', key, toTimestamp(systemClock.now()));
    log.warn('APP_KEY is not set: generated one and stored it in the database (set APP_KEY in production).');
  }
  return { ...config, appKey: key };
}

export function bootstrap(log: Logger): { config: Config; db: Database } {
  const loaded = loadConfig({ envFile: path.join(process.cwd(), '.env') });
  const db = openDatabase(path.resolve(process.cwd(), loaded.databasePath));
  migrate(db);
  return { config: ensureAppKey(loaded, db, log), db };
}
