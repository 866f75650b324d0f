// The REAL pusher-js (node build) and laravel-echo, and our own
// src/core/realtime/connection.ts on top of them, against the real server on a free port (club-server.ts).
// Members log in over HTTP (Ada with an emailed code, Cy with a TOTP code) and their session tokens
// authorise their private channels through POST /api/broadcasting/auth; `club notify` and
// `club client-updated` run as real CLI processes publishing through the server's trigger API and
// arrive through Echo's .notification() and .listen('.client-updated'); another member's channel
// (403), no token (401) and forged signatures under all three server styles are refused; the server
// stays up through malformed frames. pusher-js and laravel-echo as published; the portal and the
// widgets load pusher-js's worker build (src/core/realtime/libraries.ts), so every test runs on it too.
import Echo from 'laravel-echo';
import { atom } from 'nanostores';
import Pusher from 'pusher-js';
import PusherWorker from 'pusher-js/worker';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  createRealtime as createRealtimeWith,
  type EchoConstructor,
  type Realtime,
  type RealtimeConfig,
} from '../../../src/core/realtime/connection.ts';
import { echoOptions } from '../../../src/core/realtime/options.ts';
import { loginWithTotp, startServer, type Running } from './club-server.ts';
import { proxyTo } from './tcp-proxy.ts';

const NOTIFICATION = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

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

// The worker build reads `self`, which every browser window and worker has and Node has not.
(globalThis as { self?: unknown }).self ??= globalThis;

// pusher-js's Node build, and its worker build: the one the portal and the widgets load
// (src/core/realtime/libraries.ts).
const builds: [string, typeof Pusher, typeof Echo][] = [
  ['pusher-js and laravel-echo as published', Pusher, Echo],
  [
    'pusher-js (its worker build, as the browser clients load it) and laravel-echo as published',
    PusherWorker as unknown as typeof Pusher,
    Echo,
  ],
];

describe.each(builds)('%s', (_build, Pusher, Echo) => {
  const createRealtime = (deps: { Pusher: unknown; Echo?: EchoConstructor }) =>
    createRealtimeWith({ Echo: Echo as unknown as EchoConstructor, ...deps });

  function echoFor(
    running: Running,
    token: string | null = running.adaToken,
    extra: Record<string, unknown> = {},
  ): EchoInstance {
    const echo = new Echo({
      ...echoOptions(running.realtimeConfig, () => token, Pusher),
      ...extra,
    } as never) as EchoInstance;
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
        key: running.config.pusher.key,
        cluster: 'eu',
        host: url.hostname,
        port: Number(url.port),
        scheme: 'http',
        auth_endpoint: `${running.config.appUrl}/api/broadcasting/auth`,
      });
    });

    it("authorises a 2FA member's private channel with the session token a TOTP login gave", async () => {
      const cyToken = await loginWithTotp(running, running.cy.email, running.cySecret);
      await subscribed(echoFor(running, cyToken).private(`App.Models.User.${running.cy.id}`));
    });

    it("delivers `club notify` from the CLI process through Echo's .notification(), with the stored notification's id and fields", async () => {
      const echo = echoFor(running);
      const received: unknown[] = [];
      await subscribed(
        echo.private(`App.Models.User.${running.ada.id}`).notification((n: unknown) => received.push(n)),
      );
      const fields = {
        title: 'Court booked',
        description: 'Court 2, Friday evening',
        class: 'fa fa-calendar',
        status: 'success',
      };
      const run = await running.club(
        'notify',
        running.ada.email,
        '--title',
        fields.title,
        '--description',
        fields.description,
        '--class',
        fields.class,
        '--status',
        fields.status,
      );
      expect(run.code, run.stderr).toBe(0);

      const unread = await running.request('GET', '/api/user/notifications/unread', { token: running.adaToken });
      const stored = (unread.body.data as { id: string; type: string; data: Record<string, unknown> }[]).find(
        (n) => n.id === run.stdout.trim(),
      );
      expect(stored?.data).toEqual(fields);
      await vi.waitFor(() => expect(received).toEqual([{ ...stored!.data, id: stored!.id, type: stored!.type }]));
    });

    it("delivers `club client-updated` from the CLI process on the public channel through .listen('.client-updated')", async () => {
      const echo = echoFor(running);
      const received: unknown[] = [];
      await subscribed(echo.channel('client').listen('.client-updated', (e: unknown) => received.push(e)));
      const run = await running.club('client-updated');
      expect(run.code, run.stderr).toBe(0);
      await vi.waitFor(() => expect(received).toEqual([{ at: expect.any(String) }]));
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

    it('drives src/core/realtime/connection.ts over the wire: lazy connect, notification, client-updated, drop on token clear', async () => {
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
      await vi.waitFor(
        () => expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'subscribed', client: 'subscribed' }),
        { timeout: 5000 },
      );
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

      const raw = new WebSocket(
        `ws://127.0.0.1:${running.realtimeConfig.port}/app/${running.config.pusher.key}?protocol=7`,
      );
      raw.on('error', () => {});
      const errors: unknown[] = [];
      raw.on('message', (m) => {
        const frame = JSON.parse(m.toString());
        if (frame.event === 'pusher:error') errors.push(frame.data);
      });
      await new Promise((resolve) => raw.once('message', resolve));
      for (const frame of [
        'garbage',
        '{}',
        '[]',
        '{"event":"pusher:subscribe","data":{"channel":"#bad"}}',
        '{"event":"client-updated","channel":"client","data":{}}',
      ])
        raw.send(frame);
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
        realtime.connect({
          $token: atom<string | null>(running.adaToken),
          $config: atom<RealtimeConfig | null>({ ...running.realtimeConfig, port: proxy.port }),
        });
        const channel = `private-App.Models.User.${running.ada.id}`;
        await vi.waitFor(() => expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'subscribed' }), {
          timeout: 5000,
        });
        const firstSocket = realtime.socketId();
        const states: string[] = [];
        realtime.$connectionState.listen((state) => states.push(state));

        proxy.cut();
        await vi.waitFor(() => expect(reconnects).toEqual([1]), { timeout: 10_000 });
        expect(states).toEqual(['reconnecting', 'connected']);
        await vi.waitFor(() => expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'subscribed' }), {
          timeout: 5000,
        });
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
    const forged = (
      params: { socketId: string },
      callback: (error: Error | null, data: { auth: string } | null) => void,
    ) => callback(null, { auth: `club-test-key:${'0'.repeat(64)}` });

    /** Echo that signs every channel with a forged signature, as an attacker's client would. */
    const ForgingEcho = class extends (Echo as unknown as new (options: Record<string, unknown>) => object) {
      constructor(options: Record<string, unknown>) {
        super({ ...options, channelAuthorization: { customHandler: forged } });
      }
    } as unknown as EchoConstructor;

    for (const style of ['reverb', 'soketi', 'pusher'] as const) {
      it(`${style}: no subscription, no events, and src/core/realtime/connection.ts marks the feed unavailable`, async () => {
        const running = await startServer({ style });
        try {
          const realtime = createRealtime({ Pusher, Echo: ForgingEcho });
          realtimes.push(realtime);
          const received: unknown[] = [];
          realtime.onUserNotification(running.ada.id, (n) => received.push(n));
          realtime.connect({
            $token: atom<string | null>(running.adaToken),
            $config: atom<RealtimeConfig | null>(running.realtimeConfig),
          });
          const channel = `private-App.Models.User.${running.ada.id}`;
          await vi.waitFor(() => expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'unavailable' }), {
            timeout: 5000,
          });
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
