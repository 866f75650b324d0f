// Demo mode's generated secrets: APP_KEY and the Pusher credentials, created once in files beside
// the database (var/ by default) with mode 0600, so the CLI and the server agree. APP_KEY never
// lives in the database whose TOTP secrets it encrypts (docs/threats.md).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PUSHER, type Config } from './config.ts';
import type { Database } from './db/open.ts';
import type { Logger } from './http/env.ts';
import { deleteState, getState } from './db/app-state.ts';

export const APP_KEY_FILE = 'app-key';
export const PUSHER_FILE = 'pusher.json';

/** The file's text, or `create()` written with mode 0600 (exclusive: a racing process's file wins). */
function readOrCreate(file: string, create: () => string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${create()}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600); // the umask may have narrowed nothing, but never widens past 0600
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** Where demo secrets live: the database's folder (var/ for the default var/club.sqlite). */
export function secretsDir(config: Pick<Config, 'databasePath'>): string {
  return path.dirname(path.resolve(process.cwd(), config.databasePath));
}

/**
 * Demo mode only: fills APP_KEY and the Pusher credentials the environment left unset from
 * `dir`, generating them on the first start. A key an older version kept in the database moves
 * to the file (the TOTP secrets it encrypted stay readable) and leaves the database.
 */
export function withDemoSecrets(config: Config, db: Database, log: Logger, dir = secretsDir(config)): Config {
  if (!config.demo) return config;
  let appKey = config.appKey;
  if (!appKey) {
    const legacy = getState(db, 'app_key');
    appKey = readOrCreate(path.join(dir, APP_KEY_FILE), () => legacy ?? `base64:${randomBytes(32).toString('base64')}`);
    if (legacy) {
      deleteState(db, 'app_key');
      log.warn(`APP_KEY moved from the database to ${path.join(dir, APP_KEY_FILE)}.`);
    }
  }
  const { pusher } = config;
  const usesDemoPusher =
    pusher.appId === DEMO_PUSHER.appId || pusher.key === DEMO_PUSHER.key || pusher.secret === DEMO_PUSHER.secret;
  if (!usesDemoPusher) return { ...config, appKey };
  const generated = JSON.parse(
    readOrCreate(path.join(dir, PUSHER_FILE), () =>
      JSON.stringify({
        appId: String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)),
        key: randomBytes(10).toString('hex'),
        secret: randomBytes(20).toString('hex'),
      }),
    ),
  ) as { appId: string; key: string; secret: string };
  return {
    ...config,
    appKey,
    pusher: {
      ...pusher,
      appId: pusher.appId === DEMO_PUSHER.appId ? generated.appId : pusher.appId,
      key: pusher.key === DEMO_PUSHER.key ? generated.key : pusher.key,
      secret: pusher.secret === DEMO_PUSHER.secret ? generated.secret : pusher.secret,
    },
  };
}
