// Two browser builds from one source tree:
//   dist/portal/  the React single-page app (ES modules, one lazy chunk per feature module, hashed names)
//   dist/embed/club-widgets.js  ONE self-contained IIFE with react/react-dom aliased to preact/compat
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transform } from 'esbuild';
import esbuild from 'rollup-plugin-esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const production = process.env.NODE_ENV !== 'development';
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// A build id the client-update flow compares with the deployed version.json.
const buildId = process.env.CLUB_BUILD_ID || `${pkg.version}+${Date.now().toString(36)}`;

/**
 * `import css from './x.css?inline'` yields the minified stylesheet text, as Vite does in tests.
 * `pxPerRem` (the embed): rem becomes px, as rem is the host page's root font size, not the widget's.
 */
export function cssInline({ pxPerRem = 0 } = {}) {
  return {
    name: 'css-inline',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      const file = source.slice(0, -'?inline'.length);
      const resolved = await this.resolve(file, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?inline` : null;
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const css = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .replace(/;}/g, '}')
        .replace(/(-?\d*\.?\d+)rem\b/g, (rem, n) => (pxPerRem ? `${+(n * pxPerRem).toFixed(3)}px` : rem))
        .trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

/** After writing, removes hashed files of earlier builds, so they do not pile up; removing them
 *  after the write (not before) keeps a server that is serving dist/ working during a rebuild. */
function pruneOutput(dir) {
  return {
    name: 'prune-output',
    writeBundle(_options, bundle) {
      const assets = path.join(dir, 'assets');
      if (!existsSync(assets)) return;
      for (const file of readdirSync(assets)) {
        if (!(`assets/${file}` in bundle)) rmSync(path.join(assets, file), { force: true });
      }
    },
  };
}

/** Writes index.html (from src/portal/index.html) pointing at the hashed entry, and version.json. */
function portalHtml() {
  return {
    name: 'portal-html',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      const template = readFileSync(path.join(root, 'src/portal/index.html'), 'utf8');
      const preloads = entry.imports.map((file) => `<link rel="modulepreload" href="/${file}">`).join('\n    ');
      const html = template
        .replace('<!-- preloads -->', preloads)
        .replace('<!-- entry -->', `<script type="module" src="/${entry.fileName}"></script>`)
        .replaceAll('%BUILD_ID%', buildId);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: readFileSync(path.join(root, 'src/portal/favicon.svg')) });
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: buildId }) + '\n' });
    },
  };
}

/**
 * pusher-js for the embed, built from the TypeScript sources it ships (node_modules/pusher-js/src)
 * the way its webpack config builds dist/worker (bare imports resolve in src, src/runtimes and
 * src/runtimes/worker; `global` is the global object), with modules swapped for build/pusher-js/:
 * the runtime, without the HTTP fallback transports (xhr_streaming, xhr_polling: the widgets enable
 * ws/wss only, see src/core/realtime-options.ts) and without the stats sender; its connection
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
    async transform(code, id) {
      if (!id.startsWith(src + path.sep) || !id.endsWith('.ts')) return null;
      const out = await compileLibrarySource(code, id, define);
      const leftOut = PUSHER_LEFT_OUT[path.relative(src, id).split(path.sep).join('/')];
      return leftOut ? { code: withoutMethods(this.parse(out.code), out.code, leftOut.className, leftOut), map: out.map } : out;
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

/** A library's TypeScript source as its own build compiles it: ES classes without define semantics
 *  (pusher-js and laravel-echo both rely on it: a field declared in a subclass must not reset what
 *  the base constructor set, e.g. Echo's PusherConnector.pusher, set by connect() in Connector's). */
async function compileLibrarySource(code, id, define = {}) {
  const out = await transform(code, {
    loader: 'ts',
    target: 'es2022',
    sourcefile: id,
    sourcemap: true,
    define,
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } },
  });
  return { code: out.code, map: out.map };
}

/**
 * laravel-echo for the embed, built from the TypeScript sources it ships (node_modules/laravel-echo/
 * src) instead of its one-file dist, so that what the widgets never reach can be left out: the
 * Socket.io and null connectors (and the channel classes only they create) are swapped for
 * build/laravel-echo/ classes that throw when constructed. The widgets connect with broadcaster
 * 'pusher' only (src/core/realtime-options.ts); Echo's own Pusher connector, channels and options
 * handling are unchanged. Echo's request interceptors, which give the page's axios, jQuery, Turbo
 * and Vue an X-Socket-ID header, go too: the widgets never let Echo touch the host page's
 * libraries (withoutInterceptors, T25), so registerInterceptors throws and the four methods it
 * calls are left out. So do the members the widget script never calls (ECHO_LEFT_OUT): it speaks
 * to Echo only through src/core/realtime-client.ts (EchoLike: channel, private, leaveChannel,
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
    async transform(code, id) {
      if (!id.startsWith(src + path.sep) || !id.endsWith('.ts')) return null;
      const out = await compileLibrarySource(code, id);
      const leftOut = ECHO_LEFT_OUT[path.relative(src, id).split(path.sep).join('/')];
      return leftOut ? { code: withoutMethods(this.parse(out.code), out.code, leftOut.className, leftOut), map: out.map } : out;
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

/**
 * `code` (whose syntax tree is `ast`) with methods of class `className` taken out: each of `removed`
 * gone, each of `refused` throwing its message. Everything else keeps its place (what goes out is
 * blanked, line breaks kept), so the library's source map still holds. A method that is not there
 * fails the build: the library changed, and what it leaves out must be looked at again.
 */
export function withoutMethods(ast, code, className, { refused = {}, removed = [] }) {
  const classes = [];
  (function collect(node) {
    if (node?.type === 'ClassDeclaration' || node?.type === 'ClassExpression') classes.push(node);
    for (const value of Object.values(node ?? {})) {
      if (Array.isArray(value)) value.forEach((child) => typeof child?.type === 'string' && collect(child));
      else if (typeof value?.type === 'string') collect(value);
    }
  })(ast);
  const methods = classes.find((node) => node.id?.name === className)?.body.body.filter((member) => member.type === 'MethodDefinition') ?? [];
  const method = (name) => {
    const found = methods.find((member) => !member.static && member.key.name === name);
    if (!found) throw new Error(`${className}.${name} was not found: what the widget script's build leaves out of it must be looked at again.`);
    return found;
  };
  const edits = [
    ...removed.map((name) => ({ ...pick(method(name)), text: '' })),
    ...Object.entries(refused).map(([name, message]) => ({ ...pick(method(name).value.body), text: `{ throw new Error(${JSON.stringify(message)}); }` })),
  ];
  // from the last to the first, each `text` padded so that the line breaks and the column of what
  // follows stay
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    const lines = result.slice(start, end).split('\n');
    if (lines.length === 1 && text.length > end - start) throw new Error(`${className}: no room for the refusal in place of the method body.`);
    const padded = lines.length === 1 ? text.padEnd(end - start) : text + '\n'.repeat(lines.length - 1) + ' '.repeat(lines.at(-1).length);
    result = result.slice(0, start) + padded + result.slice(end);
  }
  return result;
}

const pick = ({ start, end }) => ({ start, end });

/**
 * ofetch for the embed with its two helper libraries replaced by build/ufo/ and build/destr/, which
 * refuse: ofetch imports withBase and withQuery from ufo for its `baseURL` and `query` options, and
 * destr to parse an answer read as JSON; the api client (src/core/api.ts, the widgets' only ofetch
 * caller) passes no baseURL or query, it builds every URL itself, and reads every answer as text
 * (responseType 'text') to parse it itself. ofetch itself is the published one. Only imports made
 * by ofetch are redirected; should a later ofetch import anything else from them, the build fails
 * (rollup: "not exported"). tests/build/embed-ofetch.test.ts runs the api client on this build and
 * checks the refusals.
 */
export function ofetchDependencies() {
  // rollup names modules by their real path: with node_modules behind a symlink (a linked
  // checkout, pnpm) the plain path would never match and the real ufo and destr would be bundled
  const ofetch = realpathSync(path.join(root, 'node_modules/ofetch')) + path.sep;
  const replaced = { ufo: path.join(root, 'build/ufo/index.js'), destr: path.join(root, 'build/destr/index.js') };
  return {
    name: 'ofetch-dependencies',
    resolveId(source, importer) {
      return importer?.startsWith(ofetch) && Object.hasOwn(replaced, source) ? replaced[source] : null;
    },
  };
}

const define = () =>
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __CLUB_BUILD_ID__: JSON.stringify(buildId),
    },
  });

const transpile = () =>
  esbuild({ jsx: 'automatic', target: 'es2022', minify: production, legalComments: 'none', sourceMap: !production });

const EAGER_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|mitt|use-sync-external-store|nanostores|@nanostores[\\/]react|ofetch|destr|ufo|rosetta|dlv|templite|pusher-js|laravel-echo)[\\/]/;

// One chunk per feature module: src/modules/<name>/... -> "<name>".
function moduleChunk(id, { getModuleInfo }) {
  // Libraries in a chunk of their own: pulled into a module chunk, they made chunk cycles
  // (common -> chat -> common) in which React's CommonJS init ran before its exports existed.
  // DOMPurify: its own chunk, imported dynamically by the news Post page only.
  if (/[\\/]node_modules[\\/]dompurify[\\/]/.test(id)) return 'dompurify';
  // Only the libraries every page needs go to 'vendor'; lazily used ones (viem for wallet
  // signatures, country-region-data) stay out of it so the first load does not carry them.
  if (EAGER_LIBRARIES.test(id)) return 'vendor';
  // The shared core and UI kit in one chunk: left to rollup they landed inside whichever module
  // chunk used them first, and module chunks then imported each other in cycles.
  // A core file that is only imported dynamically (auth-siwe with viem) keeps its own lazy chunk.
  if (/[\\/]src[\\/](core|ui)[\\/]/.test(id)) return getModuleInfo(id)?.importers.length ? 'core' : undefined;
  const match = /[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/]/.exec(id);
  return match ? match[1] : undefined;
}

export const portalConfig = {
  input: { main: path.join(root, 'src/portal/main.tsx') },
  output: {
    dir: path.join(root, 'dist/portal'),
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    manualChunks: moduleChunk,
    sourcemap: !production,
  },
  plugins: [
    define(),
    cssInline(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    transpile(),
    portalHtml(),
    pruneOutput(path.join(root, 'dist/portal')),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // "use client" banners in dependencies
    // viem's (and its ox's) own import cycles (errors <-> utils); harmless, and not ours to change
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => /[\\/]node_modules[\\/](viem|ox)[\\/]/.test(id))) return;
    warn(warning);
  },
};

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// terser rather than esbuild's minifier: 2.1 KB gzip smaller. pure_getters lets it drop property
// reads whose value is unused (no bundled code reads a property for a getter's side effect; the
// embed's browser tests run this output); module: strict code, its top level may be mangled.
// unsafe_arrows / unsafe_methods (0.15 KB): anonymous function expressions that do not use `this`
// become arrows, object-literal functions become methods; both then lack a prototype and cannot
// be called with `new`, which no bundled code does to such a function (preact tells class from
// function components by prototype.render: an arrow is still a function component). The embed's
// browser tests (tests/e2e/embed, tests/e2e/notifications) run this output.
const embedMinify = {
  ecma: 2020,
  module: true,
  compress: { passes: 2, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
  format: { comments: false },
};

export const embedConfig = {
  input: path.join(root, 'embed/index.ts'),
  // Calls rollup cannot see through: without this, every forwardRef component of a kit file stays
  // in the bundle once the file is imported (unused form fields), and ofetch's default instance too.
  treeshake: { manualPureFunctions: ['forwardRef', 'createFetch'] },
  output: {
    file: path.join(root, 'dist/embed/club-widgets.js'),
    format: 'iife',
    name: 'ClubWidgetsBundle',
    inlineDynamicImports: true,
    sourcemap: !production,
  },
  plugins: [
    define(),
    // rosetta's dlv as the ES module its package also ships ("module"), not the UMD its "browser"
    // field names: the same function without a CommonJS wrapper
    alias({ entries: [...preactAliases, { find: /^dlv$/, replacement: path.join(root, 'node_modules/dlv/dist/dlv.es.js') }] }),
    // not pusher-js's web build: it writes window.Pusher (overwriting a host page's own Pusher) and
    // localStorage, and carries script-injecting transports the widgets never use
    pusherWebSocketOnly(),
    laravelEchoPusherOnly(),
    ofetchDependencies(),
    cssInline({ pxPerRem: 16 }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    esbuild({ jsx: 'automatic', target: 'es2022', legalComments: 'none', sourceMap: !production }),
    production && terser(embedMinify),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    // pusher-js's own import cycles (pusher -> runtime -> ... -> logger -> pusher), as in its webpack build
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => /[\\/](pusher-js[\\/]src|build[\\/]pusher-js)[\\/]/.test(id))) return;
    warn(warning);
  },
};

export default [portalConfig, embedConfig];
