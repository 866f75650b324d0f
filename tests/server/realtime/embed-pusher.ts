// pusher-js exactly as the widget script bundles it (rollup.config.mjs pusherWebSocketOnly: built
// from its TypeScript sources, ws/wss only, no stats, no encrypted channels), as an ES module for
// Node, so the real-client tests run against it too. Node has the globals its runtime uses:
// WebSocket, fetch, Request, Headers, crypto.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Pusher from 'pusher-js';
import { rollup } from 'rollup';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig, pusherWebSocketOnly } from '../../../rollup.config.mjs';

export async function loadEmbedPusher(): Promise<typeof Pusher> {
  const bundle = await rollup({
    input: 'pusher-js',
    plugins: [pusherWebSocketOnly()],
    treeshake: embedConfig.treeshake,
    onwarn: (warning) => {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') throw new Error(warning.message);
    },
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'club-embed-pusher-'));
  const file = path.join(dir, 'pusher.mjs');
  writeFileSync(file, output[0].code);
  try {
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: typeof Pusher }).default;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
