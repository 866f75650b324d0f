// src/core/realtime/connection.ts with the real laravel-echo over a fake pusher-js (docs/spec.md §4 "Real-time
// connection", §7, §9; docs/contracts.md §1.6, §1.11, §2). The wire itself: tests/server/realtime.
import RealEcho from 'laravel-echo';
import type { EchoConstructor } from '../../../src/core/realtime/connection.ts';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtime, type Realtime, type RealtimeConfig } from '../../../src/core/realtime/connection.ts';
import { LOCAL_REALTIME, fakeWorld, type FakeWorld } from './fakes.ts';

let world: FakeWorld;
let realtime: Realtime;
let $token: ReturnType<typeof atom<string | null>>;
let $config: ReturnType<typeof atom<RealtimeConfig | null>>;
let refreshToken: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  world = fakeWorld();
  realtime = createRealtime({ Pusher: world.Pusher, Echo: RealEcho as unknown as EchoConstructor });
  $token = atom<string | null>(null);
  $config = atom<RealtimeConfig | null>(LOCAL_REALTIME);
  refreshToken = vi.fn(async () => {});
});
afterEach(() => realtime.disconnect());

function start(token: string | null = 'token-1') {
  $token.set(token);
  return realtime.connect({ $token, $config, refreshToken });
}

/** Lets what was queued in this tick run (a channel is left once the tick is over). */
const endOfTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function boundEvents(channel: string) {
  return (
    world
      .current()
      .channel(channel)
      ?.events()
      .filter((e) => !e.startsWith('pusher:')) ?? []
  );
}

describe('lazy creation', () => {
  it('creates no connection while there is no token', () => {
    start(null);
    expect(world.instances).toHaveLength(0);
    expect(realtime.$connectionState.get()).toBe('offline');
  });

  it('creates no connection before the server has sent its realtime settings', () => {
    $config.set(null);
    start('token-1');
    expect(world.instances).toHaveLength(0);
    $config.set(LOCAL_REALTIME);
    expect(world.instances).toHaveLength(1);
  });

  it('creates the connection once a token exists', () => {
    start(null);
    $token.set('token-1');
    expect(world.instances).toHaveLength(1);
    expect(world.current().key).toBe('app-key');
  });

  it('disconnects and forgets the connection when the token is cleared (lock, logout)', () => {
    start();
    const first = world.current();
    $token.set(null);
    expect(first.disconnected).toBe(true);
    expect(realtime.$connectionState.get()).toBe('offline');
    $token.set('token-2');
    expect(world.instances).toHaveLength(2);
    expect(world.current()).not.toBe(first);
  });

  it('keeps the same connection when the token is refreshed', () => {
    start();
    $token.set('token-2');
    expect(world.instances).toHaveLength(1);
  });

  it('rebuilds the connection when the server announces other realtime settings', () => {
    start();
    $config.set({ ...LOCAL_REALTIME, key: 'other-key' });
    expect(world.instances.map((p) => [p.key, p.disconnected])).toEqual([
      ['app-key', true],
      ['other-key', false],
    ]);
  });
});

describe('options', () => {
  it('reads the authorisation header from the current token at every channel authorisation', () => {
    start('token-1');
    const { channelAuthorization } = world.current().options;
    expect(channelAuthorization.headersProvider()).toEqual({
      Authorization: 'Bearer token-1',
      Accept: 'application/json',
    });
    $token.set('token-2');
    expect(channelAuthorization.headersProvider()).toEqual({
      Authorization: 'Bearer token-2',
      Accept: 'application/json',
    });
    expect(channelAuthorization).toMatchObject({ endpoint: LOCAL_REALTIME.auth_endpoint, transport: 'ajax' });
  });

  it('connects to the configured host and port without TLS for an http server', () => {
    start();
    expect(world.current().options).toMatchObject({
      cluster: 'eu',
      wsHost: '127.0.0.1',
      wsPort: 8080,
      wssPort: 8080,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      enableStats: false,
      withoutInterceptors: true,
    });
  });

  it("defaults to TLS only, cluster eu and Pusher's own host in production (docs/spec.md §9)", () => {
    $config.set({ ...LOCAL_REALTIME, host: null, port: null, scheme: 'https', cluster: '' });
    start();
    const { options } = world.current();
    expect(options).toMatchObject({ forceTLS: true, cluster: 'eu', enableStats: false });
    expect(options).not.toHaveProperty('wsHost');
  });

  it('passes Pusher in and touches no host globals: window.Pusher, axios, the host CSRF token (T25)', () => {
    const axios = Object.assign(() => {}, { interceptors: { request: { use: vi.fn() } } });
    Object.assign(globalThis, { axios, Laravel: { csrfToken: 'host-csrf' } });
    try {
      start();
      expect((window as unknown as { Pusher?: unknown }).Pusher).toBeUndefined();
      expect(axios.interceptors.request.use).not.toHaveBeenCalled();
      const { channelAuthorization } = world.current().options;
      expect(channelAuthorization.headers).toBeUndefined();
      expect(JSON.stringify(channelAuthorization.headersProvider())).not.toContain('host-csrf');
    } finally {
      delete (globalThis as Record<string, unknown>).axios;
      delete (globalThis as Record<string, unknown>).Laravel;
    }
  });
});

describe('channels and events as Echo names them', () => {
  it("listens for notifications on the member's private channel under Laravel's event name", () => {
    start();
    const received: unknown[] = [];
    realtime.onUserNotification(1, (n) => received.push(n));
    expect(world.current().subscribeCalls).toEqual(['private-App.Models.User.1']);
    expect(boundEvents('private-App.Models.User.1')).toEqual([
      'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
    ]);
    const payload = { title: 'Court booked', id: '9f1c', type: 'App\\Notifications\\BookingConfirmed' };
    world
      .current()
      .channel('private-App.Models.User.1')!
      .emit('Illuminate\\Notifications\\Events\\BroadcastNotificationCreated', payload);
    expect(received).toEqual([payload]);
  });

  it('listens for chat messages as App\\Events\\NewMessageReceived on the same channel', () => {
    start();
    const received: unknown[] = [];
    realtime.onChatMessage(1, (e) => received.push(e.message));
    expect(boundEvents('private-App.Models.User.1')).toEqual(['App\\Events\\NewMessageReceived']);
    world
      .current()
      .channel('private-App.Models.User.1')!
      .emit('App\\Events\\NewMessageReceived', { message: { id: 7 } });
    expect(received).toEqual([{ id: 7 }]);
  });

  it('listens for client-updated on the public client channel and passes no payload on', () => {
    start();
    const calls: unknown[][] = [];
    realtime.onClientUpdated((...args: unknown[]) => calls.push(args));
    expect(world.current().subscribeCalls).toEqual(['client']);
    expect(boundEvents('client')).toEqual(['client-updated']);
    world.current().channel('client')!.emit('client-updated', { forged: '<img onerror>' });
    expect(calls).toEqual([[]]);
  });

  it('binds listeners registered before the connection exists once it is created', () => {
    const received: unknown[] = [];
    realtime.onUserNotification(1, (n) => received.push(n));
    start();
    world
      .current()
      .channel('private-App.Models.User.1')!
      .emit('Illuminate\\Notifications\\Events\\BroadcastNotificationCreated', { id: 'a' });
    expect(received).toEqual([{ id: 'a' }]);
  });

  it('binds listeners again on the connection that replaces a dropped one', () => {
    const received: unknown[] = [];
    realtime.onUserNotification(1, (n) => received.push(n));
    start();
    $token.set(null);
    $token.set('token-2');
    world
      .current()
      .channel('private-App.Models.User.1')!
      .emit('Illuminate\\Notifications\\Events\\BroadcastNotificationCreated', { id: 'b' });
    expect(received).toEqual([{ id: 'b' }]);
  });
});

describe('reference-counted listeners', () => {
  it('leaves a channel only when its last listener goes', async () => {
    start();
    const offA = realtime.onUserNotification(1, () => {});
    const offB = realtime.onUserNotification(1, () => {});
    const offChat = realtime.onChatMessage(1, () => {});
    expect(world.current().subscribeCalls).toEqual(['private-App.Models.User.1']);
    offA();
    offChat();
    expect(world.current().unsubscribeCalls).toEqual([]);
    expect(boundEvents('private-App.Models.User.1')).toEqual([
      'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
    ]);
    offB();
    expect(realtime.$channelStatus.get()).toEqual({});
    await endOfTick();
    expect(world.current().unsubscribeCalls).toEqual(['private-App.Models.User.1']);
  });

  it('leaves no channel in the tick the connection drops: pusher-js would send the unsubscribe on the closing socket', async () => {
    start();
    const off = realtime.onUserNotification(1, () => {});
    const pusher = world.current();
    // A logout: the stores stop listening, then the cleared token drops the connection, in one tick.
    off();
    $token.set(null);
    await endOfTick();
    expect(pusher.disconnected).toBe(true);
    expect(pusher.unsubscribeCalls).toEqual([]);
  });

  it('keeps a channel wanted again in the same tick subscribed, with its new listener', async () => {
    start();
    realtime.onUserNotification(1, () => {})();
    const received: unknown[] = [];
    realtime.onUserNotification(1, (n) => received.push(n));
    await endOfTick();
    const pusher = world.current();
    expect([pusher.subscribeCalls, pusher.unsubscribeCalls]).toEqual([['private-App.Models.User.1'], []]);
    pusher
      .channel('private-App.Models.User.1')!
      .emit('Illuminate\\Notifications\\Events\\BroadcastNotificationCreated', { id: 'c' });
    expect(received).toEqual([{ id: 'c' }]);
  });

  it('stops calling a listener once it is removed, even when called twice', () => {
    start();
    const calls: string[] = [];
    const off = realtime.onUserNotification(1, () => calls.push('a'));
    realtime.onUserNotification(1, () => calls.push('b'));
    off();
    off();
    world
      .current()
      .channel('private-App.Models.User.1')!
      .emit('Illuminate\\Notifications\\Events\\BroadcastNotificationCreated', {});
    expect(calls).toEqual(['b']);
  });

  it('unbinds every handler of a channel it leaves', () => {
    start();
    const off = realtime.onUserNotification(1, () => {});
    const channel = world.current().channel('private-App.Models.User.1')!;
    off();
    expect(channel.events()).toEqual([]);
  });
});

describe('connection state', () => {
  it('reads pusher.connection.state: connecting, connected, reconnecting, unavailable', () => {
    start();
    const connection = world.current().connection;
    connection.setState('connecting');
    expect(realtime.$connectionState.get()).toBe('connecting');
    connection.setState('connected');
    expect(realtime.$connectionState.get()).toBe('connected');
    connection.setState('connecting');
    expect(realtime.$connectionState.get()).toBe('reconnecting');
    connection.setState('unavailable');
    expect(realtime.$connectionState.get()).toBe('unavailable');
  });

  it('reports failed when the server refuses the connection (disconnected without being asked)', () => {
    start();
    world.current().connection.setState('disconnected');
    expect(realtime.$connectionState.get()).toBe('failed');
  });

  it('fires onReconnect on every connected after the first, so stores refetch (T8)', () => {
    start();
    const reconnects = vi.fn();
    realtime.onReconnect(reconnects);
    const connection = world.current().connection;
    connection.setState('connected');
    expect(reconnects).not.toHaveBeenCalled();
    connection.setState('connecting');
    connection.setState('connected');
    connection.setState('connecting');
    connection.setState('connected');
    expect(reconnects).toHaveBeenCalledTimes(2);
  });

  it('fires onReconnect when a new connection follows a dropped one', () => {
    start();
    const reconnects = vi.fn();
    realtime.onReconnect(reconnects);
    world.current().connection.setState('connected');
    $token.set(null);
    $token.set('token-2');
    world.current().connection.setState('connected');
    expect(reconnects).toHaveBeenCalledTimes(1);
  });

  it('offers the socket id for X-Socket-ID only while connected', () => {
    start();
    expect(realtime.socketId()).toBeNull();
    world.current().connection.setState('connected');
    expect(realtime.socketId()).toBe(world.current().connection.socket_id);
  });
});

describe('channel authorisation failures, under all three server styles (docs/contracts.md §1.6)', () => {
  const channel = 'private-App.Models.User.1';

  function subscribed() {
    start();
    realtime.onUserNotification(1, () => {});
    world.current().connection.setState('connected');
    expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'pending' });
    return world.current();
  }

  it('marks the feed unavailable on a channel subscription_error (Soketi, or the auth endpoint)', () => {
    const pusher = subscribed();
    pusher
      .channel(channel)!
      .emit('pusher:subscription_error', { type: 'AuthError', error: 'The connection is unauthorized.', status: 403 });
    expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'unavailable' });
    expect(realtime.$realtimeError.get()).toEqual({
      kind: 'channel-auth',
      channel,
      status: 403,
      message: 'The connection is unauthorized.',
    });
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('marks pending feeds unavailable on a connection-level pusher:error 4009 (Reverb)', () => {
    const pusher = subscribed();
    pusher.connection.emit('error', {
      type: 'PusherError',
      data: { code: 4009, message: 'Connection is unauthorized' },
    });
    expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'unavailable' });
    expect(realtime.$realtimeError.get()).toMatchObject({ kind: 'channel-auth', channel: null });
  });

  it("marks pending feeds unavailable on Pusher's code null 'Invalid signature' error", () => {
    const pusher = subscribed();
    pusher.connection.emit('error', {
      type: 'PusherError',
      data: { code: null, message: 'Invalid signature: Expected HMAC SHA256 hex digest of 1.2:private-x, but got x' },
    });
    expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'unavailable' });
  });

  it('leaves subscribed feeds alone on those connection-level errors', () => {
    const pusher = subscribed();
    pusher.channel(channel)!.subscribed = true;
    pusher.channel(channel)!.emit('pusher:subscription_succeeded', {});
    pusher.connection.emit('error', {
      type: 'PusherError',
      data: { code: 4009, message: 'Connection is unauthorized' },
    });
    expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'subscribed' });
  });

  it('clears the error once the channel subscribes', () => {
    const pusher = subscribed();
    pusher.channel(channel)!.emit('pusher:subscription_error', { type: 'AuthError', error: 'x', status: 500 });
    pusher.channel(channel)!.emit('pusher:subscription_succeeded', {});
    expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'subscribed' });
    expect(realtime.$realtimeError.get()).toBeNull();
  });

  it('refreshes the token once on a 401 from the auth endpoint, then subscribes again (T5)', async () => {
    const pusher = subscribed();
    pusher.channel(channel)!.emit('pusher:subscription_error', { type: 'AuthError', error: 'x', status: 401 });
    await vi.waitFor(() => expect(pusher.subscribeCalls).toEqual([channel, channel]));
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'pending' });
    pusher.channel(channel)!.emit('pusher:subscription_error', { type: 'AuthError', error: 'x', status: 401 });
    await Promise.resolve();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(realtime.$channelStatus.get()).toEqual({ [channel]: 'unavailable' });
  });

  it('reports a refused connection (4001) as a connection error', () => {
    start();
    world
      .current()
      .connection.emit('error', { type: 'PusherError', data: { code: 4001, message: 'Application does not exist' } });
    expect(realtime.$realtimeError.get()).toEqual({
      kind: 'connection',
      code: 4001,
      message: 'Application does not exist',
    });
  });
});
