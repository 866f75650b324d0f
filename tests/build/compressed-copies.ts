// The Brotli and gzip copies a build writes beside its files (build/rollup/precompress.mjs), checked
// against the files themselves: plain data the build tests read (global-setup.ts hands it over).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { OutputAsset, OutputChunk } from 'rollup';

/** One file of a build and whether each copy is there and decompresses to exactly its bytes. */
export interface CompressedCopies {
  fileName: string;
  bytes: number;
  br: number | null;
  gz: number | null;
}

export const isCopy = (fileName: string) => /\.(br|gz)$/.test(fileName);

const bytesOf = (file: OutputChunk | OutputAsset) => Buffer.from(file.type === 'chunk' ? file.code : file.source);

/** Every file of `output` that is not itself a copy, with its copies' sizes (null: missing or wrong). */
export function compressedCopies(output: readonly (OutputChunk | OutputAsset)[]): CompressedCopies[] {
  const byName = new Map(output.map((file) => [file.fileName, file]));
  const copy = (original: Buffer, name: string, decompress: (bytes: Buffer) => Buffer) => {
    const file = byName.get(name);
    if (!file) return null;
    const bytes = bytesOf(file);
    return decompress(bytes).equals(original) ? bytes.length : null;
  };
  return output
    .filter((file) => !isCopy(file.fileName))
    .map((file) => {
      const original = bytesOf(file);
      return {
        fileName: file.fileName,
        bytes: original.length,
        br: copy(original, `${file.fileName}.br`, brotliDecompressSync),
        gz: copy(original, `${file.fileName}.gz`, gunzipSync),
      };
    });
}
