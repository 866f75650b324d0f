// Rollup plugin of the embed build: writes dist/embed/club-widgets.js, the classic script a site
// pastes (embed/script-tag.js), with the hashed name of the loader chunk it imports and the
// prompts' names in both languages (embed/messages/{en,de}.ts, read here: one source of the texts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'terser';

async function promptNames(messagesDir) {
  const names = {};
  for (const lang of ['en', 'de']) {
    const { prompt } = (await import(pathToFileURL(path.join(messagesDir, `${lang}.ts`)).href)).default;
    names[lang] = { bell: prompt.bell, wallet: prompt.wallet, tickets: prompt.tickets, news: prompt.news };
  }
  return names;
}

export const SCRIPT_TAG_FILE = 'club-widgets.js';

export function scriptTag({ source, messagesDir, entry, production }) {
  return {
    name: 'script-tag',
    async generateBundle(_options, bundle) {
      const loader = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === entry);
      if (!loader) this.error(`no entry chunk named ${entry}`);
      let code = readFileSync(source, 'utf8')
        .replace("'LOADER'", JSON.stringify(`./${loader.fileName}`))
        .replace('PROMPTS)', `${JSON.stringify(await promptNames(messagesDir))})`);
      if (production) code = (await minify(code, { ecma: 2020, compress: { passes: 2 }, format: { comments: false } })).code;
      this.emitFile({ type: 'asset', fileName: SCRIPT_TAG_FILE, source: code });
    },
  };
}
