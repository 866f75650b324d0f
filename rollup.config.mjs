// Two browser builds from one source tree:
//   dist/portal/  the React single-page app (ES modules, one lazy chunk per feature module, hashed names)
//   dist/embed/   club-widgets.js (the classic script a site pastes) and the hashed ES modules it
//                 loads on demand: the loader, the view, the API client with the widgets, the
//                 sign-in form, the realtime client (react/react-dom aliased to preact/compat).
//                 Libraries as published.
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
import {
  ENTRY_CHUNK,
  GUEST_CHUNK,
  GUEST_FOLDER,
  GUEST_PAINT_FIRST_CHUNK,
  guestChunk,
  moduleChunk,
  PAINT_FIRST_CHUNK,
  portalHtml,
  preloadDependencies,
  pruneOutput,
} from './build/rollup/portal-output.mjs';
import { precompress } from './build/rollup/precompress.mjs';
import { prerenderScreens } from './build/rollup/prerender.mjs';
import { pwaFiles } from './build/rollup/pwa.mjs';
import { scriptTag } from './build/rollup/script-tag.mjs';

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

// The portal's chunks after esbuild's minifier, through terser's safe passes (no unsafe_* or
// pure_getters: React runs this output): /login 2.2 KB gzip less, 0.8 KB of it our own code, the rest
// React 19's unminified production build (the bench's floor is bundled with these plugins too). After
// esbuild it takes ~10 s; on the unminified output, four times that for the same bytes.
const portalMinify = { ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } };

export const portalConfig = {
  // The whole portal, and the members' prerendered shell (docs/architecture.md decision 14); a
  // guest's prerendered account screen is a build of its own (guestConfig).
  input: {
    [ENTRY_CHUNK]: path.join(root, 'src/portal/main.tsx'),
    [PAINT_FIRST_CHUNK]: path.join(root, 'src/portal/paint-first.ts'),
  },
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
    production && terser(portalMinify),
    preloadDependencies(),
    portalHtml(buildId),
    pwaFiles(path.join(root, 'src/portal')),
    prerenderScreens({ root, buildId, entries: ['paint-first'] }),
    pruneOutput(path.join(root, 'dist/portal')),
    // last: copies what every plugin before it emitted (server/http/static.ts serves the copies)
    production && precompress(),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // "use client" banners in dependencies
    // viem's (and its ox's) own import cycles (errors <-> utils); harmless, and not ours to change
    if (
      warning.code === 'CIRCULAR_DEPENDENCY' &&
      warning.ids?.every((id) => /[\\/]node_modules[\\/](viem|ox)[\\/]/.test(id))
    )
      return;
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

// A guest's prerendered account screen (Login, Register, Recover, Reset password, Lock: src/portal/guest.tsx,
// docs/architecture.md decision 14) hydrated by preact/compat, as the widgets render the same sign-in
// form: on /login's critical path React's runtime was ~60 KB of 94 KB gzip, and its evaluation and
// hydration at 4x CPU most of the rest (figures in bench/README.md). A build of its own, so only
// the guest screens' graph gets preact; the whole portal (main.tsx) stays React and renders these
// screens itself after an in-app sign-out. Its files are in assets/g/, pruned by this build alone.
export const guestConfig = {
  input: {
    [GUEST_CHUNK]: path.join(root, 'src/portal/guest.tsx'),
    [GUEST_PAINT_FIRST_CHUNK]: path.join(root, 'src/portal/guest-paint-first.ts'),
  },
  treeshake: { manualPureFunctions: ['forwardRef', 'createFetch'] },
  output: {
    dir: path.join(root, 'dist/portal'),
    format: 'es',
    entryFileNames: `${GUEST_FOLDER}/[name]-[hash].js`,
    chunkFileNames: `${GUEST_FOLDER}/[name]-[hash].js`,
    assetFileNames: `${GUEST_FOLDER}/[name]-[hash][extname]`,
    manualChunks: guestChunk,
    sourcemap: !production,
  },
  plugins: [
    define(),
    alias({
      entries: [
        ...preactAliases,
        // wouter's hook through React's CommonJS shim, whose require('react') kept preact/compat's
        // whole default export: preact/compat has the hook itself
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      ],
    }),
    cssInline(),
    nodeResolve({
      browser: true,
      mainFields: ['module', 'browser', 'main'],
      extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
    }),
    commonjs(),
    transpile(),
    production && terser(portalMinify),
    preloadDependencies(),
    prerenderScreens({ root, buildId, entries: [GUEST_PAINT_FIRST_CHUNK] }),
    pruneOutput(path.join(root, 'dist/portal'), GUEST_FOLDER),
    production && precompress(),
  ],
  onwarn: portalConfig.onwarn,
};

// The widgets never hydrate prerendered markup: the portal's hydration helpers' widget versions.
const noHydration = [/^.*\/ui\/use-hydrated\.ts$/, /^.*\/ui\/use-id\.ts$/, /^\.\/use-(hydrated|id)\.ts$/].map(
  (find) => ({
    find,
    replacement: path.join(root, 'embed/no-hydration.ts'),
  }),
);

// terser rather than esbuild's minifier: 2.1 KB gzip smaller. pure_getters lets it drop property
// reads whose value is unused (no bundled code reads a property for a getter's side effect; the
// embed's browser tests run this output); module: strict code, its top level may be mangled.
// unsafe_arrows / unsafe_methods (0.15 KB): anonymous function expressions that do not use `this`
// become arrows, object-literal functions become methods; both then lack a prototype and cannot
// be called with `new`, which no bundled code does to such a function (preact tells class from
// function components by prototype.render: an arrow is still a function component). The embed's
// browser tests (tests/e2e/embed*.e2e.ts, tests/e2e/notifications.e2e.ts) run this output.
const embedMinify = {
  ecma: 2020,
  module: true,
  compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
  format: { comments: false },
};

// Files a visit always needs together are one file (per-file gzip pays for each file's start, and
// gzip finds repeats only within a file): 'view' (preact, the view every widget renders through,
// and the kit pieces the prompt and the widgets share, the plain link included: every rendered
// widget needs them), 'client' (what a signed-in member's widgets need: the API client, ofetch,
// logout, the realtime relay, what the widgets share (formatting, the header summary and badge,
// resources, the realtime event names) and the four widgets themselves: one file of 20 KB instead
// of five, 2.7 KB gzip less for a page with all four, 2.1 KB more for a page with the bell
// alone, which carries the other three; the sign-in machine goes with the sign-in form).
// Everything else is split as rollup finds it: the sign-in form, the bell's popups, the realtime
// client, each language's texts. The loader's own modules stay in it. 'prompt': a visitor's face of
// every widget, the public news included (embed/widgets/news-for-visitors.tsx); the news feed's
// limit, which both faces read, travels in 'view' (in 'client', where rollup would put it, a
// visitor's page would download the API client).
const EMBED_CHUNKS = [
  [
    'view',
    /[\\/]node_modules[\\/](preact|@nanostores[\\/]react|nanostores[\\/](listen-keys|deep-map))[\\/]|[\\/]embed[\\/](view|lazy-menu-button)\.tsx$|[\\/]src[\\/]ui[\\/](focus|class-names|icon-paths)\.ts$|[\\/]src[\\/]ui[\\/](use-id|icon-svg|link)\.tsx?$|[\\/]src[\\/]ui[\\/]menu-button\.css|[\\/]src[\\/]modules[\\/]news[\\/]store[\\/]limit\.ts$/,
  ],
  [
    'prompt',
    /[\\/]embed[\\/](prompt\.tsx|widgets[\\/]news-for-visitors\.tsx|styles[\\/](prompt|news-for-visitors)\.css)|[\\/]src[\\/]modules[\\/]news[\\/]store[\\/]public-posts\.ts$/,
  ],
  [
    'client',
    /[\\/]embed[\\/]widgets[\\/]notification-bell\.tsx$|[\\/]src[\\/]modules[\\/](wallet|support|news|appointment)[\\/]widget\.tsx$|[\\/]node_modules[\\/](ofetch|ufo|destr)[\\/]|[\\/]embed[\\/]client\.ts$|[\\/]src[\\/]core[\\/](api[\\/][a-z-]+|runtime|realtime[\\/](?!libraries)[a-z-]+|session[\\/]auth-session|format|header[\\/][a-z-]+|resource[\\/][a-z-]+)\.ts$|[\\/]src[\\/]shared[\\/]contract[\\/]realtime-events\.ts$|[\\/]src[\\/]ui[\\/](badge|button|spinner)\.(tsx?|css)|[\\/]src[\\/]core[\\/]messages[\\/]en\.ts$/,
  ],
];
// A member's texts, one file per language (docs/spec.md §9 "One file of texts"): the loader's tables
// with every widget's, loaded in the page's language only. The core's English stays in 'client', whose
// errors carry it; a visitor's page loads the prompts' texts, a file of their own per language.
const MEMBER_TEXTS =
  /[\\/](?:embed|src[\\/]modules[\\/]notifications)[\\/]messages[\\/](en|de)\.ts$|[\\/]src[\\/]core[\\/]messages[\\/](de)\.ts$|[\\/]src[\\/]modules[\\/](?:wallet|support|news|appointment)[\\/]messages[\\/]widget[\\/](en|de)\.ts$/;
/** True when the entry imports `id` statically (directly or through other modules): it stays in the loader. */
function inLoader(id, getModuleInfo, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  return Boolean(info?.isEntry || info?.importers.some((importer) => inLoader(importer, getModuleInfo, seen)));
}
function embedChunk(id, { getModuleInfo }) {
  // named too: otherwise a module the loader shares with a named chunk would move into that chunk
  if (inLoader(id, getModuleInfo)) return EMBED_LOADER;
  const texts = MEMBER_TEXTS.exec(id);
  if (texts) return `texts-${texts[1] ?? texts[2] ?? texts[3]}`;
  return EMBED_CHUNKS.find(([, pattern]) => pattern.test(id))?.[0];
}

// The loader is the entry; every `import()` below it (a widget, the sign-in form, the realtime
// client, a language's texts) becomes a hashed part, fetched from the loader's own URL when needed.
export const EMBED_LOADER = 'loader';

// The steps of a first render club-widgets.js asks for at once (embed/script-tag.js): the view,
// the signed-out prompt, the API client, and each widget's part (the names of embed/widgets.ts).
const EMBED_FIRST_RENDER = {
  view: 'embed/view.tsx',
  prompt: 'embed/prompt.tsx',
  client: 'embed/client.ts',
  'notification-bell': 'embed/widgets/notification-bell.tsx',
  'wallet-summary': 'src/modules/wallet/widget.tsx',
  'ticket-indicator': 'src/modules/support/widget.tsx',
  'news-feed': 'src/modules/news/widget.tsx',
  events: 'src/modules/appointment/widget.tsx',
};

export const embedConfig = {
  input: { [EMBED_LOADER]: path.join(root, 'embed/loader.ts') },
  // Calls rollup cannot see through: without this, every forwardRef component of a kit file stays
  // in the bundle once the file is imported (unused form fields), and ofetch's default instance too.
  treeshake: { manualPureFunctions: ['forwardRef', 'createFetch'] },
  output: {
    dir: path.join(root, 'dist/embed'),
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    manualChunks: embedChunk,
    sourcemap: !production,
  },
  plugins: [
    define(),
    alias({ entries: [...preactAliases, ...noHydration] }),
    cssInline({ pxPerRem: 16 }),
    // a package's ES module build before its browser UMD file (dlv, which rosetta imports: no
    // CommonJS wrapper and helpers in the loader); both are entries the package publishes
    nodeResolve({
      browser: true,
      mainFields: ['module', 'browser', 'main'],
      extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
    }),
    commonjs(),
    esbuild({ jsx: 'automatic', target: 'es2022', legalComments: 'none', sourceMap: !production }),
    production && terser(embedMinify),
    scriptTag({
      source: path.join(root, 'embed/script-tag.js'),
      messagesDir: path.join(root, 'embed/messages'),
      entry: EMBED_LOADER,
      production,
      root,
      parts: EMBED_FIRST_RENDER,
    }),
    production && precompress(),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

// The service worker: one classic script at the portal's root (its scope is the whole portal), no
// hash in its name (the browser compares its bytes; the build id inside makes each build's differ).
export const serviceWorkerConfig = {
  input: path.join(root, 'src/portal/service-worker.ts'),
  output: { file: path.join(root, 'dist/portal/sw.js'), format: 'iife', sourcemap: !production },
  plugins: [
    define(),
    nodeResolve({ extensions: ['.ts'] }),
    transpile(),
    production && terser({ ecma: 2020, compress: { passes: 2 }, format: { comments: false } }),
  ],
};

export default [portalConfig, guestConfig, serviceWorkerConfig, embedConfig];
