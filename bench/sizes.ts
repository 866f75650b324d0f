// The widget script's size beside the floor of its libraries, both bundled in this run: the floor is
// an entry importing exactly what the script's own code imports from its libraries (read from the
// script's build), tree-shaken. Bundled once with the script's own plugins (which build pusher-js,
// laravel-echo and ofetch trimmed to what the widgets use, build/rollup/), and once from the
// published packages, which shows what that trimming saves.
import { gzipSync } from 'node:zlib';
import { rollup, type Plugin } from 'rollup';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../rollup.config.mjs';
import { collectLibraryImports, floorEntry, packageNames, type LibraryImports } from './library-imports.ts';
import { kb, printSection } from './report.ts';

// the build/rollup/ plugins that swap library internals for the embed's trimmed ones
const TRIMMING = new Set(['pusher-websocket-only', 'laravel-echo-pusher-only', 'ofetch-dependencies']);

interface Size {
  raw: number;
  gzip: number;
}

async function sizeOf(input: string, plugins: Plugin[]): Promise<Size> {
  const bundle = await rollup({ ...embedConfig, input, plugins, onwarn: () => {} });
  const { output } = await bundle.generate({ ...embedConfig.output, sourcemap: false });
  await bundle.close();
  const code = output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

const virtualEntry = (source: string): Plugin => ({
  name: 'virtual-entry',
  resolveId: (id) => (id === 'virtual:floor' ? id : null),
  load: (id) => (id === 'virtual:floor' ? source : null),
});

export async function benchSizes(): Promise<void> {
  const imports: LibraryImports = new Map();
  const plugins = (embedConfig.plugins as (Plugin | false)[]).filter((plugin): plugin is Plugin => Boolean(plugin));
  const script = await sizeOf(embedConfig.input, [...plugins, collectLibraryImports(imports)]);
  const entry = virtualEntry(floorEntry(imports));
  const floor = await sizeOf('virtual:floor', [entry, ...plugins]);
  const published = await sizeOf('virtual:floor', [entry, ...plugins.filter((plugin) => !TRIMMING.has(plugin.name))]);

  const libraries = packageNames(imports).join(', ');
  const names = [...imports.values()].reduce((sum, set) => sum + set.size, 0);
  const floorIs = `its libraries alone: the ${names} imports the script takes from them, tree-shaken, bundled with the script's plugins`;
  printSection('Widget script size (embed/index.ts bundled as dist/embed/club-widgets.js, in this run)', [
    { figure: 'widget script, gzip -9', value: kb(script.gzip), baseline: kb(floor.gzip), baselineName: floorIs },
    { figure: 'widget script, minified', value: kb(script.raw), baseline: kb(floor.raw), baselineName: floorIs },
    { figure: 'its libraries alone, gzip -9', value: kb(floor.gzip), baseline: kb(published.gzip), baselineName: 'the same imports from the published packages (pusher-js web build, laravel-echo dist, ofetch with ufo and destr)' },
  ], [`libraries: ${libraries}; npm test fails the script above 50 KB gzip (tests/build/embed-size.test.ts). KB = 1024 bytes.`]);
}
