// Rollup plugin of the portal build: the screens src/portal/prerender.tsx lists, rendered to HTML
// in both languages with React's static prerendering, each written as a document of its own
// (screens/<name>.<lang>.html): the markup in #root, its stylesheet as a file (the CSP has no
// 'unsafe-inline'), its entry's script and modulepreloads for the page and texts it loads first, a
// <noscript> notice in its language. screens.json tells the server which route gets which document
// (server/http/static.ts). The renderer is bundled for Node with esbuild (its JS API, as published)
// and run in this process.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { minifyCss } from './css-inline.mjs';
import { documentHtml, entryChunk, modulePreload } from './portal-output.mjs';

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** `import css from './x.css?inline'` for esbuild, as build/rollup/css-inline.mjs does it for rollup. */
const cssInlineForEsbuild = {
  name: 'css-inline',
  setup(builder) {
    builder.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice(0, -'?inline'.length)),
      namespace: 'css-inline',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'css-inline' }, (args) => ({
      contents: `export default ${JSON.stringify(minifyCss(readFileSync(args.path, 'utf8')))};`,
      loader: 'js',
    }));
  },
};

/** Bundles src/portal/prerender.tsx for Node and imports it. */
async function loadRenderer(root, buildId) {
  const dir = path.join(root, 'var/cache/prerender');
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, `prerender-${process.pid}-${Date.now().toString(36)}.mjs`);
  await build({
    entryPoints: [path.join(root, 'src/portal/prerender.tsx')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // React stays an import of node_modules (one React for react-dom/static); the rest is bundled
    // as the browser build resolves it (some packages publish no Node entry).
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    conditions: ['browser', 'module', 'import'],
    mainFields: ['module', 'browser', 'main'],
    jsx: 'automatic',
    define: { __CLUB_BUILD_ID__: JSON.stringify(buildId) },
    // bundled CommonJS (use-sync-external-store's shim) requires React, which stays outside
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    plugins: [cssInlineForEsbuild],
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

// The members' shell's files (its stylesheet, script and modulepreloads) as the portal build wrote
// them: the guest build, which rollup.config.mjs runs after it, names them in the guest documents
// (club:after), which prefetch them once the form is usable (src/portal/guest.tsx).
let shellFiles = null;

/** A chunk's file and the chunks it imports statically, in load order. */
function withImports(bundle, fileName, into) {
  if (into.has(fileName)) return;
  into.add(fileName);
  for (const next of bundle[fileName].imports) withImports(bundle, next, into);
}

/** `entries`: the screens of this build's entries are rendered (the guest's and the shell's are two
 *  builds: rollup.config.mjs); screens.json, the same from either, lists every screen. */
export function prerenderScreens({ root, buildId, entries }) {
  return {
    name: 'prerender-screens',
    async generateBundle(_options, bundle) {
      const { prerenderedScreens, LANGUAGES } = await loadRenderer(root, buildId);
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const chunkOf = (source) => {
        const id = path.join(root, source);
        const chunk = chunks.find((file) => file.facadeModuleId === id) ?? chunks.find((file) => id in file.modules);
        if (!chunk) throw new Error(`prerender: no chunk of the portal build holds ${source}`);
        return chunk.fileName;
      };
      const stylesheets = new Map();
      const stylesheet = (css, name) => {
        const text = css.join('\n');
        if (!stylesheets.has(text)) {
          const ref = this.emitFile({ type: 'asset', name: `${name}.css`, source: text });
          stylesheets.set(text, this.getFileName(ref));
        }
        return stylesheets.get(text);
      };
      const listed = [];
      for (const screen of prerenderedScreens()) {
        listed.push({ path: screen.path, file: screen.file });
        if (!entries.includes(screen.entry)) continue;
        const entry = entryChunk(bundle, screen.entry);
        if (!entry) throw new Error(`prerender: no entry named ${screen.entry}`);
        const css = stylesheet(screen.css, screen.entry === 'paint-first' ? 'members' : 'guest');
        for (const language of LANGUAGES) {
          const { html, title, noScript } = await screen.render(language);
          const preloads = new Set();
          for (const file of entry.imports) withImports(bundle, file, preloads);
          // the entry it starts once the page is painted, fetched meanwhile
          if (screen.starts) withImports(bundle, entryChunk(bundle, screen.starts).fileName, preloads);
          for (const source of screen.modules(language)) withImports(bundle, chunkOf(source), preloads);
          preloads.delete(entry.fileName);
          const head = [`<link rel="stylesheet" href="/${css}">`, ...[...preloads].map(modulePreload)];
          if (screen.entry === 'paint-first')
            shellFiles = [css, entry.fileName, ...preloads].map((file) => `/${file}`).join(',');
          else if (shellFiles) head.push(`<meta name="club:after" content="${shellFiles}">`);
          const page = documentHtml(buildId, entry, head)
            .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
            // the notice above the screen, in its language (the template's own, bilingual, goes)
            .replace(/\s*<noscript>[^<]*<\/noscript>/, '')
            .replace(
              '<div id="root"></div>',
              `<noscript><p class="club-noscript" role="alert">${escapeHtml(noScript)}</p></noscript>\n    <div id="root">${html}</div>`,
            );
          this.emitFile({ type: 'asset', fileName: `${screen.file}.${language}.html`, source: page });
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'screens.json',
        source: `${JSON.stringify({ screens: listed }, null, 2)}\n`,
      });
    },
  };
}
