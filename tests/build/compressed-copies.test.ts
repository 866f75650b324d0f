// Every text file of both builds has a Brotli and a gzip copy beside it that decompresses to exactly
// its bytes (build/rollup/precompress.mjs), so the server never sends one uncompressed to a browser
// that accepts an encoding (server/http/static.ts).
import { describe, expect, inject, it } from 'vitest';
// @ts-expect-error: plain ESM build plugin without type declarations
import { COMPRESSIBLE } from '../../build/rollup/precompress.mjs';
import type { CompressedCopies } from './compressed-copies.ts';

const missing = (copies: CompressedCopies[]) =>
  copies.filter((file) => COMPRESSIBLE.test(file.fileName) && (file.br === null || file.gz === null));

describe('the compressed copies of the build', () => {
  it('are beside every file of the portal: hashed chunks, index.html, version.json, the prerendered screens', () => {
    const copies = inject('portalBuild').copies;
    const names = copies.map((file) => file.fileName);
    expect(names).toEqual(expect.arrayContaining(['index.html', 'version.json']));
    expect(names.filter((name) => name.startsWith('assets/')).length).toBeGreaterThan(50);
    expect(missing(copies)).toEqual([]);
  });

  it('are beside every widget file: club-widgets.js, the loader and the parts', () => {
    const copies = inject('embedCopies');
    expect(copies.map((file) => file.fileName)).toContain('club-widgets.js');
    expect(copies.length).toBeGreaterThan(10);
    expect(missing(copies)).toEqual([]);
  });

  it('are smaller than the file in Brotli than in gzip -9 for every file of 1 KB and more', () => {
    for (const copies of [inject('portalBuild').copies, inject('embedCopies')]) {
      for (const file of copies.filter((item) => COMPRESSIBLE.test(item.fileName) && item.bytes >= 1024)) {
        expect(file.br!, file.fileName).toBeLessThan(file.gz!);
        expect(file.gz!, file.fileName).toBeLessThan(file.bytes);
      }
    }
  });
});
