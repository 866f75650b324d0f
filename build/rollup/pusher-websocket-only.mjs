// Rollup plugin: pusher-js for the widget script (see pusherWebSocketOnly).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformLibrarySource } from './library-source.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * pusher-js for the embed, built from the TypeScript sources it ships (node_modules/pusher-js/src)
 * the way its webpack config builds dist/worker (bare imports resolve in src, src/runtimes and
 * src/runtimes/worker; `global` is the global object), with modules swapped for build/pusher-js/:
 * the runtime, without the HTTP fallback transports (xhr_streaming, xhr_polling: the widgets enable
 * ws/wss only, see src/core/realtime/options.ts) and without the stats sender; its connection
 * strategy, pusher-js's own minus the HTTP loop and the localStorage transport cache that runtime
 * cannot reach; the Timeline, which only feeds the stats sender; the logger, which writes only
 * when Pusher.log or Pusher.logToConsole is set, which nothing can do to a Pusher class no page
 * reaches; the encrypted channel, which pusher-js creates only when given a `nacl` option (the
 * widgets pass none); presence channels, user sign-in and the deprecated `authorizer` option,
 * which the widgets never use (they listen on private channels); its help links, but the one a
 * message of this build still carries. Members of its classes that neither Echo's Pusher
 * connector and channels nor the widget script call are left out too (PUSHER_LEFT_OUT): client
 * events (Channel.trigger), binding on the Pusher object itself and global bindings, allChannels,
 * switchCluster, shouldUseTLS. Everything else is pusher-js's own code. About 5 KB gzip less than
 * the worker build in the widget script. tests/server/realtime/realtime-clients.test.ts runs the
 * real-client tests against this build as well as against the published one; embed-pusher.test.ts
 * checks what it leaves out: refused with a clear error where the widgets could otherwise seem to
 * work, absent where a call fails at once.
 */
export function pusherWebSocketOnly() {
  const src = path.join(root, 'node_modules/pusher-js/src');
  const own = path.join(root, 'build/pusher-js');
  const overrides = {
    'runtimes/worker/runtime': path.join(own, 'runtime.js'),
    'core/channels/encrypted_channel': path.join(own, 'encrypted-channel.js'),
    'core/timeline/timeline': path.join(own, 'timeline.js'),
    'core/logger': path.join(own, 'logger.js'),
    'core/utils/url_store': path.join(own, 'url-store.js'),
    'core/channels/presence_channel': path.join(own, 'presence-channel.js'),
    'core/user': path.join(own, 'user.js'),
    'core/auth/user_authenticator': path.join(own, 'user-authenticator.js'),
    'core/auth/deprecated_channel_authorizer': path.join(own, 'deprecated-channel-authorizer.js'),
  };
  const lookIn = [src, path.join(src, 'runtimes'), path.join(src, 'runtimes/worker')];
  const file = (base) => ['.ts', '.js', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  const version = JSON.parse(readFileSync(path.join(root, 'node_modules/pusher-js/package.json'), 'utf8')).version;
  // as webpack/config.shared.js and config.worker.js define them (the CDN names are unused without the web runtime)
  const define = {
    VERSION: JSON.stringify(version),
    CDN_HTTP: '"http://js.pusher.com"',
    CDN_HTTPS: '"https://js.pusher.com"',
    DEPENDENCY_SUFFIX: '""',
    global: 'globalThis',
    RUNTIME: '"worker"',
  };
  return {
    name: 'pusher-websocket-only',
    resolveId(source, importer) {
      if (source === 'pusher-js') return path.join(src, 'core/pusher.ts');
      if (!importer || !(importer.startsWith(src + path.sep) || importer.startsWith(own + path.sep))) return null;
      const found = source.startsWith('.')
        ? file(path.resolve(path.dirname(importer), source))
        : lookIn.map((dir) => file(path.join(dir, source))).find(Boolean);
      if (!found) return null;
      return overrides[path.relative(src, found).replace(/(\/index)?\.[jt]s$/, '').split(path.sep).join('/')] ?? found;
    },
    transform(code, id) {
      return transformLibrarySource.call(this, code, id, { src, leftOutByFile: PUSHER_LEFT_OUT, define });
    },
  };
}

/** What pusherWebSocketOnly leaves out of pusher-js's classes, by source file (see withoutMethods). */
export const PUSHER_LEFT_OUT = {
  'core/pusher.ts': {
    className: 'Pusher',
    removed: ['bind', 'unbind', 'bind_global', 'unbind_global', 'unbind_all', 'allChannels', 'switchCluster', 'shouldUseTLS'],
  },
  'core/connection/connection_manager.ts': { className: 'ConnectionManager', removed: ['switchCluster'] },
  'core/events/dispatcher.ts': { className: 'Dispatcher', removed: ['bind_global', 'unbind_global', 'unbind_all'] },
  'core/channels/channel.ts': { className: 'Channel', removed: ['trigger'] },
};
