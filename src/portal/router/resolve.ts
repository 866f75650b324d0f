// What the portal shows for a path (docs/spec.md §2 "Route guard", "Unknown paths"), as a pure function
// the app runs on every navigation:
//   1. `/` leads home, silently: it is the entry (Dashboard when logged in, otherwise Login). Any
//      other path no route matches shows Notfound where it was asked for (docs/spec.md §2 "Unknown
//      paths": never a silent landing elsewhere). A route that exists but is unavailable (its module
//      or a required module is not loaded, e.g. switched off by the club) or not permitted to this
//      member says so: the "not available for your membership" page, after the login guard. An
//      unknown settings page is Notfound.
//   2. The guard (core/session/redirect.ts): guest screens send logged-in members home; a
//      protected route while logged out is remembered and leads to Login (Register with a
//      `register` query key).
//   3. /settings leads to its first settings page (address first).
// Home falls back when Dashboard itself is unavailable (docs/spec.md: it needs the Wallet module): to the
// first available sidebar entry, then /routes. Redirects are followed here, so the browser gets
// one replace; a chain that does not end on a page (a loop) shows Notfound in place.
import { fallbackPath, guardRoute } from '../../core/session/redirect.ts';
import { guardOf, type ModuleRegistry, type RegisteredRoute, type SettingsPage } from '../../core/modules.ts';
import { hasPermission } from './permissions.ts';
import type { User } from '../../core/types.ts';

export interface RouteSession {
  isLoggedIn: boolean;
  user: Pick<User, 'permissions'> | null;
}

export interface ResolveInput {
  registry: ModuleRegistry;
  path: string;
  /** The query string, with or without '?'. */
  search?: string;
  session: RouteSession;
}

export type Resolution =
  | {
      kind: 'page';
      route: RegisteredRoute;
      params: Record<string, string>;
      /** Translation key of the page name. */
      title: string;
      settingsPage?: SettingsPage & { module: string };
    }
  | { kind: 'redirect'; to: string; remember?: string }
  | { kind: 'notfound' }
  | { kind: 'unavailable'; route: RegisteredRoute };

type Step = Resolution;

/** The portal's entry: home for whoever is there. */
const ENTRY = '/';

const MAX_HOPS = 5;
/** The name of the shell's settings frame route (shell-module.ts), which shows the modules' settings pages. */
export const SETTINGS_ROUTE = 'Settings';
/** The members' home (shell-module.ts): where a member lands after signing in. */
export const DASHBOARD_ROUTE = 'Dashboard';
export const PREFERRED_SETTINGS_PAGE = '/settings/address';

/** Can this member open the route now? (available modules, and its permission if it has one) */
export function canOpen(registry: ModuleRegistry, route: RegisteredRoute, session: RouteSession): boolean {
  return registry.isRouteAvailable(route) && (!route.permission || hasPermission(route.permission, session.user));
}

/** Where 'home' is: Login for guests; Dashboard, or the first sidebar page that opens, for members. */
export function homePath(registry: ModuleRegistry, session: RouteSession): string {
  const preferred = fallbackPath(session);
  if (!session.isLoggedIn) return preferred;
  const opens = (path: string) => {
    const match = registry.routeForPath(path);
    return match !== undefined && canOpen(registry, match.route, session);
  };
  if (opens(preferred)) return preferred;
  const entry = registry
    .sidebar()
    .flatMap((section) => section.entries)
    .find((e) => (e.state ?? 'visible') === 'visible' && opens(e.path));
  return entry?.path ?? '/routes';
}

function step({ registry, path, search = '', session }: ResolveInput): Step {
  const match = registry.routeForPath(path);
  if (!match)
    return bare(path) === ENTRY ? { kind: 'redirect', to: homePath(registry, session) } : { kind: 'notfound' };
  const { route, params } = match;

  const guard = guardRoute({ route: guardOf(route), path, search, session });
  if (guard.redirect) return { kind: 'redirect', to: guard.redirect, remember: guard.remember };
  if (!canOpen(registry, route, session)) {
    // Home itself (Dashboard, which needs the wallet) falls back to the first page that opens.
    const home = homePath(registry, session);
    if (bare(path) === fallbackPath(session) && home !== bare(path)) return { kind: 'redirect', to: home };
    return { kind: 'unavailable', route };
  }

  if (route.name === SETTINGS_ROUTE) {
    const pages = registry.settingsPages();
    if (!params.page) {
      const first = pages.find((p) => p.path === PREFERRED_SETTINGS_PAGE) ?? pages[0];
      if (first) return { kind: 'redirect', to: first.path };
      return { kind: 'page', route, params, title: route.title };
    }
    const settingsPage = pages.find((p) => p.path === `/settings/${params.page}`);
    if (!settingsPage) return { kind: 'notfound' };
    return { kind: 'page', route, params, title: settingsPage.label, settingsPage };
  }
  return { kind: 'page', route, params, title: route.title };
}

const bare = (path: string) => path.split(/[?#]/, 1)[0]!;

export function resolveRoute(input: ResolveInput): Resolution {
  const first = step(input);
  if (first.kind !== 'redirect') return first;
  const seen = new Set([bare(input.path)]);
  let current: Step = first;
  for (let hop = 0; hop < MAX_HOPS && current.kind === 'redirect'; hop++) {
    const [path, search = ''] = current.to.split('?');
    if (seen.has(path!)) return { kind: 'notfound' };
    seen.add(path!);
    const next = step({ ...input, path: path!, search });
    // A chain that does not end on a page shows Notfound where it started.
    if (next.kind === 'notfound') return next;
    if (next.kind !== 'redirect') return { kind: 'redirect', to: current.to, remember: first.remember };
    current = next;
  }
  return { kind: 'notfound' };
}
