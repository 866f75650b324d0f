// The portal build's lazy imports call __clubPreload with the chunk's own imports
// (build/rollup/portal-output.mjs preloadDependencies): each is requested once, as a module
// preload beside the chunk, and the import itself goes ahead.
import { afterEach, describe, expect, it } from 'vitest';
import '../../../src/portal/router/preload-chunks.ts';

type Preload = <T>(deps: readonly string[], load: () => Promise<T>) => Promise<T>;
const preload = (globalThis as unknown as { __clubPreload: Preload }).__clubPreload;
const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

afterEach(() => links().forEach((link) => link.remove()));

describe('__clubPreload', () => {
  it('adds a modulepreload link per dependency of the chunk, once per file, and loads the chunk', async () => {
    const loaded = await preload(['./store-a.js', './dialog-b.js'], async () => 'chunk');
    await preload(['./dialog-b.js', './format-c.js'], async () => 'other');
    expect(loaded).toBe('chunk');
    expect(links().map((link) => new URL(link.href).pathname.split('/').pop())).toEqual([
      'store-a.js',
      'dialog-b.js',
      'format-c.js',
    ]);
  });
});
