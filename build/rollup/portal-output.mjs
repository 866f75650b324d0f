// Rollup plugins and chunking of the portal build (dist/portal/): hashed chunks, one per feature
// module, index.html and version.json, stale chunks pruned.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** After writing, removes hashed files of earlier builds under `dir`/`folder`, so they do not pile
 *  up; removing them after the write (not before) keeps a server that is serving dist/ working
 *  during a rebuild. Subfolders are another build's (the guest entry's: assets/g/). */
export function pruneOutput(dir, folder = 'assets') {
  return {
    name: 'prune-output',
    writeBundle(_options, bundle) {
      const assets = path.join(dir, folder);
      if (!existsSync(assets)) return;
      for (const file of readdirSync(assets, { withFileTypes: true })) {
        if (file.isFile() && !(`${folder}/${file.name}` in bundle))
          rmSync(path.join(assets, file.name), { force: true });
      }
    },
  };
}

/** The chunk of the entry named `name` (rollup.config.mjs `input`). */
export function entryChunk(bundle, name) {
  return Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === name);
}

/** src/portal/index.html with the build id, `head` (preloads, stylesheets) and the entry's script tag. */
export function documentHtml(buildId, entry, head) {
  const template = readFileSync(path.join(root, 'src/portal/index.html'), 'utf8');
  return template
    .replace('<!-- preloads -->', head.join('\n    '))
    .replace('<!-- entry -->', `<script type="module" src="/${entry.fileName}"></script>`)
    .replaceAll('%BUILD_ID%', buildId);
}

export const modulePreload = (file) => `<link rel="modulepreload" href="/${file}">`;

/** Writes index.html (from src/portal/index.html) pointing at the hashed entry, and version.json. */
export function portalHtml(buildId) {
  return {
    name: 'portal-html',
    generateBundle(_options, bundle) {
      const entry = entryChunk(bundle, ENTRY_CHUNK);
      const html = documentHtml(buildId, entry, entry.imports.map(modulePreload));
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
      // The tab icon as a PNG (rendered from src/portal/favicon.svg at 64 px): the browser decodes a
      // page's favicon on its main thread, and an SVG one is a document of its own there (~9 ms at
      // 1x CPU, during the Dashboard's first load), a PNG a few pixels.
      this.emitFile({
        type: 'asset',
        fileName: 'favicon.png',
        source: readFileSync(path.join(root, 'src/portal/favicon.png')),
      });
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: buildId }) + '\n' });
    },
  };
}

const EAGER_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|mitt|use-sync-external-store|nanostores|@nanostores[\\/]react|ofetch|destr|ufo|rosetta|dlv|templite)[\\/]/;

// per build: rollup hands each build's graph its own getModuleInfo
const eagerByBuild = new WeakMap();

/** Whether the entry reaches `id` through static imports alone (the first screen loads it). */
function isEager(id, getModuleInfo) {
  let eager = eagerByBuild.get(getModuleInfo);
  if (!eager) eagerByBuild.set(getModuleInfo, (eager = new Map()));
  if (eager.has(id)) return eager.get(id);
  eager.set(id, false); // an import cycle: decided by the other paths
  const info = getModuleInfo(id);
  const result = Boolean(info && (info.isEntry || info.importers.some((importer) => isEager(importer, getModuleInfo))));
  eager.set(id, result);
  return result;
}

const LOGIN_PAGE = path.join(root, 'src/modules/account/pages/login-page.tsx');
const MAIN_ENTRY = path.join(root, 'src/portal/main.tsx');
const PAINT_FIRST_ENTRY = path.join(root, 'src/portal/paint-first.ts');
const GUEST_PAINT_FIRST_ENTRY = path.join(root, 'src/portal/guest-paint-first.ts');
const APP_LAYOUT = path.join(root, 'src/portal/layouts/app-layout.tsx');
const DASHBOARD = path.join(root, 'src/portal/pages/dashboard.tsx');
const closureByBuild = new WeakMap();

/** Whether `from` imports `id` statically (directly or through other modules). */
function isStaticImportOf(from, id, getModuleInfo) {
  let byRoot = closureByBuild.get(getModuleInfo);
  if (!byRoot) closureByBuild.set(getModuleInfo, (byRoot = new Map()));
  let reached = byRoot.get(from);
  if (!reached) {
    reached = new Set();
    const visit = (next) => {
      if (reached.has(next)) return;
      reached.add(next);
      for (const imported of getModuleInfo(next)?.importedIds ?? []) visit(imported);
    };
    visit(from);
    reached.delete(from);
    byRoot.set(from, reached);
  }
  return reached.has(id);
}

const onlyByBuild = new WeakMap();

/** Whether `id` is `entry` or imported (statically, never lazily) by nothing but files that are. */
function importedOnlyUnder(entry, id, getModuleInfo) {
  let byEntry = onlyByBuild.get(getModuleInfo);
  if (!byEntry) onlyByBuild.set(getModuleInfo, (byEntry = new Map()));
  let known = byEntry.get(entry);
  if (!known) byEntry.set(entry, (known = new Map()));
  if (known.has(id)) return known.get(id);
  if (id === entry) return true;
  known.set(id, true); // an import cycle: decided by the other importers
  const info = getModuleInfo(id);
  const result = Boolean(
    info &&
    info.importers.length > 0 &&
    info.dynamicImporters.length === 0 &&
    info.importers.every((importer) => importedOnlyUnder(entry, importer, getModuleInfo)),
  );
  known.set(id, result);
  return result;
}

/** The portal's entry (rollup.config.mjs `input`); its chunk holds the source files only it imports statically. */
export const ENTRY_CHUNK = 'main';
/** The members' shell's entry (src/portal/paint-first.ts): main.tsx once the shell is painted. */
export const PAINT_FIRST_CHUNK = 'paint-first';
/** The entry of a guest's prerendered account screen (src/portal/guest.tsx): the files only it imports. */
export const GUEST_CHUNK = 'guest';
/** The guest screens' first entry (src/portal/guest-paint-first.ts): guest.tsx once the screen is painted. */
export const GUEST_PAINT_FIRST_CHUNK = 'guest-paint-first';
/** Where the guest entry's own build (rollup.config.mjs guestConfig) writes its files. */
export const GUEST_FOLDER = 'assets/g';
/** What the whole portal's entry and its lazily loaded screens share that a guest's does not (the route guard). */
export const ROUTER_CHUNK = 'router';
/** What the entry shares with lazily loaded code (session, API client, i18n, route table, the kit), and the login form. */
export const CORE_CHUNK = 'core';

/** Chunks of the portal: the libraries every page needs, the entry with what it imports, the rest as rollup splits it. */
export function moduleChunk(id, { getModuleInfo }) {
  // Libraries in a chunk of their own: pulled into a module chunk, they made chunk cycles
  // (common -> chat -> common) in which React's CommonJS init ran before its exports existed.
  // DOMPurify: its own chunk, imported dynamically by the news Post page only.
  if (/[\\/]node_modules[\\/]dompurify[\\/]/.test(id)) return 'dompurify';
  // pusher-js and laravel-echo: loaded with the first realtime connection (core/realtime/libraries.ts),
  // after sign-in, so never preloaded by the login screen.
  if (/[\\/]node_modules[\\/](pusher-js|laravel-echo)[\\/]/.test(id)) return 'realtime';
  // Only the libraries every page needs go to 'vendor'; lazily used ones (viem for wallet
  // signatures, country-region-data) stay out of it so the first load does not carry them.
  if (EAGER_LIBRARIES.test(id)) return 'vendor';
  // The whole portal's entry (main) and the login page it renders after an in-app sign-out
  // (docs/architecture.md decision 14; a guest's first screen is another build: guestChunk below).
  // A source file only the entry and its own files import is in the entry's file (an entry's file
  // runs its entry when imported: no other file may import it, a lazily loaded one included); the
  // member router (the route guard and what it asks), which lazily loaded screens use too, in a
  // file of its own; what the login page imports (its form, the sign-in machine, the account
  // texts helpers) and the rest the lazily loaded code shares with the entry, in 'core'. Core and
  // UI files that only lazily loaded code uses (formatting, resources, the PDF helper, auth-siwe
  // with viem) stay with that code.
  if (/[\\/]src[\\/]/.test(id) && isEager(id, getModuleInfo)) {
    if (importedOnlyUnder(MAIN_ENTRY, id, getModuleInfo)) return ENTRY_CHUNK;
    if (id === PAINT_FIRST_ENTRY) return PAINT_FIRST_CHUNK;
    const login = isStaticImportOf(LOGIN_PAGE, id, getModuleInfo);
    if (!login && isStaticImportOf(MAIN_ENTRY, id, getModuleInfo)) return ROUTER_CHUNK;
    return CORE_CHUNK;
  }
  if (/[\\/]src[\\/]/.test(id) && isStaticImportOf(LOGIN_PAGE, id, getModuleInfo)) return CORE_CHUNK;
  // The members' layout and what it imports beyond the entry (top
  // bar, sidebar, footer, the header summary, the realtime cues, the chat counter, its dialogs), in
  // one file: left to rollup it was the layout and 14 shared files of 0.1-11 KB, and at 4x CPU each
  // file's modulepreload, response and compile held the Dashboard's first render up (~10 ms each).
  // Every member's page renders in this layout, so a page sharing one of these finds it loaded.
  // The Dashboard (1 KB) goes with it: the members' home, the first screen after every login and
  // of '/', so it costs no request of its own after the modules' definitions name it.
  if (
    /[\\/]src[\\/]/.test(id) &&
    (id === APP_LAYOUT || id === DASHBOARD || isStaticImportOf(APP_LAYOUT, id, getModuleInfo))
  )
    return 'members';
  // Module files are left to rollup: a module's definition (index.ts: routes, sidebar, loaders) is
  // imported by the portal's module list and lands in the entry; its pages, dashboard cards,
  // top-bar parts, stores and messages are reached through import() and load on first use. One
  // chunk per module made the whole module a static import of the entry, preloaded on every page.
  return undefined;
}

/** The global the portal's entry defines (src/portal/router/preload-chunks.ts). */
export const PRELOAD_GLOBAL = '__clubPreload';
const ALWAYS_LOADED = new Set(['vendor', CORE_CHUNK]);

/**
 * A lazily loaded chunk's own static imports are fetched with it, not after it arrives
 * and is parsed (one round trip instead of two on each lazy step: layout, page, card, store).
 * Each `import('./x.js')` becomes `__clubPreload(['./dep.js', …], () => import('./x.js'))`, where
 * the deps are x's imports besides the chunks every page has (vendor, the entry).
 */
export function preloadDependencies() {
  return {
    name: 'preload-dependencies',
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      // an entry started by another (paint-first starts main): its document preloads it
      if (targetChunk?.isEntry) return null;
      const deps = (getTargetChunkImports() ?? []).filter(
        (dep) =>
          dep.type === 'internal' &&
          !dep.chunk.isEntry &&
          !ALWAYS_LOADED.has(dep.chunk.name) &&
          dep.fileName !== chunk.fileName,
      );
      if (deps.length === 0) return null;
      const list = deps.map((dep) => dep.resolvedImportPath).join(',');
      return { left: `${PRELOAD_GLOBAL}([${list}],()=>import(`, right: '))' };
    },
  };
}

/**
 * Chunks of the guest entry's build (rollup.config.mjs guestConfig): what it imports statically and
 * what the login page does (the sign-in form and machine, preact/compat and the libraries), in the
 * entry's file (guest-paint-first.ts, which starts it after the first frame, is a file of its own): at 4x CPU each file costs its request and compile (~10 ms of the main thread), and
 * gzip finds repeats only within a file. The rest is split as rollup finds it, loaded on first use.
 */
export function guestChunk(id, { getModuleInfo }) {
  if (id === GUEST_PAINT_FIRST_ENTRY) return GUEST_PAINT_FIRST_CHUNK;
  if (isEager(id, getModuleInfo) || isStaticImportOf(LOGIN_PAGE, id, getModuleInfo)) return GUEST_CHUNK;
  return undefined;
}
