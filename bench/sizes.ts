// Size of the embed script beside the floor of its libraries, each bundled the same way in this run.
import { gzipSync } from 'node:zlib';
import { rollup, type Plugin } from 'rollup';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../rollup.config.mjs';
import { kb, printSection } from './report.ts';

async function gzipOf(input: string | Plugin[], plugins?: Plugin[]): Promise<{ raw: number; gzip: number }> {
  const bundle = await rollup({ ...embedConfig, input, plugins: plugins ?? embedConfig.plugins, onwarn: () => {} });
  const { output } = await bundle.generate({ ...embedConfig.output, sourcemap: false });
  await bundle.close();
  const code = output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

/** A virtual entry that imports and keeps the named libraries, so tree-shaking cannot drop them. */
function virtualEntry(source: string): Plugin {
  return {
    name: 'virtual-entry',
    resolveId: (id) => (id === 'virtual:entry' ? id : null),
    load: (id) => (id === 'virtual:entry' ? source : null),
  };
}

export async function benchSizes(): Promise<void> {
  const embed = await gzipOf(embedConfig.input);
  const floorSource = `
    import * as compat from 'preact/compat';
    import * as nanostores from 'nanostores';
    import { ofetch } from 'ofetch';
    import rosetta from 'rosetta';
    import Pusher from 'pusher-js';
    import Echo from 'laravel-echo';
    globalThis.__keep = [compat, nanostores, ofetch, rosetta, Pusher, Echo];
  `;
  const floor = await gzipOf('virtual:entry', [virtualEntry(floorSource), ...embedConfig.plugins]);
  printSection('Embed script size (dist/embed/club-widgets.js)', [
    { figure: 'gzip', value: kb(embed.gzip), baseline: kb(floor.gzip), baselineName: 'its libraries alone (preact/compat, nanostores, ofetch, rosetta, pusher-js, laravel-echo)' },
    { figure: 'minified', value: kb(embed.raw), baseline: kb(floor.raw), baselineName: 'same libraries, minified' },
    { figure: 'our own code (gzip, approx.)', value: kb(Math.max(0, embed.gzip - floor.gzip)), baseline: kb(50 * 1024), baselineName: 'budget for the whole script (npm test fails above it)' },
  ]);
}
