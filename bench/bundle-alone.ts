// A page's script bundled alone with the portal's plugins (bench/portal-load.ts' floor and hello
// page, bench/first-paint.ts' hello page): the same build as the portal's, minus its outputs.
import { rollup, type OutputChunk, type Plugin } from 'rollup';
// @ts-expect-error: plain ESM config without type declarations
import { portalConfig } from '../rollup.config.mjs';

/** Bundles `source` with the portal's plugins, minified as the portal is; answers the ES chunks. */
export async function bundleAlone(source: string): Promise<OutputChunk[]> {
  const entry: Plugin = {
    name: 'virtual-entry',
    resolveId: (id) => (id === 'virtual:entry' ? id : null),
    load: (id) => (id === 'virtual:entry' ? source : null),
  };
  const plugins = (portalConfig.plugins as Plugin[]).filter(
    (plugin) => plugin && !['prune-output', 'portal-html', 'prerender-screens', 'precompress'].includes(plugin.name),
  );
  const bundle = await rollup({ input: 'virtual:entry', plugins: [entry, ...plugins], onwarn: () => {} });
  const { output } = await bundle.generate({ format: 'es', sourcemap: false });
  await bundle.close();
  return output.filter((item): item is OutputChunk => item.type === 'chunk');
}
