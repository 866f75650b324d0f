// What the sidebar shows (docs/spec.md §2 "Sidebar menu"), as data: the registry's sections and entries
// (hidden ones are already gone), each as a link, 'disabled' or 'coming-soon'. An entry whose
// path no registered route serves yet (News, Help before their modules exist) is 'coming-soon';
// an entry whose route needs a permission the member lacks is left out.
import type { ModuleRegistry } from '../../core/modules.ts';
import type { IconName } from '../../ui/icon.tsx';
import { canOpen, type RouteSession } from '../router/resolve.ts';

export type SidebarItemState = 'link' | 'disabled' | 'coming-soon';

export interface SidebarItem {
  key: string;
  /** Translation key. */
  label: string;
  path: string;
  icon: IconName | null;
  state: SidebarItemState;
  active: boolean;
}

export interface SidebarGroup {
  section: string;
  /** Translation key of the heading. */
  label: string;
  items: SidebarItem[];
}

const KNOWN_SECTIONS = ['personal', 'information'];

const isActive = (current: string, target: string) => current === target || current.startsWith(`${target}/`);

export function sidebarModel(
  registry: ModuleRegistry,
  session: RouteSession,
  currentPath: string,
  icons: readonly string[],
): SidebarGroup[] {
  return registry
    .sidebar()
    .map(({ section, entries }) => {
      const items = entries.flatMap((entry): SidebarItem[] => {
        const match = registry.routeForPath(entry.path);
        if (match && !canOpen(registry, match.route, session)) return [];
        const state: SidebarItemState =
          entry.state === 'disabled' ? 'disabled' : entry.state === 'coming-soon' || !match ? 'coming-soon' : 'link';
        return [
          {
            key: `${entry.module}:${entry.path}`,
            label: entry.label,
            path: entry.path,
            icon: entry.icon && icons.includes(entry.icon) ? (entry.icon as IconName) : null,
            state,
            active: state === 'link' && isActive(currentPath, entry.path),
          },
        ];
      });
      // Sections of other modules are named in that module's texts: '<module>.sidebar.sections.<section>'.
      const label = KNOWN_SECTIONS.includes(section)
        ? `common.sidebar.sections.${section}`
        : `${entries[0]?.module ?? 'common'}.sidebar.sections.${section}`;
      return { section, label, items };
    })
    .filter((group) => group.items.length > 0);
}
