// globalSetup of the 'bundles' project (vitest.config.ts): the packages the widget script builds
// from source, bundled ONCE per run for every test file that loads them (embed-pusher.ts,
// embed-echo.ts), into a folder of this run that goes with it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeNodeBundle, type NodeBundleName } from '../server/realtime/bundle-for-node.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Bundle name -> the ES module file built for this run. */
    nodeBundles: Partial<Record<NodeBundleName, string>>;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-test-bundles-'));
  try {
    // one after the other: rollup (wasm) is CPU-bound, and the tests share two cores
    const pusher = await writeNodeBundle(dir, 'pusher');
    const echo = await writeNodeBundle(dir, 'echo');
    project.provide('nodeBundles', { pusher, echo });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
