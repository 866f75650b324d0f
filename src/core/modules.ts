// Feature modules and the registry that answers what is available (docs/spec.md §2 "Modules and their
// routes", "Route guard", "Sidebar menu"): which route a path is comes from core/route-table.ts, the
// sidebar, settings pages, dashboard cards and top-bar items of the available modules from
// core/module-registry.ts (members' screens; the first screen routes only).
// React appears only as a type: the embed aliases react to preact/compat and core stays light.
import type { ComponentType } from 'react';
import type { ReadableAtom } from 'nanostores';
import type { Remote } from './resource/resource.ts';
import type { MessageLoaders } from './i18n/i18n.ts';
import type { GuardedRoute } from './session/redirect.ts';

export type { MessageLoaders } from './i18n/i18n.ts';
export { fillPattern, matchPattern, createRouteTable, type RouteTable } from './route-table.ts';
export type { ModuleRegistry } from './module-registry.ts';

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
  /**
   * A permission the member must hold (docs/spec.md §6), or a list of which any one suffices (the
   * staff dashboard, docs/spec.md §10); without it the route is not there for them.
   */
  permission?: string | readonly string[];
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
   * when it fills in. Default: md.
   */
  reserve?: DashboardCardReserve;
  /**
   * The stores the card shows (its module's fetchers), loaded without the card's code: the
   * Dashboard of a first load holds them from the portal's start, so the card's data is requested
   * beside its code instead of after its first render (src/portal/pages/dashboard-early.ts).
   */
  data?: () => Promise<readonly ReadableAtom<Remote<unknown>>[]>;
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
