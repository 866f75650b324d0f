// THE registry the portal renders from (docs/spec.md §2 "Modules and their routes", "Sidebar menu"):
// the route table (core/route-table.ts) with what the members' screens read from the modules. A file
// of its own: a guest's first screen routes only (src/portal/first-screen.ts) and carries none of it.
import type { ModuleDefinition, SidebarSection } from './modules.ts';
import { createRouteTable } from './route-table.ts';

const SECTION_ORDER = ['personal', 'information'];

/**
 * The route table (core/route-table.ts) with what the members' screens read from the modules: the
 * sidebar, the settings pages, the dashboard cards and the top-bar items of the available modules.
 */
export function createModuleRegistry(
  modules: readonly ModuleDefinition[],
  loaded?: readonly string[] | { get(): readonly string[] },
) {
  const table = createRouteTable(modules, loaded);

  const sortByOrder = <T extends { order?: number }>(items: T[]) =>
    items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => (a.item.order ?? Infinity) - (b.item.order ?? Infinity) || a.index - b.index)
      .map(({ item }) => item);

  function sidebar(): SidebarSection[] {
    const sections = new Map<string, SidebarSection['entries']>();
    for (const module of table.availableModules()) {
      for (const entry of module.sidebar ?? []) {
        if (entry.state === 'hidden') continue;
        const target = table.routeForPath(entry.path);
        if (target && !table.isRouteAvailable(target.route)) continue;
        if (!sections.has(entry.section)) sections.set(entry.section, []);
        sections.get(entry.section)!.push({ ...entry, module: module.id });
      }
    }
    const rank = (s: string) => (SECTION_ORDER.includes(s) ? SECTION_ORDER.indexOf(s) : SECTION_ORDER.length);
    return [...sections.entries()]
      .map(([section, entries], index) => ({ section, entries: sortByOrder(entries), index }))
      .sort((a, b) => rank(a.section) - rank(b.section) || a.index - b.index)
      .map(({ section, entries }) => ({ section, entries }));
  }

  function contributions<K extends 'dashboard' | 'topBar'>(field: K) {
    type Item = NonNullable<ModuleDefinition[K]>[number];
    return sortByOrder(
      table
        .availableModules()
        .flatMap((m) =>
          ((m[field] ?? []) as Item[])
            .filter((item) => table.requirementsMet(item.requires))
            .map((item) => ({ ...item, module: m.id })),
        ),
    );
  }

  return {
    ...table,
    sidebar,
    settingsPages: () =>
      sortByOrder(table.availableModules().flatMap((m) => (m.settings ?? []).map((p) => ({ ...p, module: m.id })))),
    /** Dashboard cards of the available modules whose own requirements are met, by order. */
    dashboardCards: () => contributions('dashboard'),
    /** Top bar items of the available modules whose own requirements are met, by order. */
    topBarItems: () => contributions('topBar'),
  };
}

export type ModuleRegistry = ReturnType<typeof createModuleRegistry>;
