// Demo mode's `club client-updated`: the portal offers an update only for a really newer build
// (docs/contracts.md §7.1), so with one build deployed the command alone would show nothing. In
// demo mode it first re-stamps the deployed portal as a newer build, as `npm run build` would
// (version.json and the <meta name="club:build"> of index.html and of the prerendered screens, with
// the compressed copies the server sends; the same code under a new id); open portals then find the
// newer build and offer it, and a reloaded page runs it.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The build's id form (build/rollup/portal-output.mjs): `0.1.0+mbx3k2a1`, version + base-36 build time. */
const BUILD_ID = /^(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\+([0-9a-z]+)$/;

/**
 * The id after `running` at `now`: our form keeps its version and gets a later build time (never
 * earlier than the running one's, whatever the clock says); another form (a commit hash from
 * CLUB_BUILD_ID) gets a suffix, and a different id counts as newer to the portal.
 */
export function bumpedBuildId(running: string, now: Date): string {
  const m = BUILD_ID.exec(running);
  if (!m) return `${running}-demo.${now.getTime().toString(36)}`;
  const time = Math.max(parseInt(m[2]!, 36) + 1, now.getTime());
  return `${m[1]}+${time.toString(36)}`;
}

/** Re-stamps the portal built into `portalDir`; null when no portal is built there. */
export function restampDeployedBuild(portalDir: string, now: Date): { from: string; to: string } | null {
  const versionFile = path.join(portalDir, 'version.json');
  const indexFile = path.join(portalDir, 'index.html');
  if (!existsSync(versionFile) || !existsSync(indexFile)) return null;
  const from = (JSON.parse(readFileSync(versionFile, 'utf8')) as { version?: unknown }).version;
  if (typeof from !== 'string' || from === '') return null;
  const to = bumpedBuildId(from, now);
  // The documents first: a page loaded between the writes already runs the new id.
  const screensDir = path.join(portalDir, 'screens');
  const screens = existsSync(screensDir)
    ? readdirSync(screensDir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => path.join(screensDir, name))
    : [];
  for (const file of [indexFile, ...screens]) {
    const html = readFileSync(file, 'utf8').replace(
      /(<meta name="club:build" content=")[^"]*(")/,
      (_all, open: string, close: string) => `${open}${to}${close}`,
    );
    replaceWithCopies(file, html);
  }
  replaceWithCopies(versionFile, JSON.stringify({ version: to }) + '\n');
  return { from, to };
}

/** The file and the compressed copies beside it (server/http/static.ts sends those first). */
function replaceWithCopies(file: string, text: string): void {
  replaceFile(file, text);
  if (existsSync(`${file}.br`)) replaceFile(`${file}.br`, brotliCompressSync(text));
  if (existsSync(`${file}.gz`)) replaceFile(`${file}.gz`, gzipSync(text, { level: 9 }));
}

/** Written beside, then renamed over: the running server never serves half a file. */
function replaceFile(file: string, contents: string | Uint8Array): void {
  const next = `${file}.${process.pid}.tmp`;
  writeFileSync(next, contents);
  renameSync(next, file);
}
