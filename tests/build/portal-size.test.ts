// What /login downloads before its screen shows, gzip -9 (bytes are deterministic), on the
// production build: the guest entry (preact/compat with the screens' code: rollup.config.mjs
// guestConfig) and the login page's chunk (their texts come as data chunks beside them).
// `npm run bench -- portal` prints the same figure beside the libraries' floor.
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPortal, type BuiltPortal } from './built.ts';
import { LOGIN_PAGE } from './portal-output.ts';

const KB = 1024;

/** The login route's scripts: the guest entries' (the one that starts after the first frame, the app) and the login page's chunks with their static imports. */
function loginScripts(built: BuiltPortal): string[] {
  const login = [...built.chunks.values()].find(
    (chunk) => chunk.facadeModuleId === LOGIN_PAGE && chunk.build === 'guest',
  )!;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of built.chunks.get(file)!.imports) visit(next);
  };
  const paintFirst = [...built.chunks.values()].find(
    (chunk) => chunk.build === 'guest' && chunk.isEntry && chunk.fileName.includes('/guest-paint-first-'),
  )!;
  [paintFirst.fileName, built.guest, login.fileName].forEach(visit);
  return [...seen];
}

describe('the portal build', () => {
  let built: BuiltPortal;
  beforeAll(() => {
    built = builtPortal();
  });

  // With React (vendor, core, the guest entry and the page) it was 94.1 KB; under preact/compat 32.5 KB.
  it('keeps the scripts /login loads (the guest entry, the login page) within 34 KB gzip', () => {
    const gzip = loginScripts(built).reduce(
      (sum, file) => sum + gzipSync(built.chunks.get(file)!.code, { level: 9 }).length,
      0,
    );
    expect(gzip).toBeGreaterThan(20 * KB);
    expect(gzip).toBeLessThanOrEqual(34 * KB);
  });
});
