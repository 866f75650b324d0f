// The portal's tab icon: the browser decodes a page's favicon on the page's main thread,
// and an SVG one is a document of its own there (~9 ms at 1x CPU, inside the Dashboard's first
// load); a PNG costs a few pixels. index.html names it and the build emits the file it names.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM without type declarations
import { portalHtml } from '../../build/rollup/portal-output.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the portal tab icon', () => {
  it('is a PNG the build emits, not an SVG document on the main thread', () => {
    const html = readFileSync(`${root}src/portal/index.html`, 'utf8');
    const link = /<link rel="icon" href="\/([^"]+)" type="([^"]+)"/.exec(html);
    expect(link?.[2]).toBe('image/png');
    const emitted: { fileName: string; source: unknown }[] = [];
    const entry = { type: 'chunk', isEntry: true, name: 'main', fileName: 'assets/main.js', imports: [] };
    portalHtml('test').generateBundle.call(
      { emitFile: (file: { fileName: string; source: unknown }) => emitted.push(file) },
      {},
      { 'assets/main.js': entry },
    );
    const icon = emitted.find((file) => file.fileName === link![1]);
    expect(icon).toBeDefined();
    expect(
      Buffer.from(icon!.source as Uint8Array)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});
