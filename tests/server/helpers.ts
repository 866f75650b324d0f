// Builds a fresh world for each server test: ':memory:' database, manual clock, outbox mailer,
// recording broadcaster and low-cost password hashing, around the real createApp().
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type CreateAppOptions } from '../../server/app.ts';
import { createPasswordHasher, type PasswordHasher } from '../../server/auth/passwords.ts';
import { createManualClock, toTimestamp } from '../../server/clock.ts';
import { loadConfig, type Env } from '../../server/config.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { silentLogger, type Broadcaster } from '../../server/http/env.ts';
import { createOutboxMailer } from '../../server/mail/outbox.ts';
import { listOutboxMail } from '../../server/mail/repository-outbox.ts';
import {
  confirmTwoFactor,
  findUserById,
  insertUser,
  setTwoFactorSecret,
  upsertAddress,
  type UserRow,
} from '../../server/auth/repository-users.ts';
import { issueSession } from '../../server/auth/sessions.ts';
import { encryptSecret } from '../../server/auth/secret-box.ts';
import { randomHex } from '../../server/auth/random.ts';

export const TEST_APP_KEY = `base64:${Buffer.alloc(32, 7).toString('base64')}`;
export const APP_URL = 'http://club.test';
export const ACCEPT = 'application/vnd.club.v1+json, application/json;q=0.9';
export const PASSWORD = 'correct horse battery';
/** Test-only hashing cost: the production default is asserted in passwords.test.ts. */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

export interface BroadcastCall {
  channels: string[];
  event: string;
  payload: Record<string, unknown>;
  options?: { exceptSocketId?: string };
}

export interface CallOptions {
  body?: unknown;
  /** Raw body text (sent as is, with `contentType`). */
  raw?: string;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export function testConfig(env: Env = {}) {
  return loadConfig({
    env: { APP_KEY: TEST_APP_KEY, APP_URL, APP_ENV: 'local', APP_DEMO: 'true', APP_NAME: 'Test Club', ...env },
    envFile: null,
  });
}

export function createWorld(
  options: { env?: Env; hasher?: PasswordHasher } & Partial<
    Pick<CreateAppOptions, 'modules' | 'realtime' | 'staticDirs'>
  > = {},
) {
  const db = openDatabase(':memory:');
  migrate(db);
  const clock = createManualClock('2026-01-01T10:00:00Z');
  const config = testConfig(options.env);
  const broadcasts: BroadcastCall[] = [];
  const broadcaster: Broadcaster = {
    async broadcast(channels, event, payload, opts) {
      broadcasts.push({ channels, event, payload, options: opts });
    },
  };
  const mailer = createOutboxMailer(db, clock);
  // A wide queue: tests make many members at once; the bounded queue has its own tests (auth/login-races).
  const hasher = options.hasher ?? createPasswordHasher({ insecureTestParams: TEST_SCRYPT, maxQueue: 1000 });
  const app = createApp({
    db,
    broadcaster,
    mailer,
    clock,
    config,
    hasher,
    log: silentLogger,
    modules: options.modules,
    realtime: options.realtime,
    staticDirs: options.staticDirs,
  });

  async function call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { Accept: ACCEPT, ...opts.headers };
    let body: string | undefined;
    if (opts.raw !== undefined) {
      body = opts.raw;
      headers['Content-Type'] = opts.contentType ?? 'application/vnd.club.v1+json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] = opts.contentType ?? 'application/vnd.club.v1+json';
    }
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    const env = { incoming: { socket: { remoteAddress: opts.ip ?? '10.0.0.1' } } };
    const res = await app.request(path, { method, headers, body }, env);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  async function createUser(
    fields: Partial<UserRow> & { password?: string; address?: boolean } = {},
  ): Promise<UserRow> {
    const now = toTimestamp(clock.now());
    const user = insertUser(db, {
      name: fields.name ?? 'Mia Member',
      email: fields.email ?? `member-${randomHex(4)}@club.test`,
      password: await hasher.hash(fields.password ?? PASSWORD),
      language: fields.language ?? 'en',
      ref_hash: fields.ref_hash ?? randomHex(5),
      sponsor_id: fields.sponsor_id ?? null,
      ip_address: null,
      email_verified_at: fields.email_verified_at === undefined ? now : fields.email_verified_at,
      created_at: now,
    });
    if (fields.address) {
      upsertAddress(db, {
        user_id: user.id,
        firstname: 'Mia',
        lastname: 'Member',
        street: 'Hauptstr. 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        region: 'BE',
        updated_at: now,
      });
    }
    return user;
  }

  const mails = (to?: string) =>
    listOutboxMail(db, { to }).map((row) => ({ ...row, meta: JSON.parse(row.meta) as Record<string, unknown> }));

  /** A full session token for `user`, as a completed login would give (no HTTP round trip). */
  const tokenFor = (user: UserRow) =>
    issueSession(app.deps, user, { ip: '10.0.0.1', userAgent: 'vitest' }).access_token;

  /** Password step through the real endpoint; returns the pending token. */
  async function loginPending(email: string, password = PASSWORD, ip?: string): Promise<string> {
    const res = await call('POST', '/api/auth/login', { body: { email, password }, ip });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.body.access_token as string;
  }

  /** Enables and confirms 2FA for `user` with `secret` (what the settings flow will do). */
  function enableTwoFactor(user: UserRow, secret: string) {
    const now = toTimestamp(clock.now());
    setTwoFactorSecret(db, user.id, encryptSecret(config, secret), now);
    confirmTwoFactor(db, user.id, now);
    return findUserById(db, user.id)!;
  }

  /**
   * The app on a real port (0: a free one) on loopback, for claims about concurrency: requests
   * sent with Promise.all arrive on their own sockets and interleave as in production.
   */
  async function listen() {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    async function request(
      method: string,
      path: string,
      opts: Omit<CallOptions, 'ip' | 'raw'> = {},
    ): Promise<CallResult> {
      const headers: Record<string, string> = { Accept: ACCEPT, ...opts.headers };
      if (opts.body !== undefined) headers['Content-Type'] = opts.contentType ?? 'application/json';
      if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
      const res = await fetch(base + path, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: res.status, headers: res.headers, body: parsed, text };
    }
    return {
      base,
      request,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  return {
    app,
    db,
    clock,
    config,
    broadcasts,
    hasher,
    call,
    createUser,
    mails,
    tokenFor,
    loginPending,
    enableTwoFactor,
    listen,
  };
}

export type World = ReturnType<typeof createWorld>;
