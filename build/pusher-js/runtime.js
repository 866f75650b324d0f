// The "runtime" module of the embed's pusher-js build (build/rollup/pusher-websocket-only.mjs):
// pusher-js's worker runtime (src/runtimes/worker/runtime.ts on src/runtimes/isomorphic/runtime.ts)
// minus what only its HTTP fallback transports and stats reach. The widgets enable ws/wss only, so
// the xhr_streaming/xhr_polling transports were never picked; here they report unsupported, as on a
// platform without XMLHttpRequest. Bare imports resolve as in pusher-js's webpack config.
import getDefaultStrategy from './default-strategy.js';
import Transports from 'isomorphic/transports/transports';
import transportConnectionInitializer from 'isomorphic/transports/transport_connection_initializer';
import fetchAuth from 'runtimes/worker/auth/fetch_auth';
import { Network } from 'runtimes/worker/net_info';

export default {
  getDefaultStrategy,
  Transports,
  transportConnectionInitializer,

  setup(PusherClass) {
    PusherClass.ready();
  },

  getLocalStorage() {
    return undefined;
  },

  getProtocol() {
    return 'http:';
  },

  // pusher-js's HTTP transports (and their HTTPFactory, createXHR, unload listeners) are not built in.
  isXHRSupported() {
    return false;
  },

  createWebSocket(url) {
    const Constructor = this.getWebSocketAPI();
    return new Constructor(url);
  },

  // Pusher reads this only with enableStats, which stats.pusher.com needs: not part of this build.
  TimelineTransport: {
    get name() {
      throw new Error('pusher-js stats (enableStats) are not part of this build.');
    },
  },

  getAuthorizers() {
    return { ajax: fetchAuth };
  },

  getWebSocketAPI() {
    return WebSocket;
  },

  getNetwork() {
    return Network;
  },

  randomInt(max) {
    // as pusher-js: rejection sampling avoids the bias of scaling a 32-bit value down to `max`
    const crypto = globalThis.crypto || globalThis['msCrypto'];
    const limit = Math.floor(2 ** 32 / max) * max;
    let random;
    do {
      random = crypto.getRandomValues(new Uint32Array(1))[0];
    } while (random >= limit);
    return random % max;
  },
};
