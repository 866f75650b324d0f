// Rollup plugin of the embed build: writes dist/embed/club-widgets.js, the classic script a site
// pastes (embed/script-tag.js), with the hashed name of the loader chunk it imports and the
// prompts' names in both languages (embed/messages/prompt/{en,de}.ts, read here: one source of the texts)
// and their glyphs (src/ui/icon-paths.ts),
// and the files each step of a first render needs (FILES), so the tag asks for all of them at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'terser';

const load = async (file) => (await import(pathToFileURL(file).href)).default;

/** The prompts' names and what their popups say while loading, and the signed-in bell's, per language. */
async function promptNames(messagesDir, root) {
  const names = {};
  for (const lang of ['en', 'de']) {
    const prompt = await load(path.join(messagesDir, `prompt/${lang}.ts`));
    const { bell, loading } = await load(path.join(root, `src/modules/notifications/messages/${lang}.ts`));
    names[lang] = {
      bell: prompt.bell,
      wallet: prompt.wallet,
      tickets: prompt.tickets,
      news: prompt.news,
      events: prompt.events,
      member: bell,
      // what the popup a click opens before the loader has run says: the sign-in or the list loads
      loading: prompt.loading,
      memberLoading: loading,
    };
  }
  return names;
}

/** The glyphs of the widgets' icons (src/ui/icon-paths.ts), by prompt key. */
async function iconPaths(root) {
  const paths = await import(pathToFileURL(path.join(root, 'src/ui/icon-paths.ts')).href);
  return { bell: paths.bell, wallet: paths.wallet, tickets: paths.ticket, news: paths.news, events: paths.calendar };
}

export const SCRIPT_TAG_FILE = 'club-widgets.js';

/** `chunk` and the chunks it imports statically, by file name, without `skip` (the loader's). */
function closure(bundle, chunk, skip) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || skip.has(name)) return;
    seen.add(name);
    bundle[name].imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...seen];
}

/**
 * What club-widgets.js asks for beside the loader (embed/script-tag.js): per step of a first render
 * (the view, the signed-out prompt, the API client, each widget's part), the files with their
 * static imports; and per language the texts the loader and each widget's module load.
 * `parts` names a step's source file (from the project root).
 */
function firstRenderFiles(bundle, loader, parts, root) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const skip = new Set(closure(bundle, loader, new Set()));
  const byFacade = (source) => {
    const id = path.join(root, source);
    // a manual chunk (the view, the client) holds the source without standing for it
    const chunk =
      chunks.find((file) => file.facadeModuleId === id) ?? chunks.find((file) => file.moduleIds.includes(id));
    if (!chunk) throw new Error(`no chunk of the embed build stands for ${source}`);
    return chunk;
  };
  // a file of texts holds texts only, of one language (a member's: several tables, rollup.config.mjs)
  const languageOf = (file) => {
    const langs = new Set(
      (file?.moduleIds ?? []).map((id) => /[\\/]messages[\\/](?:[a-z-]+[\\/])?(en|de)\.ts$/.exec(id)?.[1]),
    );
    return langs.size === 1 ? [...langs][0] : undefined;
  };
  const texts = (chunk) => {
    const found = { en: new Set(), de: new Set() };
    for (const name of chunk.dynamicImports) {
      const lang = languageOf(bundle[name]);
      if (lang) found[lang].add(name);
    }
    return { en: [...found.en], de: [...found.de] };
  };
  const files = { texts: texts(loader) };
  // each file once: the view comes with every first render, the API client with every signed-in
  // widget's part (embed/script-tag.js asks for them first), so the steps after them leave them out
  const sent = (step) => [
    ...(step === 'view' ? [] : files.view.files),
    ...(step in { view: 1, prompt: 1, client: 1 } ? [] : files.client.files),
  ];
  for (const [step, source] of Object.entries(parts)) {
    const chunk = byFacade(source);
    const before = new Set([...skip, ...sent(step)]);
    // a widget that travels in the API client's file has its texts named with the client's
    const own = texts(chunk);
    // the loader's texts (a member's, the widgets' with them: one file) are named once, with the loader
    const said = new Set([
      ...files.texts.en,
      ...files.texts.de,
      ...sent(step).flatMap((file) => [...texts(bundle[file]).en, ...texts(bundle[file]).de]),
    ]);
    files[step] = {
      files: closure(bundle, chunk, before),
      texts: { en: own.en.filter((file) => !said.has(file)), de: own.de.filter((file) => !said.has(file)) },
    };
  }
  return files;
}

export function scriptTag({ source, messagesDir, entry, production, parts, root }) {
  return {
    name: 'script-tag',
    async generateBundle(_options, bundle) {
      const loader = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === entry);
      if (!loader) this.error(`no entry chunk named ${entry}`);
      let code = readFileSync(source, 'utf8')
        .replace("'LOADER'", JSON.stringify(`./${loader.fileName}`))
        .replace('PROMPTS,', `${JSON.stringify(await promptNames(messagesDir, root))},`)
        .replace('ICONS)', `${JSON.stringify(await iconPaths(root))})`)
        .replace('FILES)', `${JSON.stringify(firstRenderFiles(bundle, loader, parts, root))})`);
      if (production)
        code = (await minify(code, { ecma: 2020, compress: { passes: 2 }, format: { comments: false } })).code;
      this.emitFile({ type: 'asset', fileName: SCRIPT_TAG_FILE, source: code });
    },
  };
}
