// Rollup plugin: ofetch for the widget script (see ofetchDependencies).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * ofetch for the embed with its two helper libraries replaced by build/ufo/ and build/destr/, which
 * refuse: ofetch imports withBase and withQuery from ufo for its `baseURL` and `query` options, and
 * destr to parse an answer read as JSON; the api client (src/core/api/api.ts, the widgets' only ofetch
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
