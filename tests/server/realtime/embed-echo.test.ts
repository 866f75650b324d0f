// What the widget script's laravel-echo build leaves out, and that it says so instead of failing
// silently. What it keeps (Echo's Pusher connector, public and private channels) is run against
// the real server in realtime-clients.test.ts.
import Echo from 'laravel-echo';
import type Pusher from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEmbedEcho } from './embed-echo.ts';
import { loadEmbedPusher } from './embed-pusher.ts';

type AnyEcho = { join(name: string): unknown; encryptedPrivate(name: string): unknown; private(name: string): unknown; channel(name: string): unknown; disconnect(): void };

describe("the widget script's laravel-echo build", () => {
  let EmbedEcho: new (options: Record<string, unknown>) => AnyEcho;
  let EmbedPusher: typeof Pusher;
  const echoes: AnyEcho[] = [];
  // no server listens on port 9: nothing connects while a test looks
  const offline = () => ({
    broadcaster: 'pusher',
    Pusher: EmbedPusher,
    key: 'app-key',
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: 9,
    forceTLS: false,
    enabledTransports: ['ws'],
    withoutInterceptors: true,
  });
  const connect = (options: Record<string, unknown> = {}) => {
    const echo = new EmbedEcho({ ...offline(), ...options });
    echoes.push(echo);
    return echo;
  };

  beforeAll(async () => {
    EmbedEcho = (await loadEmbedEcho()) as unknown as typeof EmbedEcho;
    EmbedPusher = await loadEmbedPusher();
  });

  afterEach(() => {
    echoes.splice(0).forEach((echo) => echo.disconnect());
  });

  it("refuses the socket.io broadcaster with a clear error: use 'pusher'", () => {
    expect(() => connect({ broadcaster: 'socket.io' })).toThrow("laravel-echo's socket.io broadcaster is not part of the widget script build: use 'pusher'.");
  });

  it("refuses the null broadcaster with a clear error: use 'pusher'", () => {
    expect(() => connect({ broadcaster: 'null' })).toThrow("laravel-echo's null broadcaster is not part of the widget script build: use 'pusher'.");
  });

  it('refuses presence channels (join) with a clear error', () => {
    const echo = connect();
    expect(() => echo.join('room')).toThrow('Presence channels (Echo join) are not part of the widget script build.');
  });

  it('refuses encrypted private channels (encryptedPrivate) with a clear error', () => {
    const echo = connect();
    expect(() => echo.encryptedPrivate('x')).toThrow('Encrypted channels (Echo encryptedPrivate) are not part of the widget script build.');
  });

  it("refuses Echo's request interceptors with a clear error: the widgets never give the page's axios, jQuery, Turbo or Vue a header (T25)", () => {
    // client: a stand-in Pusher, so nothing connects before the refusal
    expect(() => connect({ withoutInterceptors: false, client: {} })).toThrow(
      "laravel-echo's request interceptors (axios, jQuery, Turbo, Vue) are not part of the widget script build: pass withoutInterceptors.",
    );
  });

  it('leaves out the members the widget script never calls: whispers, listenToAll, the connection status, leave and the shortcuts', () => {
    const echo = connect() as unknown as Record<string, unknown> & { connector: Record<string, unknown>; private(name: string): Record<string, unknown> };
    const channel = echo.private('orders');
    const absent = (object: Record<string, unknown>, names: string[]) => names.filter((name) => name in object);
    expect(absent(echo, ['leave', 'leaveAllChannels', 'listen', 'socketId', 'connectionStatus'])).toEqual([]);
    expect(absent(echo.connector, ['signin', 'listen', 'leave', 'socketId', 'connectionStatus', 'onConnectionChange'])).toEqual([]);
    expect(absent(channel, ['whisper', 'listenForWhisper', 'stopListeningForWhisper', 'stopListeningForNotification', 'listenToAll', 'stopListeningToAll'])).toEqual([]);
    // what the widgets and the real-client tests use is there
    expect(['listen', 'stopListening', 'subscribed', 'error', 'notification'].filter((name) => !(name in channel))).toEqual([]);
    // the published laravel-echo has them all
    const published = new (Echo as unknown as typeof EmbedEcho)(offline());
    echoes.push(published);
    expect(['leave', 'socketId', 'connectionStatus'].every((name) => name in published)).toBe(true);
    expect(['whisper', 'listenToAll'].every((name) => name in (published.private('orders') as object))).toBe(true);
  });

  it('keeps the Pusher connector with its public and private channels', () => {
    const echo = connect();
    const pusher = (echo as unknown as { connector: { pusher: unknown } }).connector.pusher;
    expect(pusher).toBeInstanceOf(EmbedPusher);
    expect(echo.channel('client')).toMatchObject({ name: 'client' });
    expect(echo.private('orders')).toMatchObject({ name: 'private-orders' });
  });
});
