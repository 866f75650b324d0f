// The portal's first load (issue 16): index.html modulepreloads only what the first screen needs.
// The portal is built in memory with its own config (rollup.config.mjs portalConfig), once for this
// file; a chunk that index.html preloads may hold only source modules the entry or the login screen
// imports statically: a page, dashboard card or store reached through import() is loaded on first use.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup, type OutputAsset, type OutputChunk, type Plugin } from 'rollup';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM config without type declarations
import { portalConfig } from '../../rollup.config.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const LOGIN_PAGE = path.join(root, 'src/modules/account/pages/login-page.tsx');
const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');

interface Built {
  preloads: string[];
  chunks: Map<string, OutputChunk>;
  /** Source modules the entry or the login page reach through static imports. */
  firstScreen: Set<string>;
}

async function buildPortal(): Promise<Built> {
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
  const entry = output.find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry)!;
  const firstScreen = new Set<string>();
  const visit = (id: string) => {
    if (firstScreen.has(id)) return;
    firstScreen.add(id);
    for (const next of graph.get(id) ?? []) visit(next);
  };
  visit(entry.facadeModuleId!);
  visit(LOGIN_PAGE);
  return {
    preloads: [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g)].map((match) => match[1]!),
    chunks: new Map(
      output.filter((item): item is OutputChunk => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
    ),
    firstScreen,
  };
}

describe('portal index.html', () => {
  let built: Built;
  beforeAll(async () => {
    built = await buildPortal();
  }, 120_000);

  it('preloads no chunk holding a module the login screen does not need (pages, cards and stores load on first use).', () => {
    expect(built.preloads.length).toBeGreaterThan(0);
    const strays = built.preloads.flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .filter((id) => !id.startsWith('\0') && !built.firstScreen.has(id))
        .map((id) => `${file}: ${relative(id)}`),
    );
    expect(strays).toEqual([]);
  });

  it('keeps the login page out of the preloads of other screens’ code, and loads it as its own chunk.', () => {
    const login = [...built.chunks.values()].find((chunk) => chunk.facadeModuleId === LOGIN_PAGE);
    expect(login?.isDynamicEntry).toBe(true);
  });

  it('keeps @sentry/browser and the Matomo loader out of the entry and the preloads: chunks of their own, loaded only when configured.', () => {
    const analytics = (id: string) =>
      id.includes('/node_modules/@sentry/') || id.endsWith('src/portal/tracking/matomo.ts');
    const holders = [...built.chunks.values()].filter((chunk) => Object.keys(chunk.modules).some(analytics));
    expect(holders.length).toBeGreaterThan(0);
    for (const chunk of holders) {
      expect(chunk.isEntry, chunk.fileName).toBe(false);
      expect(built.preloads, chunk.fileName).not.toContain(chunk.fileName);
    }
    expect([...built.firstScreen].filter(analytics)).toEqual([]);
  });
});
