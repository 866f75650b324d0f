// laravel-echo exactly as the widget script bundles it (rollup.config.mjs laravelEchoPusherOnly:
// built from its TypeScript sources, Pusher connector only: the socket.io and null connectors and
// the presence and encrypted channels replaced by classes that throw), as an ES module for Node,
// so the real-client tests run with it too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Echo from 'laravel-echo';
import { rollup } from 'rollup';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig, laravelEchoPusherOnly } from '../../../rollup.config.mjs';

export async function loadEmbedEcho(): Promise<typeof Echo> {
  const bundle = await rollup({
    input: 'laravel-echo',
    plugins: [laravelEchoPusherOnly()],
    treeshake: embedConfig.treeshake,
    onwarn: (warning) => {
      throw new Error(warning.message);
    },
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'club-embed-echo-'));
  const file = path.join(dir, 'echo.mjs');
  writeFileSync(file, output[0].code);
  try {
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: typeof Echo }).default;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
