// Rollup plugin: a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the
// server sends each file compressed without compressing it per request (server/http/static.ts picks
// by Accept-Encoding). Last in the plugin list: it copies what the other plugins emitted too
// (index.html, version.json, the prerendered screens, club-widgets.js).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing; images (the PNG tab icon) are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/** The two copies of one file: Brotli at its best quality, gzip -9 (built once, served many times). */
export async function compressedCopies(source) {
  const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

export function precompress() {
  return {
    name: 'precompress',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
        await Promise.all(
          files.map(async (file) => {
            const { br, gz } = await compressedCopies(file.type === 'chunk' ? file.code : file.source);
            this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: br });
            this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gz });
          }),
        );
      },
    },
  };
}
