// Feature modules and the registry that answers what is available (docs/spec.md §2 "Modules and their
// routes", "Route guard", "Sidebar menu"). A route is available only when its own module and
// every module its module or the route itself requires are loaded; loaded ids are read on each
// question, so the portal can check them on every navigation.
// React appears only as a type: the embed aliases react to preact/compat and core stays light.
import type { ComponentType } from 'react';
import type { MessageLoaders } from './i18n/i18n.ts';
import type { GuardedRoute } from './session/redirect.ts';

export type { MessageLoaders } from './i18n/i18n.ts';

export type RouteAccess = 'auth' | 'guest' | 'public';

/** The frame a page is shown in: the app layout (sidebar, top bar) or the centred card. */
export type RouteLayout = 'app' | 'card';

export interface RouteDef {
  /** e.g. 'Wallet:Overview'; unique across all modules. */
  name: string;
  /** wouter pattern, e.g. '/financial/order/:order_label/:status?'. */
  path: string;
  load: () => Promise<{ default: ComponentType<any> }>;
  /** Other modules this route needs besides its own (e.g. make-deposit needs 'growing'). */
  requires?: string[];
  access: RouteAccess;
  /** Translation key of the page name (the page title adds the club suffix). */
  title: string;
  /** Default: 'app' for 'auth' routes, 'card' for the others (see routeLayout). */
  layout?: RouteLayout;
  /** A permission the member must hold (docs/spec.md §6); without it the route is not there for them. */
  permission?: string;
}

export type SidebarState = 'visible' | 'hidden' | 'disabled' | 'coming-soon';

export interface SidebarEntry {
  section: 'personal' | 'information' | (string & {});
  /** Translation key. */
  label: string;
  path: string;
  icon?: string;
  order?: number;
  state?: SidebarState;
}

export interface SettingsPage {
  name: string;
  /** Full path, e.g. '/settings/withdraw-accounts'. */
  path: string;
  /** Translation key. */
  label: string;
  load: () => Promise<{ default: ComponentType<any> }>;
  order?: number;
}

type LazyComponent = () => Promise<{ default: ComponentType<any> }>;

/** A card a module adds to the dashboard (wallet balance, next appointment, latest posts...). */
export interface DashboardCard {
  /** Unique within its module. */
  id: string;
  /** The card component, loaded lazily so it stays in its module's chunk; rendered without props. */
  load: LazyComponent;
  order?: number;
  /** Other modules the card needs besides its own. */
  requires?: string[];
  /** 'wide' spans the whole row on wide screens. */
  size?: 'normal' | 'wide';
  /**
   * The height the card holds while its code and data arrive, about its height with typical
   * content (xs 11rem, sm 13rem, md 15rem, lg 20rem, xl 36rem), so the dashboard does not jump
   * when it fills in (issue 16). Default: md.
   */
  reserve?: DashboardCardReserve;
}

export type DashboardCardReserve = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Something a module shows in the portal's top bar (the notification bell, a chat icon...). */
export interface TopBarItem {
  id: string;
  /** Loaded lazily, rendered without props next to the logout button. */
  load: LazyComponent;
  order?: number;
  requires?: string[];
}

export interface ModuleDefinition {
  id: string;
  /** Modules this whole module needs. */
  requires?: string[];
  routes: RouteDef[];
  sidebar?: SidebarEntry[];
  settings?: SettingsPage[];
  /** Per-language tables, loaded on demand by i18n's registerMessages(id, loaders). */
  messages?: MessageLoaders;
  dashboard?: DashboardCard[];
  topBar?: TopBarItem[];
}

export type RegisteredRoute = RouteDef & { module: string };
export interface SidebarSection {
  section: string;
  entries: (SidebarEntry & { module: string })[];
}

/** Checks a module's own consistency and returns it unchanged. */
export function defineModule<M extends ModuleDefinition>(module: M): M {
  if (!module.id) throw new Error('defineModule: a module needs an id');
  const names = new Set<string>();
  for (const route of module.routes) {
    if (!route.path.startsWith('/'))
      throw new Error(`Module ${module.id}: route ${route.name} path must start with '/'`);
    if (names.has(route.name)) throw new Error(`Module ${module.id}: route name ${route.name} is used twice`);
    names.add(route.name);
  }
  return module;
}

/** How the route guard (session-redirect.ts) sees a route. */
export function guardOf(route: Pick<RouteDef, 'access'>): GuardedRoute {
  return { guestOnly: route.access === 'guest', requiresAuth: route.access === 'auth' };
}

/** Pages behind a login get the app layout, all others the card, unless the route says. */
export function routeLayout(route: Pick<RouteDef, 'access' | 'layout'>): RouteLayout {
  return route.layout ?? (route.access === 'auth' ? 'app' : 'card');
}

const SECTION_ORDER = ['personal', 'information'];

/** Fills a wouter pattern: required ':x', optional ':x?', wildcard '*'; values are URL-encoded. */
export function fillPattern(
  pattern: string,
  params: Record<string, string | number | undefined> = {},
  label = pattern,
): string {
  const segments = pattern.split('/').flatMap((segment) => {
    if (segment === '*') return params['*'] === undefined ? [] : [String(params['*'])];
    const m = /^:(\w+)(\?)?$/.exec(segment);
    if (!m) return [segment];
    const value = params[m[1]!];
    if (value === undefined || value === '') {
      if (m[2]) return [];
      throw new Error(`Route ${label} needs the parameter ${m[1]}`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.join('/') || '/';
}

export function createModuleRegistry(
  modules: readonly ModuleDefinition[],
  loaded?: readonly string[] | { get(): readonly string[] },
) {
  const byId = new Map<string, ModuleDefinition>();
  const byRoute = new Map<string, RegisteredRoute>();
  for (const module of modules) {
    if (byId.has(module.id)) throw new Error(`Module ${module.id} is registered twice`);
    byId.set(module.id, module);
    for (const route of module.routes) {
      if (byRoute.has(route.name)) throw new Error(`Route name ${route.name} is used by two modules`);
      byRoute.set(route.name, { ...route, module: module.id });
    }
  }

  const loadedIds = () =>
    new Set(
      loaded === undefined
        ? byId.keys()
        : Array.isArray(loaded)
          ? loaded
          : (loaded as { get(): readonly string[] }).get(),
    );
  const needsMet = (ids: readonly string[], have: Set<string>) => ids.every((id) => have.has(id));
  const moduleAvailable = (id: string, have = loadedIds()) =>
    byId.has(id) && have.has(id) && needsMet(byId.get(id)!.requires ?? [], have);

  function isRouteAvailable(route: RouteDef | string): boolean {
    const registered = byRoute.get(typeof route === 'string' ? route : route.name);
    if (!registered) return false;
    const have = loadedIds();
    return moduleAvailable(registered.module, have) && needsMet(registered.requires ?? [], have);
  }

  const sortByOrder = <T extends { order?: number }>(items: T[]) =>
    items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => (a.item.order ?? Infinity) - (b.item.order ?? Infinity) || a.index - b.index)
      .map(({ item }) => item);

  function sidebar(): SidebarSection[] {
    const have = loadedIds();
    const sections = new Map<string, SidebarSection['entries']>();
    for (const module of byId.values()) {
      if (!moduleAvailable(module.id, have)) continue;
      for (const entry of module.sidebar ?? []) {
        if (entry.state === 'hidden') continue;
        const target = routeForPath(entry.path);
        if (target && !isRouteAvailable(target.route)) continue;
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
    const have = loadedIds();
    type Item = NonNullable<ModuleDefinition[K]>[number];
    return sortByOrder(
      [...byId.values()]
        .filter((m) => moduleAvailable(m.id, have))
        .flatMap((m) =>
          ((m[field] ?? []) as Item[])
            .filter((item) => needsMet(item.requires ?? [], have))
            .map((item) => ({ ...item, module: m.id })),
        ),
    );
  }

  // The routes never change after the registry is made, so each path is matched once: the router,
  // the guards and the sidebar (every entry, on each render) asked again and again, each time
  // against every route's pattern (issue 16: ~14 ms of the Dashboard's first render at 4x CPU).
  // A bounded cache: paths with ids in them are many over a long session.
  const found = new Map<string, { route: RegisteredRoute; params: Record<string, string> } | undefined>();
  function routeForPath(
    path: string,
  ): { route: RegisteredRoute; params: Readonly<Record<string, string>> } | undefined {
    const bare = path.split(/[?#]/, 1)[0]!;
    if (found.has(bare)) return found.get(bare);
    let result: { route: RegisteredRoute; params: Record<string, string> } | undefined;
    for (const route of byRoute.values()) {
      const params = matchPattern(route.path, bare);
      if (params) {
        result = { route, params: Object.freeze(params) };
        break;
      }
    }
    if (found.size >= 500) found.clear();
    found.set(bare, result);
    return result;
  }

  return {
    isModuleLoaded: (id: string) => moduleAvailable(id),
    isRouteAvailable,
    /** Available routes, in module order. */
    routes: () => [...byRoute.values()].filter((route) => isRouteAvailable(route)),
    /** Every registered route, available or not (the router can tell "not available" from "unknown"). */
    allRoutes: () => [...byRoute.values()],
    sidebar,
    settingsPages: () => {
      const have = loadedIds();
      return sortByOrder(
        [...byId.values()]
          .filter((m) => moduleAvailable(m.id, have))
          .flatMap((m) => (m.settings ?? []).map((p) => ({ ...p, module: m.id }))),
      );
    },
    /** Dashboard cards of the available modules whose own requirements are met, by order. */
    dashboardCards: () => contributions('dashboard'),
    /** Top bar items of the available modules whose own requirements are met, by order. */
    topBarItems: () => contributions('topBar'),
    /** Message loaders of the available modules, for i18n's per-module registration. */
    messages: () => {
      const have = loadedIds();
      return [...byId.values()]
        .filter((m) => m.messages && moduleAvailable(m.id, have))
        .map((m) => ({ module: m.id, loaders: m.messages! }));
    },
    findRoute: (name: string) => byRoute.get(name),
    routeForPath,
    pathFor(name: string, params?: Record<string, string | number | undefined>): string {
      const route = byRoute.get(name);
      if (!route) throw new Error(`Unknown route ${name}`);
      return fillPattern(route.path, params, name);
    },
  };
}

export type ModuleRegistry = ReturnType<typeof createModuleRegistry>;

// Each pattern compiled once: the router and the sidebar match every route's pattern against
// paths on each render (issue 16: a regular expression made per call cost the Dashboard's first
// render about 18 ms at 4x CPU).
const compiled = new Map<string, { regex: RegExp; names: string[] }>();

function compilePattern(pattern: string): { regex: RegExp; names: string[] } {
  let found = compiled.get(pattern);
  if (found) return found;
  const names: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return (names.push('*'), '(?:/(.*))?');
      const m = /^:(\w+)(\?)?$/.exec(segment);
      if (!m) return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]!);
      return m[2] ? '(?:/([^/]+?))?' : '/([^/]+?)';
    })
    .join('');
  found = { regex: new RegExp(`^${source}/?$`, 'i'), names };
  compiled.set(pattern, found);
  return found;
}

/** Matches a path against a wouter pattern (regexparam rules); answers its params or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const { regex, names } = compilePattern(pattern);
  const match = regex.exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  try {
    names.forEach((name, i) => {
      if (match[i + 1] !== undefined) params[name] = decodeURIComponent(match[i + 1]!);
    });
  } catch {
    return null; // malformed %-escape: no route of ours
  }
  return params;
}
