// fflate enters the server through this file only: the privacy export's ZIP (docs/spec.md §11).
import { strToU8, zipSync } from 'fflate';

/** A ZIP of the named files (text is stored as UTF-8), deflated, with `at` as every file's time. */
export function zipFiles(files: Record<string, string | Uint8Array>, at: Date): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, content]) => [
        name,
        [typeof content === 'string' ? strToU8(content) : content, { mtime: at }],
      ]),
    ),
    { level: 6 },
  );
}
