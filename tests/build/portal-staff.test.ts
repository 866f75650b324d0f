// docs/spec.md §10: the staff area loads only for staff. Its modules (src/modules/club-*), their
// page kit (src/ui/staff-page.*) and their list (src/portal/staff-modules.ts) are reached only through the one import() that
// first-screen.ts makes for a member holding a permission: everything a guest or a member can
// download, every chunk the entry reaches through static and dynamic imports but that one, holds
// none of them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPortal, type BuiltPortal } from './built.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const STAFF_LIST = path.join(root, 'src/portal/staff-modules.ts');
const FIRST_SCREEN = path.join(root, 'src/portal/first-screen.ts');
const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');
const isStaffCode = (id: string) =>
  /^src\/(modules\/club-[^/]+\/|portal\/staff-modules\.ts$|ui\/staff-page\.)/.test(relative(id));

/** Chunks reachable from the entry through static and dynamic imports, not entering `excluded`. */
function reachable(built: BuiltPortal, excluded: Set<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || excluded.has(file)) return;
    seen.add(file);
    const chunk = built.chunks.get(file)!;
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  visit(built.entry);
  return seen;
}

describe('the staff area in the portal build', () => {
  let built: BuiltPortal;
  let staffEntry: string;
  beforeAll(() => {
    built = builtPortal();
    staffEntry = [...built.chunks.values()].find((chunk) => chunk.facadeModuleId === STAFF_LIST)!.fileName;
  });

  it('is a chunk of its own, loaded lazily, whose imports hold the staff modules.', () => {
    const chunk = built.chunks.get(staffEntry)!;
    expect(chunk.isDynamicEntry).toBe(true);
    expect(built.preloads).not.toContain(staffEntry);
    const staffReach = [...reachable(built, new Set())].filter(
      (file) => !reachable(built, new Set([staffEntry])).has(file),
    );
    const staffModules = staffReach.flatMap((file) => Object.keys(built.chunks.get(file)!.modules).filter(isStaffCode));
    expect(staffModules.map(relative)).toContain('src/modules/club-office/index.ts');
    expect(staffModules.map(relative)).toContain('src/modules/club-office/pages/dashboard-page.tsx');
  });

  it("holds none of its code in what a guest's or a member's portal can download.", () => {
    const memberReach = reachable(built, new Set([staffEntry]));
    expect(memberReach.size).toBeGreaterThan(10);
    const strays = [...memberReach].flatMap((file) =>
      Object.keys(built.chunks.get(file)!.modules)
        .filter(isStaffCode)
        .map((id) => `${file}: ${relative(id)}`),
    );
    expect(strays).toEqual([]);
  });

  it('is imported only from the registry loader, behind the staff check.', () => {
    const importers = [...built.chunks.values()].filter((chunk) => chunk.dynamicImports.includes(staffEntry));
    // first-screen.ts sits in a shared chunk of the whole portal (the guest build's copy has no registry loader)
    const loader = [...built.chunks.values()].find(
      (chunk) => chunk.build === 'portal' && Object.keys(chunk.modules).includes(FIRST_SCREEN),
    )!;
    expect(importers.map((chunk) => chunk.fileName)).toEqual([loader.fileName]);
  });
});
