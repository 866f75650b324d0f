// docs/spec.md §2 "Route guard" and "Unknown paths" as pure functions over the session state;
// the portal's router calls them on every navigation and carries out the answer.

export interface GuardedRoute {
  /** Guest screens (login, register, recover, reset-password): logged-in members go to Dashboard. */
  guestOnly?: boolean;
  /** Protected screens: a logged-out visitor goes to Login (or Register). */
  requiresAuth?: boolean;
}

export interface GuardInput {
  route: GuardedRoute;
  path: string;
  /** The query string, with or without its leading '?'. */
  search?: string;
  session: { isLoggedIn: boolean };
}

export interface GuardResult {
  /** Navigate here instead (replace the history entry). */
  redirect?: string;
  /** Pass to `rememberPath` so login or unlock comes back here. */
  remember?: string;
}

const pathname = (path: string) => {
  const bare = path.split(/[?#]/, 1)[0]!;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** The lock and login screens are never a place to come back to after login. */
export function isIgnoredRedirect(path: string): boolean {
  const p = pathname(path);
  return p === '/lock' || p === '/login';
}

export function guardRoute({ route, path, search = '', session }: GuardInput): GuardResult {
  if (route.guestOnly && session.isLoggedIn) return { redirect: '/dashboard' };
  if (route.requiresAuth && !session.isLoggedIn) {
    const query = search.replace(/^\?/, '');
    const target = query ? `${path}?${query}` : path;
    const register = new URLSearchParams(query).has('register');
    return { redirect: register ? '/register' : '/login', remember: target };
  }
  return {};
}

/** Where an unknown path leads. */
export function fallbackPath(session: { isLoggedIn: boolean }): '/dashboard' | '/login' {
  return session.isLoggedIn ? '/dashboard' : '/login';
}
