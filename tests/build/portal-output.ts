// The portal's two builds in memory (rollup.config.mjs portalConfig, and guestConfig: a guest's
// account screens under preact/compat), as plain data the preload tests read: index.html's
// modulepreloads, each chunk's modules, imports and code, and the source modules the entries or the
// login page reach through static imports (the first screen). Built once per run (global-setup.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup, type OutputAsset, type OutputChunk, type Plugin } from 'rollup';
import { compressedCopies, type CompressedCopies } from './compressed-copies.ts';
// @ts-expect-error: plain ESM config without type declarations
import { guestConfig, portalConfig } from '../../rollup.config.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const LOGIN_PAGE = path.join(root, 'src/modules/account/pages/login-page.tsx');

/** A chunk as rollup wrote it, as plain data (module ids without their code), so the run can hand it to every test file. */
export interface PortalChunk {
  fileName: string;
  /** Which build wrote it: the whole portal's (React) or the guest screens' (preact/compat). */
  build: 'portal' | 'guest';
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  /** Source module ids (absolute) in the chunk, as rollup's OutputChunk.modules keys them. */
  modules: Record<string, { renderedLength: number }>;
  imports: string[];
  dynamicImports: string[];
  code: string;
}

export interface PortalBuildData {
  /** The entry chunk's file name (src/portal/main.tsx, the whole portal). */
  entry: string;
  /** The guest entry's file name (src/portal/guest.tsx, a prerendered account screen: guestConfig). */
  guest: string;
  /** The whole portal's file of what its entry and its login page share (build/rollup/portal-output.mjs CORE_CHUNK). */
  core: string;
  /** The prerendered documents (screens/*.html) by file name. */
  screens: Record<string, string>;
  preloads: string[];
  chunks: PortalChunk[];
  /** Source modules the entry or the login page reach through static imports. */
  firstScreen: string[];
  /** Every file with the Brotli and gzip copies the build wrote beside it. */
  copies: CompressedCopies[];
}

/** One rollup config's output in memory (without pruning dist/), with its static import graph added to `graph`. */
async function generate(config: { plugins: Plugin[]; output: object }, graph: Map<string, readonly string[]>) {
  const recordGraph: Plugin = {
    name: 'record-static-graph',
    generateBundle() {
      for (const id of this.getModuleIds())
        graph.set(id, [...(graph.get(id) ?? []), ...(this.getModuleInfo(id)?.importedIds ?? [])]);
    },
  };
  const plugins = config.plugins.filter((plugin) => plugin && plugin.name !== 'prune-output');
  const bundle = await rollup({ ...config, plugins: [...plugins, recordGraph], onwarn: () => {} });
  const { output } = await bundle.generate({ ...config.output, sourcemap: false });
  await bundle.close();
  return output;
}

export async function buildPortal(): Promise<PortalBuildData> {
  const graph = new Map<string, readonly string[]>();
  const [portalOutput, guestOutput] = [await generate(portalConfig, graph), await generate(guestConfig, graph)];
  const html = String((portalOutput.find((item) => item.fileName === 'index.html') as OutputAsset).source);
  const chunksOf = (output: typeof portalOutput) => output.filter((item): item is OutputChunk => item.type === 'chunk');
  const portalChunks = chunksOf(portalOutput);
  const guestChunks = chunksOf(guestOutput);
  const entry = portalChunks.find((chunk) => chunk.isEntry && chunk.name === 'main')!;
  const guest = guestChunks.find((chunk) => chunk.isEntry && chunk.name === 'guest')!;
  const core = portalChunks.find((chunk) => chunk.name === 'core')!;
  const output = [...portalOutput, ...guestOutput];
  const screens = Object.fromEntries(
    output
      .filter((item): item is OutputAsset => item.type === 'asset' && /^screens\/.*\.html$/.test(item.fileName))
      .map((item) => [item.fileName, String(item.source)]),
  );
  const firstScreen = new Set<string>();
  const visit = (id: string) => {
    if (firstScreen.has(id)) return;
    firstScreen.add(id);
    for (const next of graph.get(id) ?? []) visit(next);
  };
  visit(entry.facadeModuleId!);
  visit(guest.facadeModuleId!);
  visit(LOGIN_PAGE);
  const plain = (build: PortalChunk['build']) => (chunk: OutputChunk) => ({
    fileName: chunk.fileName,
    build,
    isEntry: chunk.isEntry,
    isDynamicEntry: chunk.isDynamicEntry,
    facadeModuleId: chunk.facadeModuleId,
    modules: Object.fromEntries(
      Object.entries(chunk.modules).map(([id, module]) => [id, { renderedLength: module.renderedLength }]),
    ),
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    code: chunk.code,
  });
  return {
    entry: entry.fileName,
    guest: guest.fileName,
    core: core.fileName,
    screens,
    preloads: [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g)].map((match) => match[1]!),
    chunks: [...portalChunks.map(plain('portal')), ...guestChunks.map(plain('guest'))],
    firstScreen: [...firstScreen],
    // screens.json is written by both builds alike: one copy
    copies: [
      ...compressedCopies(portalOutput),
      ...compressedCopies(guestOutput).filter((file) => file.fileName !== 'screens.json'),
    ],
  };
}
