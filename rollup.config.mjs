// Two browser builds from one source tree:
//   dist/portal/  the React single-page app (ES modules, one lazy chunk per feature module, hashed names)
//   dist/embed/club-widgets.js  ONE self-contained IIFE with react/react-dom aliased to preact/compat
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { cssInline } from './build/rollup/css-inline.mjs';
import { laravelEchoPusherOnly } from './build/rollup/laravel-echo-pusher-only.mjs';
import { ofetchDependencies } from './build/rollup/ofetch-dependencies.mjs';
import { moduleChunk, portalHtml, pruneOutput } from './build/rollup/portal-output.mjs';
import { pusherWebSocketOnly } from './build/rollup/pusher-websocket-only.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const production = process.env.NODE_ENV !== 'development';
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
// A build id the client-update flow compares with the deployed version.json.
const buildId = process.env.CLUB_BUILD_ID || `${pkg.version}+${Date.now().toString(36)}`;

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
    portalHtml(buildId),
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
