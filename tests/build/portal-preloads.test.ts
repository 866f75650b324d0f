// The portal's first load: index.html modulepreloads only what the first screen needs,
// and /login (the guest entry, docs/architecture.md decision 14) downloads only what the login screen imports. The portal is built in memory with its
// own configs (rollup.config.mjs portalConfig, and guestConfig for the guest screens), once per run (global-setup.ts); a chunk that
// index.html preloads or the login route loads may hold only source modules the entry or the login
// screen imports statically: a page, dashboard card, store or members' shell part reached through import() is
// loaded on first use, its chunk's own imports named where it is loaded (preloadDependencies).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPortal, type BuiltPortal } from './built.ts';
import { LOGIN_PAGE } from './portal-output.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const APP_LAYOUT = path.join(root, 'src/portal/layouts/app-layout.tsx');
const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');

/** Files `files` import statically, transitively, with themselves. */
function staticClosure(built: BuiltPortal, files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of built.chunks.get(file)!.imports) visit(next);
  };
  files.forEach(visit);
  return seen;
}

/** A page's chunk in one of the two builds: the guest screens' (what /login loads) or the whole portal's (in-app). */
const pageChunk = (built: BuiltPortal, id: string, build: 'portal' | 'guest') =>
  [...built.chunks.values()].find((chunk) => chunk.facadeModuleId === id && chunk.build === build);

/** The JavaScript files /login downloads for its screen: the guest entry's and the login page's, with their imports. */
function loginDownloads(built: BuiltPortal): Set<string> {
  return staticClosure(built, [built.guest, pageChunk(built, LOGIN_PAGE, 'guest')!.fileName]);
}

/** Files every page of the portal has loaded before a lazy chunk: vendor, and what both entries share. */
const alwaysLoaded = (built: BuiltPortal, file: string) => /\/vendor-/.test(file) || file === built.core;

// Files under account/store/ that hold no state (the sign-in form's wording of problems and rules,
// whether a browser wallet is there, whether it can use passkeys): the login form imports them, so
// they are in the shared core file.
const SIGN_IN_FORM_HELPERS = [
  'src/modules/account/store/texts.ts',
  'src/modules/account/store/browser-wallet.ts',
  'src/modules/account/store/passkey-support.ts',
];

describe('portal first load', () => {
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

  it('the login route downloads only modules the login screen imports: no page, card, store or member shell part of another screen.', () => {
    const strays = [...loginDownloads(built)].flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .filter((id) => !id.startsWith('\0') && !built.firstScreen.has(id))
        .map((id) => `${file}: ${relative(id)}`),
    );
    expect(loginDownloads(built).size).toBeGreaterThanOrEqual(2);
    expect(strays).toEqual([]);
  });

  it("keeps the members' shell (layout, sidebar, top bar, realtime, notifications, client update) out of the guest path.", () => {
    const memberOnly =
      /^src\/(portal\/layouts\/(app-layout|sidebar|top-bar|footer|update-banner|ghost-banner)|core\/realtime\/|core\/header\/|modules\/notifications\/(?!index\.ts)|modules\/common\/(store|components)\/(client-update|terms-update|instruction|push-registration))/;
    const found = [...loginDownloads(built)].flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .map(relative)
        .filter((id) => memberOnly.test(id)),
    );
    expect(found).toEqual([]);
  });

  it("keeps the modules' definitions (member routes, sidebar, settings pages, cards) off the login route: the account screens' routes suffice.", () => {
    const definitions =
      /^src\/(portal\/(modules|shell-module)\.ts|modules\/(?!common\/)[^/]+\/index\.ts|modules\/account\/pages\/settings\/index\.ts)$/;
    const found = [...loginDownloads(built)].flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .map(relative)
        .filter((id) => definitions.test(id)),
    );
    expect(found).toEqual([]);
  });

  it('keeps what the login screen shows only on interaction out of the login route: the language menu (the menu button, with its popup’s sheet), the toasts (with their sheet), the refusals of a browser wallet (wallet sign-in) and the icon set.', () => {
    const onInteraction =
      /^src\/(ui\/(menu-button|menu-item|popup-placement|use-outside-press|toast|icon|icon-paths)\.tsx?|ui\/(toast|menu)\.css\?inline|modules\/common\/components\/language-menu\.tsx|modules\/account\/store\/wallet-error\.ts)$/;
    const found = [...loginDownloads(built)].flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .map(relative)
        .filter((id) => onInteraction.test(id)),
    );
    expect(found).toEqual([]);
  });

  it('keeps the tracking code (core/tracking.ts, its start) off the login route: it loads when GET config names Matomo or Sentry.', () => {
    const found = [...loginDownloads(built)].flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .map(relative)
        .filter((id) => /^src\/(core\/tracking|portal\/tracking\/start-tracking)\.ts$/.test(id)),
    );
    expect(found).toEqual([]);
  });

  it('keeps the skeleton (placeholder lines, ui/skeleton.tsx, and its sheet) off the login route: only members’ screens and the widgets show it.', () => {
    const found = [...loginDownloads(built)].flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .map(relative)
        .filter((id) => /^src\/ui\/skeleton\.(tsx|css\?inline)$/.test(id)),
    );
    expect(found).toEqual([]);
    const code = [...loginDownloads(built)].map((file) => built.chunks.get(file)!.code).join('\n');
    expect(code).not.toContain('club-skeleton');
  });

  it('keeps the fields the login form does not show (multi-line, select, checkbox) off the login route.', () => {
    const found = [...loginDownloads(built)].flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .map(relative)
        .filter((id) => /^src\/ui\/(textarea|select|checkbox)-field\.tsx$/.test(id)),
    );
    expect(found).toEqual([]);
  });

  it("keeps the members' chunk off the guest screens Lock, Recover, Reset password and the wallet sign-in.", () => {
    const guest = ['lock-page', 'recover-page', 'reset-password-page'].map((name) =>
      path.join(root, `src/modules/account/pages/${name}.tsx`),
    );
    guest.push(path.join(root, 'src/modules/account/components/siwe-sign-in.tsx'));
    const members = [...built.chunks.values()].find((chunk) => APP_LAYOUT in chunk.modules)!.fileName;
    for (const id of guest) {
      const chunk = pageChunk(built, id, 'portal');
      expect(chunk, relative(id)).toBeDefined();
      expect([...staticClosure(built, [chunk!.fileName])], relative(id)).not.toContain(members);
    }
  });

  it("loads each module's stores with its first page or card: no store is in an entry or its imports.", () => {
    const eager = staticClosure(built, [built.entry, built.guest]);
    const stores = [...eager].flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .map(relative)
        .filter((id) => /^src\/modules\/[^/]+\/store(\.ts|\/)/.test(id) && !SIGN_IN_FORM_HELPERS.includes(id)),
    );
    expect(stores).toEqual([]);
  });

  it("names a lazy chunk's own imports where it is loaded, so they download with it (the modules' definitions, pages and the members' parts the entry loads).", () => {
    // Since the login form's code is in the shared core file, the members' layout imports only core
    // and vendor; the entries' other lazy chunks still have imports of their own.
    const loading = [built.entry, built.core].map((file) => built.chunks.get(file)!);
    const lazy = [...new Set(loading.flatMap((chunk) => chunk.dynamicImports))]
      .map((file) => built.chunks.get(file)!)
      .map((chunk) => ({ chunk, own: chunk.imports.filter((file) => !alwaysLoaded(built, file)) }))
      .filter(({ own }) => own.length > 0);
    expect(lazy.length).toBeGreaterThan(0);
    const entry = { code: loading.map((chunk) => chunk.code).join('\n') };
    for (const { chunk, own } of lazy) {
      const call = new RegExp(
        `__clubPreload\\(\\[([^\\]]*)\\],\\(\\)=>import\\("\\./${path.basename(chunk.fileName)}"\\)\\)`,
      );
      const named = call
        .exec(entry.code)?.[1]
        ?.split(',')
        .map((item) => `assets/${item.replace(/^"\.\/|"$/g, '')}`);
      expect(named?.sort(), chunk.fileName).toEqual(own.sort());
    }
  });

  it("loads the members' layout and what it imports beyond the main entry's files as one file (one request on a member's first screen).", () => {
    const layout = [...built.chunks.values()].find((chunk) => APP_LAYOUT in chunk.modules)!;
    const withMain = staticClosure(built, [built.entry]);
    const shared = new Set([...withMain, ...layout.imports]);
    const reached = [...staticClosure(built, [layout.fileName])].filter(
      (file) => !shared.has(file) && file !== layout.fileName,
    );
    expect(reached).toEqual([]);
    expect(layout.imports.filter((file) => !withMain.has(file))).toEqual([]);
  });

  it("puts what the login page imports beyond its own chunk in the guest entry's file: /login downloads the guest entry, the page's own chunk and its texts, no file between them.", () => {
    expect(pageChunk(built, LOGIN_PAGE, 'guest')!.imports).toEqual([built.guest]);
  });

  it("puts what the whole portal's login page (after an in-app sign-out) imports beyond the libraries in its shared core file.", () => {
    const login = pageChunk(built, LOGIN_PAGE, 'portal')!;
    expect(login.imports.filter((file) => !alwaysLoaded(built, file))).toEqual([]);
  });

  it("renders a guest's screens with preact/compat, not React: the guest build holds no React, and the two builds share no file.", () => {
    const inGuestBuild = [...built.chunks.values()].filter((chunk) => chunk.build === 'guest');
    const react = inGuestBuild.flatMap((chunk) =>
      Object.keys(chunk.modules).filter((id) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)),
    );
    expect(react).toEqual([]);
    const guestModules = Object.keys(built.chunks.get(built.guest)!.modules);
    expect(guestModules.filter((id) => /[\\/]node_modules[\\/]preact[\\/]compat[\\/]/.test(id)).length).toBeGreaterThan(
      0,
    );
    const crossing = [...built.chunks.values()].filter((chunk) =>
      [...chunk.imports, ...chunk.dynamicImports].some((file) => built.chunks.get(file)!.build !== chunk.build),
    );
    expect(crossing.map((chunk) => chunk.fileName)).toEqual([]);
  });

  it("gives the guest entry no member router or shell: no file imports the whole portal's entry file, and the guest's holds no route guard, module registry or members' layout.", () => {
    // an entry's file runs its entry when imported: no file imports the whole portal's (the guest
    // build's lazy files import the guest's, which is what runs on the page they load into)
    const importers = [...built.chunks.values()].filter((chunk) => chunk.imports.includes(built.entry));
    expect(importers.map((chunk) => chunk.fileName)).toEqual([]);
    const member =
      /^src\/(portal\/(app|main)\.tsx|portal\/router\/resolve\.ts|portal\/modules\.ts|core\/module-registry\.ts|portal\/layouts\/app-layout\.tsx)$/;
    const found = [...staticClosure(built, [built.guest])].flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .map(relative)
        .filter((id) => member.test(id)),
    );
    expect(found).toEqual([]);
  });

  it('keeps the login page out of the preloads of other screens’ code, and loads it as its own chunk.', () => {
    for (const build of ['portal', 'guest'] as const)
      expect(pageChunk(built, LOGIN_PAGE, build)?.isDynamicEntry, build).toBe(true);
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
