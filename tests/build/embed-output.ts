// The embed build in memory, and what a page downloads of it: the files a visit fetches are the
// closure of the loader (and the parts the visit needs) over the static imports rollup wrote, plus
// the parts fetched by import(). Used by the size budgets (embed-size.test.ts) and `npm run bench`.
import { gzipSync } from 'node:zlib';
import { rollup, type OutputAsset, type OutputChunk } from 'rollup';
import { compressedCopies, isCopy, type CompressedCopies } from './compressed-copies.ts';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../../rollup.config.mjs';

export interface EmbedFile {
  fileName: string;
  /** The module the file stands for (a part's source file), null for shared chunks and the tag. */
  facade: string | null;
  /** The source files in it, from the project root. */
  modules: string[];
  /** Each source file's code as rollup rendered it into the file (tree-shaken, before minifying). */
  moduleCode: Record<string, string>;
  imports: string[];
  dynamicImports: string[];
  gzip: number;
  raw: number;
  code: string;
}

export type EmbedOutput = Map<string, EmbedFile>;

const root = new URL('../../', import.meta.url).pathname;

/** Bundles embed/ as `npm run build` does (production), in memory (without the compressed copies). */
export async function buildEmbed(): Promise<EmbedOutput> {
  return (await buildEmbedWithCopies()).files;
}

/** buildEmbed, and each file's compressed copies as the build wrote them. */
export async function buildEmbedWithCopies(): Promise<{ files: EmbedOutput; copies: CompressedCopies[] }> {
  const bundle = await rollup({ ...embedConfig, onwarn: () => {} });
  const { output } = await bundle.generate({ ...embedConfig.output, sourcemap: false });
  await bundle.close();
  const files: EmbedOutput = new Map();
  for (const file of output as (OutputChunk | OutputAsset)[]) {
    if (isCopy(file.fileName)) continue;
    const code = file.type === 'chunk' ? file.code : String(file.source);
    files.set(file.fileName, {
      fileName: file.fileName,
      facade: file.type === 'chunk' && file.facadeModuleId ? file.facadeModuleId.replace(root, '') : null,
      modules: file.type === 'chunk' ? Object.keys(file.modules).map((id) => id.replace(root, '')) : [],
      moduleCode:
        file.type === 'chunk'
          ? Object.fromEntries(
              Object.entries(file.modules).map(([id, module]) => [id.replace(root, ''), module.code ?? '']),
            )
          : {},
      imports: file.type === 'chunk' ? file.imports : [],
      dynamicImports: file.type === 'chunk' ? file.dynamicImports : [],
      gzip: gzipSync(code, { level: 9 }).length,
      raw: Buffer.byteLength(code),
      code,
    });
  }
  return { files, copies: compressedCopies(output) };
}

/** The file built from `source` (a path from the project root, e.g. 'embed/prompt.tsx'). */
export function fileOf(output: EmbedOutput, source: string): EmbedFile {
  const file = [...output.values()].find(
    (candidate) => candidate.facade === source || candidate.modules.includes(source),
  );
  if (!file) throw new Error(`no file of the embed build is built from ${source}`);
  return file;
}

/** `files` and every file they import statically (what the browser fetches before running them). */
export function withStaticImports(output: EmbedOutput, files: readonly EmbedFile[]): Set<EmbedFile> {
  const seen = new Set<EmbedFile>();
  const visit = (file: EmbedFile) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const name of file.imports) visit(output.get(name)!);
  };
  files.forEach(visit);
  return seen;
}

export const SCRIPT_TAG = 'club-widgets.js';
export const LOADER = 'embed/loader.ts';
export const VIEW = 'embed/view.tsx';
export const PROMPT = 'embed/prompt.tsx';
export const SIGN_IN = 'embed/sign-in/sign-in-panel.tsx';
export const CLIENT = 'embed/client.ts';
export const REALTIME = 'src/core/realtime/libraries.ts';
export const BELL_DROPDOWN = 'src/modules/notifications/components/notification-dropdown.tsx';
export const CLASS_ICONS = 'src/modules/notifications/store/class-icon.ts';
/** The menu button with its popup's stylesheet, fetched with a widget's popups (embed/lazy-menu-button.tsx). */
export const MENU_BUTTON = 'src/ui/menu-button.tsx';
/** What a signed-out visitor's widgets show besides their prompts (embed/widgets.ts `guest`). */
export const GUEST_PARTS = ['embed/widgets/news-for-visitors.tsx'] as const;
/** Where each widget's code comes from: the part the loader imports for it (embed/widgets.ts). */
export const WIDGET_PARTS = {
  'notification-bell': 'embed/widgets/notification-bell.tsx',
  'wallet-summary': 'src/modules/wallet/widget.tsx',
  'ticket-indicator': 'src/modules/support/widget.tsx',
  'news-feed': 'src/modules/news/widget.tsx',
  events: 'src/modules/appointment/widget.tsx',
} as const;
/** Each widget's own code: its module's files (and, for the bell, embed/widgets/ and its sheet). */
export const WIDGET_CODE: Record<keyof typeof WIDGET_PARTS, RegExp> = {
  'notification-bell': /^(src\/modules\/notifications\/|embed\/widgets\/|embed\/styles\/notification-bell\.css)/,
  'wallet-summary': /^src\/modules\/wallet\//,
  'ticket-indicator': /^src\/modules\/support\//,
  'news-feed': /^src\/modules\/news\//,
  events: /^src\/modules\/appointment\//,
};
/** The script tag's file, the loader and what it imports statically. */
export function loaderFiles(output: EmbedOutput): Set<EmbedFile> {
  return withStaticImports(output, [output.get(SCRIPT_TAG)!, fileOf(output, LOADER)]);
}

/** The texts a visitor's page loads (the prompts', the public news's), a file of their own per language. */
export const VISITOR_TEXTS = 'embed/messages/prompt/en.ts';
/** The texts a member's page loads: the loader's with every widget's, one file per language. */
export const MEMBER_TEXTS = 'embed/messages/en.ts';

/**
 * A signed-out visitor's page with all the widgets, in English: the loader, the view, the prompt,
 * the visitors' parts (the public news) and the prompts' texts. The sign-in form is fetched when a
 * prompt opens.
 */
export function signedOutPage(output: EmbedOutput): Set<EmbedFile> {
  const guests = GUEST_PARTS.map((source) => fileOf(output, source));
  return withStaticImports(output, [
    ...loaderFiles(output),
    fileOf(output, VIEW),
    fileOf(output, PROMPT),
    ...guests,
    fileOf(output, VISITOR_TEXTS),
  ]);
}

/** A file of texts of one language (a module's messages/en.ts, messages/<part>/en.ts, or several). */
const TEXTS = /(^|\/)messages\/([a-z-]+\/)?(en|de)\.ts$/;
export const textsLanguage = (file: EmbedFile): string | undefined => {
  const languages = new Set(file.modules.map((source) => TEXTS.exec(source)?.[3]));
  return languages.size === 1 ? [...languages][0] : undefined;
};

/**
 * `page` as a German visit downloads it: each file of English texts replaced by the file of the same
 * texts in German (each page loads its language's texts only).
 */
export function inGerman(output: EmbedOutput, page: Set<EmbedFile>): Set<EmbedFile> {
  return new Set(
    [...page].map((file) =>
      textsLanguage(file) === 'en' ? fileOf(output, file.modules[0]!.replace(/en\.ts$/, 'de.ts')) : file,
    ),
  );
}

/**
 * A signed-in member’s page with all five widgets, in English, in the tab that holds the realtime
 * connection: the loader, the view, the API client with the widgets (one file, rollup.config.mjs),
 * the realtime client and the member's texts. The bell's popups (its dropdown, the account menu's
 * entries) are fetched when the member shows interest in the bell, as the sign-in form is for a
 * visitor.
 */
export function signedInPage(output: EmbedOutput): Set<EmbedFile> {
  const parts = [VIEW, CLIENT, REALTIME, MEMBER_TEXTS, ...Object.values(WIDGET_PARTS)].map((source) =>
    fileOf(output, source),
  );
  return withStaticImports(output, [...loaderFiles(output), ...parts]);
}

/** A part and the files it imports that the loader does not bring already. */
export function partFiles(output: EmbedOutput, source: string): Set<EmbedFile> {
  const loader = loaderFiles(output);
  return new Set([...withStaticImports(output, [fileOf(output, source)])].filter((file) => !loader.has(file)));
}

/**
 * A widget's own code on the signed-in page (WIDGET_CODE's files, in whichever file they travel),
 * gzip -9 as rollup rendered it before minifying: it shares a file with the API client and the
 * other widgets, so this is what grows when the widget does.
 */
export function widgetCodeGzip(output: EmbedOutput, name: keyof typeof WIDGET_PARTS): number {
  const code = [...signedInPage(output)].flatMap((file) =>
    Object.entries(file.moduleCode)
      .filter(([source]) => WIDGET_CODE[name].test(source))
      .map(([, rendered]) => rendered),
  );
  return gzipSync(code.join('\n'), { level: 9 }).length;
}

export const gzipOf = (files: Iterable<EmbedFile>) => [...files].reduce((sum, file) => sum + file.gzip, 0);
