// The portal's first load (issue 16): index.html modulepreloads only what the first screen needs.
// The portal is built in memory with its own config (rollup.config.mjs portalConfig), once per run
// (tests/build/global-setup.ts); a chunk that index.html preloads may hold only source modules the
// entry or the login screen imports statically: a page, dashboard card or store reached through
// import() is loaded on first use.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPortal, type BuiltPortal } from './built.ts';
import { LOGIN_PAGE } from './portal-output.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');

describe('portal index.html', () => {
  let built: BuiltPortal;
  beforeAll(() => {
    built = builtPortal();
  });

  it('preloads no chunk holding a module the login screen does not need (pages, cards and stores load on first use).', () => {
    expect(built.preloads.length).toBeGreaterThan(0);
    const strays = built.preloads.flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .filter((id) => !id.startsWith('\0') && !built.firstScreen.has(id))
        .map((id) => `${file}: ${relative(id)}`),
    );
    expect(strays).toEqual([]);
  });

  it('keeps the login page out of the preloads of other screens’ code, and loads it as its own chunk.', () => {
    const login = [...built.chunks.values()].find((chunk) => chunk.facadeModuleId === LOGIN_PAGE);
    expect(login?.isDynamicEntry).toBe(true);
  });

  it('keeps @sentry/browser and the Matomo loader out of the entry and the preloads: chunks of their own, loaded only when configured.', () => {
    const analytics = (id: string) =>
      id.includes('/node_modules/@sentry/') || id.endsWith('src/portal/tracking/matomo.ts');
    const holders = [...built.chunks.values()].filter((chunk) => Object.keys(chunk.modules).some(analytics));
    expect(holders.length).toBeGreaterThan(0);
    for (const chunk of holders) {
      expect(chunk.isEntry, chunk.fileName).toBe(false);
      expect(built.preloads, chunk.fileName).not.toContain(chunk.fileName);
    }
    expect([...built.firstScreen].filter(analytics)).toEqual([]);
  });
});
