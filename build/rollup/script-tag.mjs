// Rollup plugin of the embed build: writes dist/embed/club-widgets.js, the classic script a site
// pastes (embed/script-tag.js), with the hashed name of the loader chunk it imports.
import { readFileSync } from 'node:fs';
import { minify } from 'terser';

export const SCRIPT_TAG_FILE = 'club-widgets.js';

export function scriptTag({ source, entry, production }) {
  return {
    name: 'script-tag',
    async generateBundle(_options, bundle) {
      const loader = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === entry);
      if (!loader) this.error(`no entry chunk named ${entry}`);
      let code = readFileSync(source, 'utf8').replace("'LOADER'", JSON.stringify(`./${loader.fileName}`));
      if (production) code = (await minify(code, { ecma: 2020, compress: { passes: 2 }, format: { comments: false } })).code;
      this.emitFile({ type: 'asset', fileName: SCRIPT_TAG_FILE, source: code });
    },
  };
}
