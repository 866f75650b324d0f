// The admin CLI's commands (server/cli/commands.ts), run in-process against a fresh world; one
// test publishes through a real server's Pusher trigger API as the CLI process does.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp } from '../../../server/app.ts';
import { createServerRealtime, createRemoteBroadcaster } from '../../../server/realtime/broadcasting.ts';
import { runCommand } from '../../../server/cli/commands.ts';
import { systemClock } from '../../../server/clock.ts';
import { silentLogger } from '../../../server/http/env.ts';
import { createOutboxMailer } from '../../../server/mail/outbox.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { countUsers, findUserByEmail } from '../../../server/auth/repository-users.ts';
import { createWorld, testConfig } from '../helpers.ts';

async function run(w: ReturnType<typeof createWorld>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(w.app.deps, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('club CLI', () => {
  it('token <email> prints a working access token', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const { code, out } = await run(w, 'token', 'mia@club.test');
    expect(code).toBe(0);
    expect(out).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect((await w.call('GET', '/api/user', { token: out })).body.email).toBe('mia@club.test');
  });

  it('login-link <email> prints a one-time /auth?token= link that logs in', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const { code, out } = await run(w, 'login-link', 'mia@club.test');
    expect(code).toBe(0);
    expect(out).toMatch(/^http:\/\/club\.test\/auth\?token=/);
    const res = await w.call('POST', '/api/auth/token-login', {
      body: { token: new URL(out).searchParams.get('token') },
    });
    expect(res.status).toBe(200);
  });

  it('exits 1 with a message for an unknown email', async () => {
    const w = createWorld();
    for (const command of ['token', 'login-link']) {
      const { code, err } = await run(w, command, 'nobody@club.test');
      expect(code).toBe(1);
      expect(err).toBe('No member with the email address nobody@club.test.');
    }
  });

  it('notify stores the notification and broadcasts it to the member', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test' });
    const { code, out } = await run(
      w,
      'notify',
      'mia@club.test',
      '--title',
      'Court booked',
      '--description',
      'Court 2 at 18:00',
      '--class',
      'fa fa-calendar',
      '--status',
      'success',
    );
    expect(code).toBe(0);
    expect(w.broadcasts[0]).toMatchObject({
      channels: [`private-App.Models.User.${user.id}`],
      payload: {
        id: out,
        title: 'Court booked',
        description: 'Court 2 at 18:00',
        class: 'fa fa-calendar',
        status: 'success',
      },
    });
    expect((await w.call('GET', '/api/user/notifications/unread', { token: w.tokenFor(user) })).body.data[0].id).toBe(
      out,
    );
  });

  it('notify --url links the notification to a portal route or an allowed https address', async () => {
    const w = createWorld({ env: { WIDGET_ORIGINS: 'https://tennis-gruenwald.example' } });
    const user = await w.createUser({ email: 'mia@club.test' });
    for (const url of ['/financial', 'https://tennis-gruenwald.example/courts'])
      expect((await run(w, 'notify', 'mia@club.test', '--title', 'T', '--description', 'D', '--url', url)).code).toBe(
        0,
      );
    expect(w.broadcasts.map((b) => b.payload.url)).toEqual(['/financial', 'https://tennis-gruenwald.example/courts']);
    const stored = await w.call('GET', '/api/user/notifications/unread', { token: w.tokenFor(user) });
    expect(stored.body.data.map((n: { data: { url: string } }) => n.data.url).sort()).toEqual([
      '/financial',
      'https://tennis-gruenwald.example/courts',
    ]);
  });

  it('notify refuses a --url that is no portal route and no allowed https address, storing nothing', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test' });
    for (const url of ['https://elsewhere.example/', 'javascript:alert(1)', '//elsewhere.example']) {
      const { code, err } = await run(w, 'notify', 'mia@club.test', '--title', 'T', '--description', 'D', '--url', url);
      expect([code, err.split('\n')[0]]).toEqual([
        2,
        '--url must be a portal route (/financial) or an https address on an allowed origin (APP_URL, FRONTEND_URL, WIDGET_ORIGINS).',
      ]);
    }
    expect(w.broadcasts).toEqual([]);
    expect((await w.call('GET', '/api/user/notifications/unread', { token: w.tokenFor(user) })).body.data).toEqual([]);
  });

  it('notify --topic files the notification under that category; an unknown topic exits 2, storing nothing', async () => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test' });
    const args = ['notify', 'mia@club.test', '--title', 'T', '--description', 'D', '--topic'] as const;
    expect((await run(w, ...args, 'growing')).code).toBe(0);
    const refused = await run(w, ...args, 'lottery');
    expect([refused.code, refused.err.split('\n')[0]]).toEqual([
      2,
      '--topic must be one of news, announcements, wallet, appointments, growing, support, chat.',
    ]);
    const token = w.tokenFor(user);
    const stored = await w.call('GET', '/api/user/notifications/unread?category=growing', { token });
    expect(stored.body.total).toBe(1);
    expect((await w.call('GET', '/api/user/notifications/unread', { token })).body.total).toBe(1);
  });

  it('exits 2 with usage text when notify misses --title', async () => {
    const { code, err } = await run(createWorld(), 'notify', 'mia@club.test', '--description', 'x');
    expect(code).toBe(2);
    expect(err).toContain('notify needs --title and --description.');
    expect(err).toContain('Usage: npm run club');
  });

  it('client-updated broadcasts client-updated on the public client channel', async () => {
    const w = createWorld();
    expect((await run(w, 'client-updated')).code).toBe(0);
    expect(w.broadcasts).toEqual([
      {
        channels: ['client'],
        event: 'client-updated',
        payload: { at: '2026-01-01T10:00:00.000000Z' },
        options: undefined,
      },
    ]);
  });

  it('down and up toggle maintenance mode (503 with Retry-After)', async () => {
    const w = createWorld();
    expect((await run(w, 'down', '--retry', '120')).code).toBe(0);
    const res = await w.call('GET', '/api/config');
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '120']);
    expect((await run(w, 'up')).code).toBe(0);
    expect((await w.call('GET', '/api/config')).status).toBe(200);
  });

  it('seed fills an empty database once and refuses a second time', async () => {
    const w = createWorld();
    expect((await run(w, 'seed')).code).toBe(0);
    expect(countUsers(w.db)).toBeGreaterThan(12);
    const again = await run(w, 'seed');
    expect(again.code).toBe(1);
    expect(again.err).toContain('already has members');
  });

  it('answers an unknown command with usage and exit code 2', async () => {
    const { code, err } = await run(createWorld(), 'frobnicate');
    expect(code).toBe(2);
    expect(err).toContain('Unknown command "frobnicate"');
  });

  it("publishes through the running server's Pusher trigger API, as from another process", async () => {
    // The "server process": real hub and trigger API on an ephemeral port.
    const serverDb = openDatabase(':memory:');
    migrate(serverDb);
    const serverConfig = testConfig();
    const realtime = createServerRealtime(serverConfig, silentLogger);
    const app = createApp({
      db: serverDb,
      broadcaster: realtime.broadcaster,
      mailer: createOutboxMailer(serverDb, systemClock),
      clock: systemClock,
      config: serverConfig,
      log: silentLogger,
      realtime: realtime.routes,
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise((resolve) => server.once('listening', resolve));
    realtime.hub!.attach(server);
    const port = (server.address() as AddressInfo).port;
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/app/app-key?protocol=7`);
      const frames: { event: string; channel?: string; data: string }[] = [];
      ws.on('message', (data) => frames.push(JSON.parse(String(data))));
      await new Promise((resolve) => ws.once('open', resolve));
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'client' } }));
      await expect.poll(() => frames.some((f) => f.event === 'pusher_internal:subscription_succeeded')).toBe(true);

      // The "CLI process": its own world, broadcasting to the server over HTTP.
      const cli = createWorld({ env: { PORT: String(port) } });
      const broadcaster = createRemoteBroadcaster(cli.config, silentLogger);
      const code = await runCommand({ ...cli.app.deps, broadcaster }, ['client-updated'], {
        out: () => {},
        err: () => {},
      });
      expect(code).toBe(0);
      await expect
        .poll(() => frames.find((f) => f.event === 'client-updated'))
        .toEqual({ event: 'client-updated', channel: 'client', data: '{"at":"2026-01-01T10:00:00.000000Z"}' });
      ws.close();
    } finally {
      await realtime.hub!.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('seed', () => {
  it('creates the documented demo accounts', async () => {
    const w = createWorld();
    await run(w, 'seed');
    const demo = findUserByEmail(w.db, 'demo@club.test')!;
    const twofa = findUserByEmail(w.db, 'twofa@club.test')!;
    expect(demo.email_verified_at).not.toBeNull();
    expect(demo.google2fa_enabled_at).toBeNull();
    expect(twofa.google2fa_enabled_at).not.toBeNull();
    expect((await w.hasher.verify('demo-member-2026', demo.password)).ok).toBe(true);
    const team = w.db.prepare('SELECT COUNT(*) AS n FROM users WHERE sponsor_id = ?').get(demo.id) as { n: number };
    expect(team.n).toBe(12);
  });

  it('gives demo a filled address, unread and read notifications and no pending terms', async () => {
    const w = createWorld();
    await run(w, 'seed');
    const token = w.tokenFor(findUserByEmail(w.db, 'demo@club.test')!);
    expect((await w.call('GET', '/api/user', { token })).body).toMatchObject({
      address_is_filled: true,
      instruction_state: { register_intro_closed: true, android_app_closed: true },
    });
    const header = (await w.call('GET', '/api/user/header', { token })).body;
    expect(header.notifications.notifications).toEqual({ unread_count: 13, read_count: 6 });
    expect(header.term_updates).toEqual([]);
  });

  it('logs twofa@club.test in with the TOTP secret JBSWY3DPEHPK3PXP', async () => {
    const { totp, base32Decode } = await import('../../../server/auth/totp.ts');
    const w = createWorld();
    await run(w, 'seed');
    const login = await w.call('POST', '/api/auth/login', {
      body: { email: 'twofa@club.test', password: 'demo-member-2026' },
    });
    expect(login.body.verification.method).toBe('totp');
    const code = totp(base32Decode('JBSWY3DPEHPK3PXP'), w.clock.now().getTime() / 1000);
    expect((await w.call('POST', '/api/auth/verify', { token: login.body.access_token, body: { code } })).status).toBe(
      200,
    );
  });

  it('gives the staff member the ghost-mode permission', async () => {
    const w = createWorld();
    await run(w, 'seed');
    const res = await w.call('GET', '/api/user', { token: w.tokenFor(findUserByEmail(w.db, 'staff@club.test')!) });
    expect(res.body.permissions).toEqual(['ghost-mode']);
  });
});
