// docs/threats.md T7, docs/contracts.md §1.7 and §6 T7: a link whose frames stop while TCP stays
// open. A proxy (tcp-proxy.ts) stalls it without closing either socket, so neither side hears of
// it except through its own liveness: the REAL pusher-js (both builds, as in
// realtime-clients.test.ts) under src/core/realtime/connection.ts against the server main.ts
// builds, with the contract's timings: server activity_timeout 2 s, client pongTimeout 1000 ms.
import Echo from 'laravel-echo';
import { atom, type ReadableAtom } from 'nanostores';
import Pusher from 'pusher-js';
import PusherWorker from 'pusher-js/worker';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { verifyChannelAuth } from '../../../server/realtime/signatures.ts';
import { createRealtime, type EchoConstructor, type RealtimeConfig } from '../../../src/core/realtime/connection.ts';
import { startServer } from './club-server.ts';
import { proxyTo } from './tcp-proxy.ts';
import { Opcode, type WireFrame } from './ws-frames.ts';

const NOTIFICATION = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
/** Seconds, as the hub takes them; activity_timeout goes to the client in the handshake. */
const SERVER_LIVENESS = { activityTimeout: 2, pongTimeout: 1 };
/** Milliseconds; pusher-js pings after the smaller of its activityTimeout and the server's. */
const CLIENT_LIVENESS = { pongTimeout: 1000 };

// The worker build reads `self`, which every browser window and worker has and Node has not.
(globalThis as { self?: unknown }).self ??= globalThis;

const builds: [string, unknown][] = [
  ['pusher-js as published', Pusher],
  ['pusher-js (its worker build, as the browser clients load it)', PusherWorker],
];

/** Resolves with the store's value once it passes the check: now, or at a later change. */
function until<T>(store: ReadableAtom<T>, ok: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    if (ok(store.get())) return resolve(store.get());
    const off = store.listen((value) => {
      if (!ok(value)) return;
      off();
      resolve(value);
    });
  });
}

interface PusherFrame {
  event: string;
  channel?: string;
  data?: any;
}

const pusherFrames = (frames: WireFrame[]): PusherFrame[] =>
  frames.filter((f) => f.opcode === Opcode.text).map((f) => JSON.parse(f.text) as PusherFrame);

describe('a half-open link: frames stop, TCP stays open (T7)', () => {
  it.each(builds)(
    '%s: pings after the activity timeout, reconnects after the pong timeout with a new socket id, authorises its private channel again and receives later events',
    async (_build, Pusher) => {
      const running = await startServer(SERVER_LIVENESS);
      const proxy = await proxyTo(running.realtimeConfig.port!);
      const authRequests: string[] = [];
      running.server.on('request', (req) => {
        if (req.method === 'POST' && req.url === '/api/broadcasting/auth') authRequests.push(req.url);
      });
      const realtime = createRealtime({ Pusher, Echo: Echo as unknown as EchoConstructor });
      try {
        const later = new Promise((resolve) => realtime.onUserNotification(running.ada.id, resolve));
        realtime.connect({
          $token: atom<string | null>(running.adaToken),
          $config: atom<RealtimeConfig | null>({ ...running.realtimeConfig, port: proxy.port }),
          tuning: CLIENT_LIVENESS,
        });
        const channel = `private-App.Models.User.${running.ada.id}`;
        await until(realtime.$channelStatus, (s) => s[channel] === 'subscribed');
        const firstSocket = realtime.socketId();
        expect(authRequests).toHaveLength(1);
        const states: string[] = [];
        realtime.$connectionState.listen((state) => states.push(state));

        const [stalled] = proxy.stall();
        const reconnected = proxy.nextLink();
        await until(realtime.$connectionState, (state) => state !== 'connected');
        await until(realtime.$connectionState, (state) => state === 'connected');
        expect(states).toEqual(['reconnecting', 'connected']);
        await until(realtime.$channelStatus, (s) => s[channel] === 'subscribed');

        // The client noticed the silence itself: its ping went into the stall and no pong came back.
        expect(pusherFrames(stalled!.fromClient.filter((f) => f.held)).map((f) => f.event)).toContain('pusher:ping');
        const link = await reconnected;
        const established = pusherFrames(link.fromServer).find((f) => f.event === 'pusher:connection_established');
        const socketId = JSON.parse(established!.data).socket_id;
        expect(socketId).not.toBe(firstSocket);
        expect(realtime.socketId()).toBe(socketId);
        // Authorised again through the auth endpoint, for the new socket id: nothing else can sign it.
        expect(authRequests).toHaveLength(2);
        const subscribe = pusherFrames(link.fromClient).find((f) => f.event === 'pusher:subscribe');
        const { key, secret } = running.config.pusher;
        expect(verifyChannelAuth(key, secret, socketId, channel, subscribe?.data.auth)).toBe(true);

        await running.app.deps.broadcaster.broadcast([channel], NOTIFICATION, { id: 'after', type: 'T' });
        expect(await later).toEqual({ id: 'after', type: 'T' });
      } finally {
        realtime.disconnect();
        await proxy.close();
        await running.stop();
      }
    },
  );

  it('the server pings the stalled connection, closes it with 4201 when no pong comes, and drops it from its channels', async () => {
    const running = await startServer(SERVER_LIVENESS);
    const proxy = await proxyTo(running.realtimeConfig.port!);
    const ws = new WebSocket(`ws://127.0.0.1:${proxy.port}/app/${running.config.pusher.key}?protocol=7`);
    ws.on('error', () => {});
    try {
      await new Promise((resolve) => ws.once('message', resolve));
      ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'client' } }));
      await new Promise((resolve) => ws.once('message', resolve));
      expect(running.hub.stats()).toEqual({ sockets: 1, channels: 1, presenceMembers: 0 });

      const [stalled] = proxy.stall();
      await stalled!.serverClosed;
      const held = stalled!.fromServer.filter((f) => f.held);
      expect(pusherFrames(held)).toEqual([
        { event: 'pusher:ping', data: {} },
        { event: 'pusher:error', data: { code: 4201, message: 'Pong reply not received in time' } },
      ]);
      expect(held.find((f) => f.opcode === Opcode.close)?.code).toBe(4201);
      expect(running.hub.stats()).toEqual({ sockets: 0, channels: 0, presenceMembers: 0 });
    } finally {
      ws.terminate();
      await proxy.close();
      await running.stop();
    }
  });
});
