// A package bundled with the widget script's own rollup plugins, loaded in Node as an ES module, so
// tests run the very code the widget script ships (embed-echo.ts, embed-pusher.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup, type Plugin } from 'rollup';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../../../rollup.config.mjs';

/**
 * The default export of `input` bundled with `plugins` and embedConfig's tree-shaking. Any rollup
 * warning fails the load, except the codes in `allowedWarnings`: a warning here means the build
 * differs from what was meant.
 */
export async function bundleForNode<T>(input: string, plugins: Plugin[], allowedWarnings: readonly string[] = []): Promise<T> {
  const bundle = await rollup({
    input,
    plugins,
    treeshake: embedConfig.treeshake,
    onwarn: (warning) => {
      if (!allowedWarnings.includes(warning.code ?? '')) throw new Error(warning.message);
    },
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  // Node imports files, not strings: the bundle goes to a temporary module, gone once loaded.
  const dir = mkdtempSync(path.join(tmpdir(), `club-embed-${input}-`));
  const file = path.join(dir, 'bundle.mjs');
  writeFileSync(file, output[0].code);
  try {
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: T }).default;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
