// What makes the portal installable (docs/spec.md §4 "Installable and offline"): the web app manifest
// and its icons, copied into dist/portal/ by the portal build. The service worker itself is its
// own build (rollup.config.mjs serviceWorkerConfig: dist/portal/sw.js).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const PWA_FILES = ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png'];

export function pwaFiles(portalSource) {
  return {
    name: 'pwa-files',
    generateBundle() {
      for (const fileName of PWA_FILES)
        this.emitFile({ type: 'asset', fileName, source: readFileSync(path.join(portalSource, fileName)) });
    },
  };
}
