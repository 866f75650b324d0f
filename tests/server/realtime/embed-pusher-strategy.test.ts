// The widget script's pusher-js connects with its own connection strategy (build/pusher-js/
// default-strategy.js): pusher-js's default strategy without the HTTP loop and the localStorage
// transport cache its runtime cannot reach. These rules pin what it keeps from the original:
// which URLs it tries, in which order, after which delays. The real-server tests of
// realtime-clients.test.ts show it connecting, resubscribing and reconnecting.
import Pusher from 'pusher-js';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEmbedPusher } from './embed-pusher.ts';

/** A WebSocket that never opens: it records which URL each attempt dials. */
const dialled: string[] = [];
class UnansweredSocket {
  onopen: (() => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: unknown) => void) | null = null;
  readyState = 0;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    dialled.push(url.replace(/\?.*$/, ''));
  }
  send() {}
  close() {}
}

const options = { cluster: 'eu', wsHost: 'club.test', wsPort: 6001, wssPort: 6002 };

describe("the widget script's pusher-js connection strategy", () => {
  let EmbedPusher: typeof Pusher;
  let pusher: InstanceType<typeof Pusher> | null = null;
  beforeAll(async () => {
    EmbedPusher = await loadEmbedPusher();
  });
  beforeEach(() => {
    dialled.length = 0;
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', UnansweredSocket);
  });
  afterEach(() => {
    pusher?.disconnect();
    pusher = null;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('dials ws first and, without TLS, wss 2 seconds later, as pusher-js does', () => {
    pusher = new EmbedPusher('app-key', { ...options, forceTLS: false, enabledTransports: ['ws', 'wss'] });
    expect(dialled).toEqual(['ws://club.test:6001/app/app-key']);
    vi.advanceTimersByTime(1999);
    expect(dialled).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(dialled).toEqual(['ws://club.test:6001/app/app-key', 'wss://club.test:6002/app/app-key']);
  });

  it('with TLS dials wss only, and never an HTTP fallback', () => {
    pusher = new EmbedPusher('app-key', { ...options, forceTLS: true });
    vi.advanceTimersByTime(10_000);
    expect(dialled).toEqual(['wss://club.test:6002/app/app-key']);
  });

  it('fails the connection when the ws transport is left out, instead of trying HTTP it does not have', () => {
    pusher = new EmbedPusher('app-key', { ...options, enabledTransports: ['xhr_polling'] });
    expect(pusher.connection.state).toBe('failed');
    expect(dialled).toEqual([]);
  });

  it('fails the connection when the browser has no WebSocket', () => {
    vi.stubGlobal('WebSocket', undefined);
    pusher = new EmbedPusher('app-key', options);
    expect(pusher.connection.state).toBe('failed');
  });
});
