// What the widget script's pusher-js build leaves out, and that it says so instead of failing
// silently. Everything it keeps is run against the real server in realtime-clients.test.ts.
import Pusher from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEmbedPusher } from './embed-pusher.ts';

type Transports = Record<string, { isSupported(environment: object): boolean }>;
const transportsOf = (P: typeof Pusher) => (P as unknown as { Runtime: { Transports: Transports } }).Runtime.Transports;
// no server listens on port 9: nothing connects while a test looks
const offline = { cluster: 'eu', wsHost: '127.0.0.1', wsPort: 9, forceTLS: false, enabledTransports: ['ws' as const] };

describe("the widget script's pusher-js build", () => {
  let EmbedPusher: typeof Pusher;
  beforeAll(async () => {
    EmbedPusher = await loadEmbedPusher();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the WebSocket transport and reports the HTTP fallbacks unsupported, as on a platform without XHR', () => {
    const transports = transportsOf(EmbedPusher);
    expect(transports.ws!.isSupported({})).toBe(true);
    expect(transports.xhr_streaming!.isSupported({})).toBe(false);
    expect(transports.xhr_polling!.isSupported({})).toBe(false);
    expect(transportsOf(Pusher).xhr_polling!.isSupported({})).toBe(true); // the published build has them
  });

  it('refuses stats (enableStats) with a clear error rather than sending nothing', () => {
    expect(() => new EmbedPusher('app-key', { ...offline, enableStats: true })).toThrow('pusher-js stats (enableStats) are not part of this build.');
  });

  it('refuses encrypted channels with a clear error, even when given a nacl implementation', () => {
    const pusher = new EmbedPusher('app-key', { ...offline, nacl: {} as never });
    try {
      expect(() => pusher.subscribe('private-encrypted-orders')).toThrow('Encrypted channels are not part of this pusher-js build.');
    } finally {
      pusher.disconnect();
    }
  });

  it("throws pusher-js's own error, help link included, for a private-encrypted- channel without a nacl implementation", () => {
    const pusher = new EmbedPusher('app-key', offline);
    try {
      // as pusher-js's src/core/channels/channels.ts and utils/url_store.ts word it
      expect(() => pusher.subscribe('private-encrypted-orders')).toThrow(
        'Tried to subscribe to a private-encrypted- channel but no nacl implementation available. ' +
          'See: https://github.com/pusher/pusher-js/tree/cc491015371a4bde5743d1c87a0fbac0feb53195#encrypted-channel-support',
      );
    } finally {
      pusher.disconnect();
    }
  });

  it('refuses presence channels with a clear error rather than joining without members', () => {
    const pusher = new EmbedPusher('app-key', offline);
    try {
      expect(() => pusher.subscribe('presence-room')).toThrow('Presence channels are not part of this pusher-js build.');
    } finally {
      pusher.disconnect();
    }
  });

  it('refuses user sign-in (pusher.signin) with a clear error rather than never completing', () => {
    const pusher = new EmbedPusher('app-key', offline);
    try {
      expect(() => pusher.signin()).toThrow('User sign-in (pusher.signin) is not part of this pusher-js build.');
    } finally {
      pusher.disconnect();
    }
  });

  it('builds a user authenticator that refuses to run, as sign-in is left out', () => {
    const pusher = new EmbedPusher('app-key', offline);
    try {
      const { userAuthenticator } = (pusher as unknown as { config: { userAuthenticator: (params: object, callback: () => void) => void } }).config;
      expect(() => userAuthenticator({ socketId: '1.1' }, () => {})).toThrow('User sign-in (pusher.signin) is not part of this pusher-js build.');
    } finally {
      pusher.disconnect();
    }
  });

  it("writes no log even with Pusher.logToConsole set, where the published build does: nothing in a page can set it on the widget script's Pusher", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const logged = (P: typeof Pusher) => {
      log.mockClear();
      P.logToConsole = true;
      try {
        new P('app-key', offline).disconnect(); // logs its state changes (connecting, disconnected)
      } finally {
        P.logToConsole = false;
      }
      return log.mock.calls.length;
    };
    expect(logged(EmbedPusher)).toBe(0);
    expect(logged(Pusher)).toBeGreaterThan(0);
  });

  it('leaves out the members neither Echo nor the widgets call: client events (trigger), binding on the Pusher object, global bindings, allChannels, switchCluster, shouldUseTLS', () => {
    const present = (P: typeof Pusher) => {
      const pusher = new P('app-key', offline);
      try {
        const channel = pusher.subscribe('private-orders');
        const names = ['bind', 'unbind', 'bind_global', 'unbind_global', 'unbind_all', 'allChannels', 'switchCluster', 'shouldUseTLS'];
        return [...names.filter((name) => name in pusher), ...['trigger', 'bind_global', 'unbind_global', 'unbind_all'].filter((name) => name in channel).map((name) => `channel.${name}`)];
      } finally {
        pusher.disconnect();
      }
    };
    expect(present(EmbedPusher)).toEqual([]);
    expect(present(Pusher)).toHaveLength(12); // the published build has them all
  });

  it("refuses the deprecated `authorizer` option with a clear error: use channelAuthorization", () => {
    const authorizer = () => ({ authorize: () => {} });
    expect(() => new EmbedPusher('app-key', { ...offline, authorizer } as never)).toThrow(
      "pusher-js's deprecated `authorizer` option is not part of this build: use channelAuthorization.",
    );
    const published = new Pusher('app-key', { ...offline, authorizer } as never); // the published build takes it
    published.disconnect();
    expect(published.config.channelAuthorizer).toBeTypeOf('function');
  });
});
