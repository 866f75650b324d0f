// The portal build in memory (rollup.config.mjs portalConfig), as plain data the preload tests
// read: index.html's modulepreloads, each chunk's modules, imports and code, and the source modules the entry or the
// login page reach through static imports (the first screen). Built once per run (global-setup.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup, type OutputAsset, type OutputChunk, type Plugin } from 'rollup';
import { compressedCopies, type CompressedCopies } from './compressed-copies.ts';
// @ts-expect-error: plain ESM config without type declarations
import { portalConfig } from '../../rollup.config.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const LOGIN_PAGE = path.join(root, 'src/modules/account/pages/login-page.tsx');

/** A chunk as rollup wrote it, as plain data (module ids without their code), so the run can hand it to every test file. */
export interface PortalChunk {
  fileName: string;
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
  /** The guest entry's file name (src/portal/guest.tsx, a prerendered account screen). */
  guest: string;
  /** The file of what both entries and the login page share (build/rollup/portal-output.mjs CORE_CHUNK). */
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

export async function buildPortal(): Promise<PortalBuildData> {
  const graph = new Map<string, readonly string[]>();
  const recordGraph: Plugin = {
    name: 'record-static-graph',
    generateBundle() {
      for (const id of this.getModuleIds()) graph.set(id, this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  const plugins = (portalConfig.plugins as Plugin[]).filter((plugin) => plugin.name !== 'prune-output');
  const bundle = await rollup({ ...portalConfig, plugins: [...plugins, recordGraph], onwarn: () => {} });
  const { output } = await bundle.generate({ ...portalConfig.output, sourcemap: false });
  await bundle.close();
  const html = String((output.find((item) => item.fileName === 'index.html') as OutputAsset).source);
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main')!;
  const guest = chunks.find((chunk) => chunk.isEntry && chunk.name === 'guest')!;
  const core = chunks.find((chunk) => chunk.name === 'core')!;
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
  return {
    entry: entry.fileName,
    guest: guest.fileName,
    core: core.fileName,
    screens,
    preloads: [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g)].map((match) => match[1]!),
    chunks: chunks.map((chunk) => ({
      fileName: chunk.fileName,
      isEntry: chunk.isEntry,
      isDynamicEntry: chunk.isDynamicEntry,
      facadeModuleId: chunk.facadeModuleId,
      modules: Object.fromEntries(
        Object.entries(chunk.modules).map(([id, module]) => [id, { renderedLength: module.renderedLength }]),
      ),
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      code: chunk.code,
    })),
    firstScreen: [...firstScreen],
    copies: compressedCopies(output),
  };
}
