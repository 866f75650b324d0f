// The portal build turns each lazy `import()` into a call of this global with the static
// imports of the chunk it loads (build/rollup/portal-output.mjs preloadDependencies), so the browser
// fetches a page's (layout's, card's) chunk and its dependencies at once: one round trip per lazy
// step, not one per level of imports. Imported first by main.tsx, before anything loads lazily.
const requested = new Set<string>();

function preloadChunks<T>(deps: readonly string[], load: () => Promise<T>): Promise<T> {
  for (const dep of deps) {
    // the deps are relative to the importing chunk; every chunk sits in assets/ beside this one
    const href = new URL(dep, import.meta.url).href;
    if (requested.has(href)) continue;
    requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return load();
}

(globalThis as { __clubPreload?: typeof preloadChunks }).__clubPreload = preloadChunks;
