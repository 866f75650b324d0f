// The server's VAPID key pair (RFC 8292): from config (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) when
// set; in demo mode generated at the first start into the database's folder (var/vapid.json, mode
// 0600) so the server and the CLI share it; for an in-memory database (tests) generated per config.
// Outside demo mode without keys, web push is off (the settings page says so).
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { demoKeyDirectory } from '../signing/club-keys.ts';
import { generateVapidKeys, type VapidKeys } from './web-push.ts';

export const VAPID_FILE = 'vapid.json';

function loadOrCreate(file: string): VapidKeys {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': when another process won the race, its pair is the one kept.
    writeFileSync(file, JSON.stringify(generateVapidKeys()), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
}

const byConfig = new WeakMap<Config, VapidKeys | null>();

/** The pair web push signs with, or null when push is off. */
export function vapidKeys(config: Config): VapidKeys | null {
  if (byConfig.has(config)) return byConfig.get(config)!;
  const { publicKey, privateKey } = config.push;
  let keys: VapidKeys | null = null;
  if (publicKey && privateKey) keys = { publicKey, privateKey };
  else if (config.demo) {
    const dir = demoKeyDirectory(config);
    keys = dir ? loadOrCreate(path.join(dir, VAPID_FILE)) : generateVapidKeys();
  }
  byConfig.set(config, keys);
  return keys;
}
