// Packages bundled with the widget script's own rollup plugins, loaded in Node as ES modules, so
// tests run the very code the widget script ships (embed-echo.ts, embed-pusher.ts). They are built
// ONCE per test run by tests/setup/bundles.ts (the 'bundles' project's globalSetup), not by each
// test file that loads them: the pusher-js build alone takes seconds of CPU.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup, type Plugin } from 'rollup';
// @ts-expect-error: plain ESM config without type declarations
import { laravelEchoPusherOnly } from '../../../build/rollup/laravel-echo-pusher-only.mjs';
// @ts-expect-error: plain ESM config without type declarations
import { pusherWebSocketOnly } from '../../../build/rollup/pusher-websocket-only.mjs';
// @ts-expect-error: plain ESM config without type declarations
import { embedConfig } from '../../../rollup.config.mjs';

interface NodeBundle {
  input: string;
  plugins: () => Plugin[];
  /** Rollup warning codes the widget script's build lets through too. */
  allowedWarnings?: readonly string[];
}

export const nodeBundles = {
  // from its TypeScript sources, ws/wss only; pusher-js's own import cycles (pusher -> runtime ->
  // ... -> logger -> pusher) pass, as embedConfig's onwarn lets them
  pusher: { input: 'pusher-js', plugins: () => [pusherWebSocketOnly()], allowedWarnings: ['CIRCULAR_DEPENDENCY'] },
  // from its TypeScript sources, the Pusher connector only
  echo: { input: 'laravel-echo', plugins: () => [laravelEchoPusherOnly()] },
} satisfies Record<string, NodeBundle>;

export type NodeBundleName = keyof typeof nodeBundles;

/**
 * Writes the bundle `name` as one ES module into `dir` and answers its path. Any rollup warning
 * fails the build, except the allowed codes: a warning here means the build differs from what was meant.
 */
export async function writeNodeBundle(dir: string, name: NodeBundleName): Promise<string> {
  const bundle: NodeBundle = nodeBundles[name];
  const allowed = bundle.allowedWarnings ?? [];
  const build = await rollup({
    input: bundle.input,
    plugins: bundle.plugins(),
    treeshake: embedConfig.treeshake,
    onwarn: (warning) => {
      if (!allowed.includes(warning.code ?? '')) throw new Error(warning.message);
    },
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, output[0].code);
  return file;
}

/** The default export of a bundle file the globalSetup wrote. */
export async function importNodeBundle<T>(file: string | undefined): Promise<T> {
  if (!file) throw new Error("This run built no such bundle: a test file that loads one belongs in the 'bundles' project (vitest.config.ts).");
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: T }).default;
}
