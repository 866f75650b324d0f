// Safe defaults: the server's own default is production, which needs
// real secrets; the local demo is explicit (what `npm start` sets) and keeps its generated
// secrets in files under var/, APP_KEY never in the database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploymentProblem } from '../../server/bootstrap.ts';
import { loadConfig, type Env } from '../../server/config.ts';
import { withDemoSecrets } from '../../server/demo-secrets.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { silentLogger } from '../../server/http/env.ts';
import { getState, setState } from '../../server/db/app-state.ts';
import { localDemoEnv } from '../../scripts/local-env.ts';

const root = path.resolve(import.meta.dirname, '../..');
const KEY = `base64:${Buffer.alloc(32, 9).toString('base64')}`;
const SECRETS = {
  APP_KEY: KEY,
  PUSHER_APP_ID: '4711',
  PUSHER_APP_KEY: 'k3y-of-the-club',
  PUSHER_APP_SECRET: 's3cret-of-the-club',
};
const config = (env: Env) => loadConfig({ env, envFile: null });

/** server/main.ts with only `env` (no inherited APP_* variables), until it exits. */
function runMain(env: Env, cwd: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd,
    env: { PATH: process.env.PATH, PORT: '0', DATABASE_PATH: path.join(cwd, 'club.sqlite'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('deployment defaults', () => {
  it('treats an unset APP_ENV as production, with demo mode off', () => {
    expect(config({})).toMatchObject({ appEnv: 'production', demo: false });
  });

  it('turns demo mode on only with APP_ENV=local and APP_DEMO=true', () => {
    expect(config({ APP_DEMO: 'true' }).demo).toBe(false);
    expect(config({ APP_ENV: 'production', APP_DEMO: 'true' }).demo).toBe(false);
    expect(config({ APP_ENV: 'local' }).demo).toBe(false);
    expect(config({ APP_ENV: 'local', APP_DEMO: 'true' }).demo).toBe(true);
  });

  it('refuses to run outside demo mode without each secret, naming the variable', () => {
    expect(deploymentProblem(config({ ...SECRETS, APP_KEY: '' }))).toMatch(/^APP_KEY is not set/);
    for (const name of ['PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET']) {
      expect(deploymentProblem(config({ ...SECRETS, [name]: '' }))).toMatch(new RegExp(`^${name} is not set`));
    }
    expect(deploymentProblem(config(SECRETS))).toBeNull();
  });

  it('refuses the demo Pusher values as if they were missing', () => {
    expect(deploymentProblem(config({ ...SECRETS, PUSHER_APP_SECRET: 'app-secret' }))).toMatch(
      /^PUSHER_APP_SECRET is not set \(or left at the demo value "app-secret"\)/,
    );
  });

  it('refuses an APP_KEY shorter than 32 bytes', () => {
    expect(deploymentProblem(config({ ...SECRETS, APP_KEY: 'short' }))).toMatch(/^APP_KEY is too short/);
  });

  it('exits non-zero with one line naming the variable when APP_ENV is unset and no secrets are given', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-deploy-'));
    const { code, output } = await runMain({}, dir);
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(/^Refusing to start: APP_KEY is not set \(APP_ENV=production;/),
    ]);
    expect(existsSync(path.join(dir, 'club.sqlite'))).toBe(false);
  });

  it('exits non-zero when only the Pusher secret is missing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-deploy-'));
    const { code, output } = await runMain({ ...SECRETS, PUSHER_APP_SECRET: '' }, dir);
    expect(code).toBe(1);
    expect(output).toMatch(/^Refusing to start: PUSHER_APP_SECRET is not set/);
  });
});

describe('npm start (scripts/local-env.ts)', () => {
  const noEnvFile = mkdtempSync(path.join(tmpdir(), 'club-start-'));

  it('runs the local demo explicitly when APP_ENV is unset', () => {
    expect(localDemoEnv({ PATH: '/bin' }, noEnvFile)).toEqual({ PATH: '/bin', APP_ENV: 'local', APP_DEMO: 'true' });
  });

  it('respects an explicit APP_ENV=production, from the environment or from .env', () => {
    expect(localDemoEnv({ APP_ENV: 'production' }, noEnvFile)).toEqual({ APP_ENV: 'production' });
    const dir = mkdtempSync(path.join(tmpdir(), 'club-start-'));
    writeFileSync(path.join(dir, '.env'), 'APP_ENV=production\n');
    expect(localDemoEnv({}, dir)).toEqual({});
  });
});

describe('demo secrets', () => {
  const demo = (dir: string) =>
    loadConfig({
      env: { APP_ENV: 'local', APP_DEMO: 'true', DATABASE_PATH: path.join(dir, 'club.sqlite') },
      envFile: null,
    });

  it('keeps the generated APP_KEY in a 0600 file under var/, never in the database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-secrets-'));
    const db = openDatabase(':memory:');
    migrate(db);
    const first = withDemoSecrets(demo(dir), db, silentLogger);
    const file = path.join(dir, 'app-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.appKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(getState(db, 'app_key')).toBeUndefined();
    expect(withDemoSecrets(demo(dir), db, silentLogger).appKey).toBe(first.appKey);
  });

  it('generates Pusher credentials instead of the published demo values', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-secrets-'));
    const db = openDatabase(':memory:');
    migrate(db);
    const { pusher } = withDemoSecrets(demo(dir), db, silentLogger);
    expect(pusher.secret).not.toBe('app-secret');
    expect(pusher.key).not.toBe('app-key');
    expect(statSync(path.join(dir, 'pusher.json')).mode & 0o777).toBe(0o600);
    expect(withDemoSecrets(demo(dir), db, silentLogger).pusher).toEqual(pusher);
  });

  it('moves an APP_KEY an older version stored in the database out to the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-secrets-'));
    const db = openDatabase(':memory:');
    migrate(db);
    setState(db, 'app_key', KEY, '2026-01-01T00:00:00.000000Z');
    expect(withDemoSecrets(demo(dir), db, silentLogger).appKey).toBe(KEY);
    expect(getState(db, 'app_key')).toBeUndefined();
  });
});
