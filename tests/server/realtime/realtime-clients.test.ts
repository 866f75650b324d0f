// Issue 3 acceptance: the REAL pusher-js (node build) and laravel-echo, and our own
// src/core/realtime.ts on top of them, against the real server on a free port: GET api/config,
// channel auth through POST /api/broadcasting/auth with a member's token, a notification through
// Echo's .notification(), client-updated on the public channel, forged subscriptions refused
// under all three server styles, and the server staying up through malformed frames. All of it
// twice: with pusher-js and laravel-echo as published, and with the builds of both the widget
// script carries (rollup.config.mjs pusherWebSocketOnly, laravelEchoPusherOnly). Those builds
// leave out presence channels and user sign-in (embed-pusher/embed-echo.test.ts): no test here
// joins a presence channel or signs in, so every test runs on both rows.
import { getRequestListener } from '@hono/node-server';
import Echo from 'laravel-echo';
import { atom } from 'nanostores';
import { createServer, type Server } from 'node:http';
import { connect as tcpConnect, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createApp } from '../../../server/app.ts';
import { createPasswordHasher } from '../../../server/auth/passwords.ts';
import { createAccessToken } from '../../../server/auth/tokens.ts';
import { createRemoteBroadcaster, createServerRealtime } from '../../../server/broadcasting.ts';
import { systemClock, toTimestamp } from '../../../server/clock.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { silentLogger } from '../../../server/http/env.ts';
import { createOutboxMailer } from '../../../server/mail/outbox.ts';
import { createLocalBroadcaster } from '../../../server/realtime/broadcaster.ts';
import { createHub, type Hub } from '../../../server/realtime/hub.ts';
import type { SubscriptionErrorStyle } from '../../../server/realtime/subscription-errors.ts';
import { createTriggerApi } from '../../../server/realtime/trigger-api.ts';
import { insertUser, type UserRow } from '../../../server/repositories/users.ts';
import { createBroadcastingRoutes } from '../../../server/routes/broadcasting.ts';
import { createRealtime as createRealtimeWith, type EchoConstructor, type Realtime, type RealtimeConfig } from '../../../src/core/realtime.ts';
import { echoOptions } from '../../../src/core/realtime-options.ts';
import { loadEmbedEcho } from './embed-echo.ts';
import { loadEmbedPusher } from './embed-pusher.ts';

const NOTIFICATION = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

interface Running {
  config: Config;
  hub: Hub;
  app: ReturnType<typeof createApp>;
  server: Server;
  ada: UserRow;
  bo: UserRow;
  adaToken: string;
  realtimeConfig: RealtimeConfig;
  stop(): Promise<void>;
}

/**
 * The server as main.ts builds it (createServerRealtime + createApp on one port), or with a hub in
 * another subscription-error style for the forged-signature tests.
 */
async function startServer(style?: SubscriptionErrorStyle): Promise<Running> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config = loadConfig({
    env: { APP_KEY: `base64:${Buffer.alloc(32, 7).toString('base64')}`, APP_URL: `http://127.0.0.1:${port}`, PORT: String(port), APP_DEMO: 'false' },
    envFile: null,
  });
  const db = openDatabase(':memory:');
  migrate(db);
  let realtime = createServerRealtime(config, silentLogger);
  if (style) {
    const { appId: id, key, secret } = config.pusher;
    const hub = createHub({ app: { id, key, secret }, subscriptionErrorStyle: style });
    realtime = {
      hub,
      broadcaster: createLocalBroadcaster(hub),
      routes: { triggerApi: createTriggerApi({ hub }), broadcastingAuth: createBroadcastingRoutes({ appKey: key, appSecret: secret }) as never },
    };
  }
  const app = createApp({
    db,
    broadcaster: realtime.broadcaster,
    mailer: createOutboxMailer(db, systemClock),
    clock: systemClock,
    config,
    hasher: createPasswordHasher({ insecureTestParams: { N: 2 ** 10, r: 8, p: 1 } }),
    log: silentLogger,
    realtime: realtime.routes,
  });
  server.on('request', getRequestListener(app.fetch));
  realtime.hub!.attach(server);

  const now = toTimestamp(systemClock.now());
  const member = (name: string, email: string) =>
    insertUser(db, { name, email, password: 'x', language: 'en', ref_hash: email, sponsor_id: null, ip_address: null, email_verified_at: now, created_at: now });
  const ada = member('Ada', 'ada@club.test');
  const bo = member('Bo', 'bo@club.test');
  // until the platform's login lands: a session token as login would issue it
  const adaToken = createAccessToken(app.deps, ada, { name: 'test', lifetimeMinutes: 60, idleMinutes: 30 }).plainTextToken;

  const res = await fetch(`${config.appUrl}/api/config`, { headers: { Accept: 'application/json' } });
  const realtimeConfig = ((await res.json()) as { realtime: RealtimeConfig }).realtime;

  return {
    config,
    hub: realtime.hub!,
    app,
    server,
    ada,
    bo,
    adaToken,
    realtimeConfig,
    async stop() {
      await realtime.hub!.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      db.close();
    },
  };
}

type EchoInstance = InstanceType<typeof Echo<'pusher'>>;
const echoes: EchoInstance[] = [];
const realtimes: Realtime[] = [];

function subscribed(channel: { subscribed(cb: () => void): unknown; error(cb: (e: unknown) => void): unknown }) {
  return new Promise<void>((resolve, reject) => {
    channel.subscribed(() => resolve());
    channel.error((e) => reject(new Error(`subscription failed: ${JSON.stringify(e)}`)));
  });
}

afterEach(() => {
  echoes.splice(0).forEach((echo) => echo.disconnect());
  realtimes.splice(0).forEach((r) => r.disconnect());
});

/** A TCP proxy in front of the websocket whose connections the test can cut, like a lost network. */
async function proxyTo(port: number) {
  const pairs = new Set<[Socket, Socket]>();
  const proxy = createTcpServer((client) => {
    const upstream = tcpConnect(port, '127.0.0.1');
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream).pipe(client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    cut: () => pairs.forEach(([client]) => client.resetAndDestroy()),
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

// The same tests for pusher-js and laravel-echo as published and for the embed's own builds of them.
const builds: [string, typeof Pusher, typeof Echo][] = [
  ['pusher-js and laravel-echo as published', Pusher, Echo],
  ['pusher-js and laravel-echo as the widget script builds them (from source, ws/wss only, Pusher connector only)', await loadEmbedPusher(), await loadEmbedEcho()],
];

describe.each(builds)('%s', (_build, Pusher, Echo) => {
  const createRealtime = (deps: { Pusher: unknown; Echo?: EchoConstructor }) => createRealtimeWith({ Echo: Echo as unknown as EchoConstructor, ...deps });

  function echoFor(running: Running, token: string | null = running.adaToken, extra: Record<string, unknown> = {}): EchoInstance {
    const echo = new Echo({ ...echoOptions(running.realtimeConfig, () => token, Pusher), ...extra } as never) as EchoInstance;
    echoes.push(echo);
    return echo;
  }

  function pusherOf(echo: EchoInstance) {
    return (echo.connector as unknown as { pusher: InstanceType<typeof Pusher> }).pusher;
  }

  describe('the real clients against the server main.ts builds', () => {
    let running: Running;
    beforeAll(async () => {
      running = await startServer();
    });
    afterAll(() => running.stop());

    it('serves the realtime settings the clients connect with', () => {
      const url = new URL(running.config.appUrl);
      expect(running.realtimeConfig).toEqual({
        driver: 'pusher',
        key: 'app-key',
        cluster: 'eu',
        host: url.hostname,
        port: Number(url.port),
        scheme: 'http',
        auth_endpoint: `${running.config.appUrl}/api/broadcasting/auth`,
      });
    });

    it("authorises the member's private channel and delivers a notification through Echo's .notification()", async () => {
      const echo = echoFor(running);
      const received: unknown[] = [];
      const channel = echo.private(`App.Models.User.${running.ada.id}`).notification((n: unknown) => received.push(n));
      await subscribed(channel);
      const payload = { title: 'Court booked', booking_id: 42, id: '9f1c2b4e-3d7a-4c1e-9b0a-2f6d8e7c5a10', type: 'App\\Notifications\\BookingConfirmed' };
      await running.app.deps.broadcaster.broadcast([`private-App.Models.User.${running.ada.id}`], NOTIFICATION, payload);
      await vi.waitFor(() => expect(received).toEqual([payload]));
    });

    it('delivers what another process publishes through the trigger API with the official pusher client (the CLI path)', async () => {
      const echo = echoFor(running);
      const received: unknown[] = [];
      await subscribed(echo.private(`App.Models.User.${running.ada.id}`).notification((n: unknown) => received.push(n)));
      await createRemoteBroadcaster(running.config, silentLogger).broadcast([`private-App.Models.User.${running.ada.id}`], NOTIFICATION, { id: 'cli-1', type: 'T', title: 'From the CLI' });
      await vi.waitFor(() => expect(received).toEqual([{ id: 'cli-1', type: 'T', title: 'From the CLI' }]));
    });

    it("delivers client-updated on the public channel through .listen('.client-updated')", async () => {
      const echo = echoFor(running);
      const received: unknown[] = [];
      await subscribed(echo.channel('client').listen('.client-updated', (e: unknown) => received.push(e)));
      await running.app.deps.broadcaster.broadcast(['client'], 'client-updated', { version: '2026.1' });
      await vi.waitFor(() => expect(received).toEqual([{ version: '2026.1' }]));
    });

    it("refuses another member's channel: the auth endpoint answers 403 and Echo's .error() fires", async () => {
      const echo = echoFor(running);
      const error = await new Promise((resolve) => echo.private(`App.Models.User.${running.bo.id}`).error(resolve));
      expect(error).toMatchObject({ type: 'AuthError', status: 403 });
    });

    it('refuses channel auth without a token with 401', async () => {
      const echo = echoFor(running, null);
      const error = await new Promise((resolve) => echo.private(`App.Models.User.${running.ada.id}`).error(resolve));
      expect(error).toMatchObject({ type: 'AuthError', status: 401 });
    });

    it('drives src/core/realtime.ts over the wire: lazy connect, notification, client-updated, drop on token clear', async () => {
      const realtime = createRealtime({ Pusher });
      realtimes.push(realtime);
      const $token = atom<string | null>(null);
      const $config = atom<RealtimeConfig | null>(running.realtimeConfig);
      const notifications: unknown[] = [];
      const updates: number[] = [];
      realtime.onUserNotification(running.ada.id, (n) => notifications.push(n));
      realtime.onClientUpdated(() => updates.push(1));
      await vi.waitFor(() => expect(running.hub.stats().sockets).toBe(0)); // earlier tests' clients gone
      realtime.connect({ $token, $config });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(realtime.$connectionState.get()).toBe('offline');
      expect(running.hub.stats().sockets).toBe(0);

      $token.set(running.adaToken);
      const channel = `private-App.Models.User.${running.ada.id}`;
      await vi.waitFor(() => expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'subscribed', client: 'subscribed' }), { timeout: 5000 });
      expect(realtime.$connectionState.get()).toBe('connected');
      expect(realtime.socketId()).toMatch(/^\d+\.\d+$/);

      await running.app.deps.broadcaster.broadcast([channel], NOTIFICATION, { id: 'n-1', type: 'T' });
      await running.app.deps.broadcaster.broadcast(['client'], 'client-updated', {});
      await vi.waitFor(() => expect([notifications, updates]).toEqual([[{ id: 'n-1', type: 'T' }], [1]]));

      $token.set(null);
      expect(realtime.$connectionState.get()).toBe('offline');
      await vi.waitFor(() => expect(running.hub.stats()).toEqual({ sockets: 0, channels: 0, presenceMembers: 0 }));
    });

    it('stays up through malformed frames, and connected clients keep receiving', async () => {
      const echo = echoFor(running);
      const received: unknown[] = [];
      await subscribed(echo.channel('client').listen('.client-updated', (e: unknown) => received.push(e)));

      const raw = new WebSocket(`ws://127.0.0.1:${running.realtimeConfig.port}/app/app-key?protocol=7`);
      raw.on('error', () => {});
      const errors: unknown[] = [];
      raw.on('message', (m) => {
        const frame = JSON.parse(m.toString());
        if (frame.event === 'pusher:error') errors.push(frame.data);
      });
      await new Promise((resolve) => raw.once('message', resolve));
      for (const frame of ['garbage', '{}', '[]', '{"event":"pusher:subscribe","data":{"channel":"#bad"}}', '{"event":"client-updated","channel":"client","data":{}}']) raw.send(frame);
      raw.send(Buffer.from([0, 1, 2]), { binary: true });
      await vi.waitFor(() => expect(errors).toHaveLength(6));
      raw.send('x'.repeat(1024 * 1024));
      const code = await new Promise((resolve) => raw.once('close', resolve));
      expect(code).toBe(1009);

      await running.app.deps.broadcaster.broadcast(['client'], 'client-updated', { after: 'garbage' });
      await vi.waitFor(() => expect(received).toEqual([{ after: 'garbage' }]));
      expect(pusherOf(echo).connection.state).toBe('connected');
    });
  });

  describe('losing the connection (T8)', () => {
    it('reconnects with a new socket id, authorises again, fires onReconnect and receives later events', async () => {
      const running = await startServer();
      const proxy = await proxyTo(running.realtimeConfig.port!);
      try {
        const realtime = createRealtime({ Pusher });
        realtimes.push(realtime);
        const notifications: unknown[] = [];
        const reconnects: number[] = [];
        realtime.onUserNotification(running.ada.id, (n) => notifications.push(n));
        realtime.onReconnect(() => reconnects.push(1));
        realtime.connect({ $token: atom<string | null>(running.adaToken), $config: atom<RealtimeConfig | null>({ ...running.realtimeConfig, port: proxy.port }) });
        const channel = `private-App.Models.User.${running.ada.id}`;
        await vi.waitFor(() => expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'subscribed' }), { timeout: 5000 });
        const firstSocket = realtime.socketId();
        const states: string[] = [];
        realtime.$connectionState.listen((state) => states.push(state));

        proxy.cut();
        await vi.waitFor(() => expect(reconnects).toEqual([1]), { timeout: 10_000 });
        expect(states).toEqual(['reconnecting', 'connected']);
        await vi.waitFor(() => expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'subscribed' }), { timeout: 5000 });
        expect(realtime.socketId()).not.toBe(firstSocket);
        expect(running.hub.stats()).toEqual({ sockets: 1, channels: 1, presenceMembers: 0 });

        await running.app.deps.broadcaster.broadcast([channel], NOTIFICATION, { id: 'after', type: 'T' });
        await vi.waitFor(() => expect(notifications).toEqual([{ id: 'after', type: 'T' }]));
      } finally {
        realtimes.splice(0).forEach((r) => r.disconnect());
        await proxy.close();
        await running.stop();
      }
    });
  });

  describe('forged signatures are refused under every server style (T3)', () => {
    const forged = (params: { socketId: string }, callback: (error: Error | null, data: { auth: string } | null) => void) =>
      callback(null, { auth: `app-key:${'0'.repeat(64)}` });

    /** Echo that signs every channel with a forged signature, as an attacker's client would. */
    const ForgingEcho = class extends (Echo as unknown as new (options: Record<string, unknown>) => object) {
      constructor(options: Record<string, unknown>) {
        super({ ...options, channelAuthorization: { customHandler: forged } });
      }
    } as unknown as EchoConstructor;

    for (const style of ['reverb', 'soketi', 'pusher'] as const) {
      it(`${style}: no subscription, no events, and src/core/realtime.ts marks the feed unavailable`, async () => {
        const running = await startServer(style);
        try {
          const realtime = createRealtime({ Pusher, Echo: ForgingEcho });
          realtimes.push(realtime);
          const received: unknown[] = [];
          realtime.onUserNotification(running.ada.id, (n) => received.push(n));
          realtime.connect({ $token: atom<string | null>(running.adaToken), $config: atom<RealtimeConfig | null>(running.realtimeConfig) });
          const channel = `private-App.Models.User.${running.ada.id}`;
          await vi.waitFor(() => expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'unavailable' }), { timeout: 5000 });
          expect(realtime.$realtimeError.get()).toMatchObject({ kind: 'channel-auth' });
          expect(realtime.$connectionState.get()).toBe('connected');
          expect(running.hub.stats()).toEqual({ sockets: 1, channels: 0, presenceMembers: 0 });
          await running.app.deps.broadcaster.broadcast([channel], NOTIFICATION, { id: 'x', type: 'T' });
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(received).toEqual([]);
        } finally {
          await running.stop();
        }
      });
    }
  });
});
