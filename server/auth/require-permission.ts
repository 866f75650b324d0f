// requirePermission(): the guard of every staff route (docs/spec.md §10 "Roles and permissions").
//   app.post('/club/orders/:label/paid', requirePermission('orders'), ...)
// In order: a valid token (401 Unauthenticated.), a full portal session: no API token, no ghost
// token (403, even for reads: a ghost acts as a member, never as staff), a request from the
// portal's own origin, not from a widget's host page or any other site (403), and the permission
// itself, directly or through a role (403). Sets c.get('user') and c.get('token') as requireAuth().
import type { MiddlewareHandler } from 'hono';
import type { StaffPermission } from '../../src/shared/contract/staff-roles.ts';
import type { Config } from '../config.ts';
import type { AppContext, AppDeps, AppEnv } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import { __ } from '../lang/translate.ts';
import { isGhostToken } from './ghost.ts';
import { requireAuth } from './middleware.ts';
import { permissionsOf } from './repository-users.ts';

export const STAFF_ONLY_IN_PORTAL = 'The club area is open only in the portal, to a staff member signed in there.';

const portalOrigins = new WeakMap<object, Set<string>>();
/** The portal's own origins (APP_URL, FRONTEND_URL): the only pages that may call staff routes. */
function originsOf(config: Pick<Config, 'appUrl' | 'frontendUrl'>): Set<string> {
  let origins = portalOrigins.get(config);
  if (!origins) {
    origins = new Set(
      [config.appUrl, config.frontendUrl].flatMap((url) => {
        try {
          return [new URL(url).origin];
        } catch {
          return [];
        }
      }),
    );
    portalOrigins.set(config, origins);
  }
  return origins;
}

/** The guard of one staff endpoint (src/shared/contract/staff-endpoint.ts): its permission, or any of its list. */
export const staffGuard = (endpoint: { permission: StaffPermission | readonly StaffPermission[] }) =>
  requirePermission(endpoint.permission);

export function requirePermission(permission: StaffPermission | readonly StaffPermission[]): MiddlewareHandler<AppEnv> {
  const needed: readonly string[] = typeof permission === 'string' ? [permission] : permission;
  // A full session ('*'): an API token never has it, whatever abilities it carries.
  const session = requireAuth();
  const check = (c: AppContext, next: () => Promise<void>): Promise<void> => {
    if (isGhostToken(c.get('token'))) throw forbidden(__(STAFF_ONLY_IN_PORTAL));
    // A widget's session lives on its host page, which may run any script: a request the browser
    // marks as coming from another origin never reaches the staff area.
    const origin = c.req.header('origin');
    if (origin !== undefined && !originsOf(c.get('deps').config).has(origin)) throw forbidden(__(STAFF_ONLY_IN_PORTAL));
    const held = permissionsOf(c.get('deps').db, c.get('user').id);
    if (!needed.some((name) => held.includes(name))) throw forbidden();
    return next();
  };
  return (c, next) => session(c, () => check(c, next));
}

/** True when the member holds `permission` (a staff answer showing a part only to some, e.g. the dashboard). */
export const holdsPermission = (deps: Pick<AppDeps, 'db'>, userId: number, permission: StaffPermission): boolean =>
  permissionsOf(deps.db, userId).includes(permission);
