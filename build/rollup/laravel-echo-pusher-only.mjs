// Rollup plugin: laravel-echo for the widget script (see laravelEchoPusherOnly).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformLibrarySource } from './library-source.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * laravel-echo for the embed, built from the TypeScript sources it ships (node_modules/laravel-echo/
 * src) instead of its one-file dist, so that what the widgets never reach can be left out: the
 * Socket.io and null connectors (and the channel classes only they create) are swapped for
 * build/laravel-echo/ classes that throw when constructed. The widgets connect with broadcaster
 * 'pusher' only (src/core/realtime/options.ts); Echo's own Pusher connector, channels and options
 * handling are unchanged. Echo's request interceptors, which give the page's axios, jQuery, Turbo
 * and Vue an X-Socket-ID header, go too: the widgets never let Echo touch the host page's
 * libraries (withoutInterceptors, T25), so registerInterceptors throws and the four methods it
 * calls are left out. So do the members the widget script never calls (ECHO_LEFT_OUT): it speaks
 * to Echo only through src/core/realtime/client.ts (EchoLike: channel, private, leaveChannel,
 * disconnect, connector.pusher, and a channel's listen and stopListening), reads the connection
 * state from pusher-js itself and sends no client events. tests/server/realtime/
 * realtime-clients.test.ts runs the real-client tests with this build as well as with the
 * published one; embed-echo.test.ts checks what it refuses and what it leaves out.
 */
export function laravelEchoPusherOnly() {
  const src = path.join(root, 'node_modules/laravel-echo/src');
  const own = path.join(root, 'build/laravel-echo');
  const overrides = {
    'connector/socketio-connector': path.join(own, 'socketio-connector.js'),
    'connector/null-connector': path.join(own, 'null-connector.js'),
    'channel/pusher-presence-channel': path.join(own, 'pusher-presence-channel.js'),
    'channel/pusher-encrypted-private-channel': path.join(own, 'pusher-encrypted-private-channel.js'),
  };
  const file = (base) => ['.ts', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  return {
    name: 'laravel-echo-pusher-only',
    resolveId(source, importer) {
      if (source === 'laravel-echo') return path.join(src, 'echo.ts');
      if (!importer?.startsWith(src + path.sep) || !source.startsWith('.')) return null;
      const found = file(path.resolve(path.dirname(importer), source));
      if (!found) return null;
      return overrides[path.relative(src, found).replace(/(\/index)?\.ts$/, '').split(path.sep).join('/')] ?? found;
    },
    transform(code, id) {
      return transformLibrarySource.call(this, code, id, { src, leftOutByFile: ECHO_LEFT_OUT });
    },
  };
}

/** What laravelEchoPusherOnly leaves out of laravel-echo's classes, by source file. */
export const ECHO_LEFT_OUT = {
  'echo.ts': {
    className: 'Echo',
    refused: {
      registerInterceptors:
        "laravel-echo's request interceptors (axios, jQuery, Turbo, Vue) are not part of the widget script build: pass withoutInterceptors.",
    },
    removed: [
      ...['registerVueRequestInterceptor', 'registerAxiosRequestInterceptor', 'registerjQueryAjaxSetup', 'registerTurboRequestInterceptor'],
      ...['leave', 'leaveAllChannels', 'listen', 'socketId', 'connectionStatus'],
    ],
  },
  'connector/pusher-connector.ts': {
    className: 'PusherConnector',
    removed: ['signin', 'listen', 'leave', 'socketId', 'connectionStatus', 'onConnectionChange'],
  },
  'channel/channel.ts': { className: 'Channel', removed: ['listenForWhisper', 'stopListeningForWhisper', 'stopListeningForNotification'] },
  'channel/pusher-channel.ts': { className: 'PusherChannel', removed: ['listenToAll', 'stopListeningToAll'] },
  'channel/pusher-private-channel.ts': { className: 'PusherPrivateChannel', removed: ['whisper'] },
};
