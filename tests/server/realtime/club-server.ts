// The server as main.ts builds it, on a free port with a file database in a temp dir, so the admin
// CLI can run as a real child process beside it; members log in over HTTP as the portal does.
import { getRequestListener } from '@hono/node-server';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../../server/app.ts';
import { createPasswordHasher } from '../../../server/auth/passwords.ts';
import { encryptSecret } from '../../../server/auth/secret-box.ts';
import { base32Decode, generateSecret, totp } from '../../../server/auth/totp.ts';
import { createServerRealtime } from '../../../server/realtime/broadcasting.ts';
import { watchSessions } from '../../../server/auth/session-watch.ts';
import { serverModules } from '../../../server/modules/index.ts';
import { systemClock, toTimestamp } from '../../../server/clock.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase, type Database } from '../../../server/db/open.ts';
import { silentLogger } from '../../../server/http/env.ts';
import { createOutboxMailer } from '../../../server/mail/outbox.ts';
import { createLocalBroadcaster } from '../../../server/realtime/broadcaster.ts';
import { createHub, type Hub } from '../../../server/realtime/hub.ts';
import type { SubscriptionErrorStyle } from '../../../server/realtime/subscription-errors.ts';
import { createTriggerApi } from '../../../server/realtime/trigger-api.ts';
import { listOutboxMail } from '../../../server/mail/repository-outbox.ts';
import {
  confirmTwoFactor,
  insertUser,
  setTwoFactorSecret,
  type UserRow,
} from '../../../server/auth/repository-users.ts';
import { createBroadcastingRoutes } from '../../../server/realtime/broadcasting-auth.ts';
import type { RealtimeConfig } from '../../../src/core/realtime/connection.ts';

const CLI = path.resolve(import.meta.dirname, '../../../server/cli.ts');
const PASSWORD = 'correct horse battery';

export interface Reply {
  status: number;
  body: any;
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface Running {
  config: Config;
  hub: Hub;
  app: ReturnType<typeof createApp>;
  server: Server;
  /** Verified email, no 2FA: logs in with an emailed code. */
  ada: UserRow;
  bo: UserRow;
  /** 2FA on: logs in with a TOTP code from `cySecret`. */
  cy: UserRow;
  cySecret: string;
  /** Ada's session token from the real login (password, emailed code, verify). */
  adaToken: string;
  realtimeConfig: RealtimeConfig;
  request(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<Reply>;
  /** `npm run club -- <args>` as its own process against this server and its database. */
  club(...args: string[]): Promise<CliRun>;
  stop(): Promise<void>;
}

/** A hub of its own: another subscription-error style (T3), or short liveness timeouts (T7). */
export interface HubTuning {
  style?: SubscriptionErrorStyle;
  activityTimeout?: number;
  pongTimeout?: number;
}

/** createServerRealtime + createApp on one port, as main.ts does, or with a hub tuned as given. */
export async function startServer(tuning?: HubTuning): Promise<Running> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const dir = mkdtempSync(path.join(tmpdir(), 'club-realtime-'));
  // One environment for both processes, so the CLI signs with the server's keys and writes its database.
  const env = {
    APP_KEY: `base64:${Buffer.alloc(32, 7).toString('base64')}`,
    APP_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    APP_DEMO: 'false',
    // Outside demo mode the CLI refuses demo credentials, as a deployment does (server/bootstrap.ts).
    PUSHER_APP_ID: '4711',
    PUSHER_APP_KEY: 'club-test-key',
    PUSHER_APP_SECRET: 'club-test-secret',
    DATABASE_PATH: path.join(dir, 'club.sqlite'),
  };
  const config = loadConfig({ env, envFile: null });
  const db = openDatabase(config.databasePath);
  migrate(db);
  // as main.ts: the hub remembers the login behind each private subscription (docs/threats.md T29)
  let realtime = createServerRealtime(config, silentLogger, serverModules, watchSessions({ db, clock: systemClock }));
  if (tuning) {
    const { appId: id, key, secret } = config.pusher;
    const { style, activityTimeout, pongTimeout } = tuning;
    const hub = createHub({ app: { id, key, secret }, subscriptionErrorStyle: style, activityTimeout, pongTimeout });
    realtime = {
      hub,
      broadcaster: createLocalBroadcaster(hub),
      routes: {
        triggerApi: createTriggerApi({ hub }),
        broadcastingAuth: createBroadcastingRoutes({ appKey: key, appSecret: secret }) as never,
      },
    };
  }
  const hasher = createPasswordHasher({ insecureTestParams: { N: 2 ** 10, r: 8, p: 1 } });
  const app = createApp({
    db,
    broadcaster: realtime.broadcaster,
    mailer: createOutboxMailer(db, systemClock),
    clock: systemClock,
    config,
    hasher,
    log: silentLogger,
    realtime: realtime.routes,
  });
  server.on('request', getRequestListener(app.fetch));
  realtime.hub!.attach(server);

  const now = toTimestamp(systemClock.now());
  const member = async (name: string, email: string) =>
    insertUser(db, {
      name,
      email,
      password: await hasher.hash(PASSWORD),
      language: 'en',
      ref_hash: email,
      sponsor_id: null,
      ip_address: null,
      email_verified_at: now,
      created_at: now,
    });
  const ada = await member('Ada', 'ada@club.test');
  const bo = await member('Bo', 'bo@club.test');
  const cy = await member('Cy', 'cy@club.test');
  const cySecret = generateSecret();
  setTwoFactorSecret(db, cy.id, encryptSecret(config, cySecret), now);
  confirmTwoFactor(db, cy.id, now);

  async function request(
    method: string,
    route: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const res = await fetch(`${config.appUrl}${route}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  const adaToken = await loginWithEmailCode(request, db, ada.email);
  const realtimeConfig = ((await request('GET', '/api/config')).body as { realtime: RealtimeConfig }).realtime;

  return {
    config,
    hub: realtime.hub!,
    app,
    server,
    ada,
    bo,
    cy,
    cySecret,
    adaToken,
    realtimeConfig,
    request,
    club: (...args) => runCli(args, dir, env),
    async stop() {
      await realtime.hub!.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Request = Running['request'];

async function expectOk(reply: Promise<Reply>, step: string): Promise<any> {
  const { status, body } = await reply;
  if (status < 200 || status > 299) throw new Error(`${step} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** Password, then POST user/request-verification-code, then the code from the outbox to POST auth/verify. */
async function loginWithEmailCode(request: Request, db: Database, email: string): Promise<string> {
  const pending = (await expectOk(request('POST', '/api/auth/login', { body: { email, password: PASSWORD } }), 'login'))
    .access_token;
  await expectOk(
    request('POST', '/api/user/request-verification-code', { token: pending }),
    'request-verification-code',
  );
  const code = (JSON.parse(listOutboxMail(db, { to: email, limit: 1 })[0]!.meta) as { code: string }).code;
  return (await expectOk(request('POST', '/api/auth/verify', { token: pending, body: { code } }), 'verify'))
    .access_token;
}

/** Password, then the authenticator app's current code to POST auth/verify. */
export async function loginWithTotp(running: Running, email: string, secret: string): Promise<string> {
  const pending = (
    await expectOk(running.request('POST', '/api/auth/login', { body: { email, password: PASSWORD } }), 'login')
  ).access_token;
  const code = totp(base32Decode(secret), Math.floor(Date.now() / 1000));
  return (await expectOk(running.request('POST', '/api/auth/verify', { token: pending, body: { code } }), 'verify'))
    .access_token;
}

/** server/cli.ts on the pinned Node (vitest's own) with only the server's environment, from the temp dir so no .env applies. */
function runCli(args: string[], cwd: string, env: Record<string, string>): Promise<CliRun> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
