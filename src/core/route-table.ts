// Which route a path is (docs/spec.md §2 "Modules and their routes", "Route guard"): the modules'
// routes by name and pattern, which of them are available, the path of a named route. Apart from
// core/modules.ts's registry (sidebar, settings pages, dashboard cards, top-bar items), so a first
// screen that only routes (src/portal/first-screen.ts) carries none of those. A route is
// available only when its own module and every module its module or the route itself requires are
// loaded; loaded ids are read on each question, so the portal can check them on every navigation.
import type { ModuleDefinition, RegisteredRoute, RouteDef } from './modules.ts';

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

export function createRouteTable(
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
  const availableModules = () => {
    const have = loadedIds();
    return [...byId.values()].filter((m) => moduleAvailable(m.id, have));
  };

  function isRouteAvailable(route: RouteDef | string): boolean {
    const registered = byRoute.get(typeof route === 'string' ? route : route.name);
    if (!registered) return false;
    const have = loadedIds();
    return moduleAvailable(registered.module, have) && needsMet(registered.requires ?? [], have);
  }

  // The routes never change after the table is made, so each path is matched once: the router,
  // the guards and the sidebar (every entry, on each render) asked again and again, each time
  // against every route's pattern (~14 ms of the Dashboard's first render at 4x CPU).
  // A bounded cache: paths with ids in them are many over a long session.
  const found = new Map<string, { route: RegisteredRoute; params: Record<string, string> } | undefined>();
  // A path is tried only against the routes whose first segment it can match: the first matching of
  // the Dashboard's sidebar entries compiled and ran every route's pattern.
  const heads = new Map([...byRoute.values()].map((route) => [route, firstLiteral(route.path)]));
  function routeForPath(
    path: string,
  ): { route: RegisteredRoute; params: Readonly<Record<string, string>> } | undefined {
    const bare = path.split(/[?#]/, 1)[0]!;
    if (found.has(bare)) return found.get(bare);
    const head = bare.startsWith('/') ? bare.slice(1).split('/', 1)[0]!.toLowerCase() : null;
    let result: { route: RegisteredRoute; params: Record<string, string> } | undefined;
    for (const route of byRoute.values()) {
      const literal = heads.get(route)!;
      if (head !== null && literal !== null && literal !== head) continue;
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
    /** The available modules, in their order (what the registry's sidebar, cards and settings come from). */
    availableModules,
    /** Whether every module named is loaded (a card's or top-bar item's own `requires`). */
    requirementsMet: (ids: readonly string[] = []) => needsMet(ids, loadedIds()),
    isRouteAvailable,
    /** Available routes, in module order. */
    routes: () => [...byRoute.values()].filter((route) => isRouteAvailable(route)),
    /** Every registered route, available or not (the router can tell "not available" from "unknown"). */
    allRoutes: () => [...byRoute.values()],
    /** Message loaders of the available modules, for i18n's per-module registration. */
    messages: () => availableModules().flatMap((m) => (m.messages ? [{ module: m.id, loaders: m.messages }] : [])),
    findRoute: (name: string) => byRoute.get(name),
    routeForPath,
    pathFor(name: string, params?: Record<string, string | number | undefined>): string {
      const route = byRoute.get(name);
      if (!route) throw new Error(`Unknown route ${name}`);
      return fillPattern(route.path, params, name);
    },
  };
}

export type RouteTable = ReturnType<typeof createRouteTable>;

/**
 * The first segment of a pattern when it is plain ASCII text ('' for the root), lower-cased: a path
 * whose first segment differs (lower-cased) cannot match it (matchPattern ignores ASCII case only).
 * null for a parameter, a wildcard or other text: such a pattern is always tried.
 */
function firstLiteral(pattern: string): string | null {
  const first = pattern.split('/').filter(Boolean)[0];
  if (first === undefined) return '';
  return first !== '*' && !first.startsWith(':') && /^[\x20-\x7e]*$/.test(first) ? first.toLowerCase() : null;
}

// Each pattern compiled once: the router and the sidebar match every route's pattern against
// paths on each render (a regular expression made per call cost the Dashboard's first
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
