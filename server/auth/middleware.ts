// requireAuth(): the Bearer-token guard for routes (Sanctum's auth:sanctum + abilities).
//   app.post('/user/terms/agree-updates', requireAuth(), ...)        a full session only ('*')
//   app.get('/wallet', requireAuth({ abilities: ['wallet:read'] }), ...)   also an API token with wallet:read
//   app.post('/auth/verify', requireAuth({ abilities: ['verify'] }), ...)
// Abilities are checked with tokenCan, so a session token ('*') passes every check; a member's API
// token (a subset of API_TOKEN_ABILITIES) passes only the routes that name one of its abilities.
// Without a valid token: 401 {"message":"Unauthenticated."}. With a token lacking an ability:
// 403 {"message":"Invalid ability provided."}, or for a widget's token a message saying why
// (src/shared/contract/widget-token-abilities.ts). A ghost-mode token gets 403 on every write but
// leaving ghost mode (server/auth/ghost.ts). Sets c.get('user') and c.get('token').
import type { MiddlewareHandler } from 'hono';
import type { ApiTokenAbility } from '../../src/shared/contract/api-token-abilities.ts';
import { WIDGET_ABILITY, type WidgetTokenAbility } from '../../src/shared/contract/widget-token-abilities.ts';
import type { AppContext, AppEnv } from '../http/env.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import { __ } from '../lang/translate.ts';
import { ghostMayCall, GHOST_READ_ONLY, isGhostToken } from './ghost.ts';
import {
  abilitySet,
  lookupValidToken,
  markTokenUsed,
  tokenCan,
  type ValidToken,
  type VERIFY_ABILITY,
} from './tokens.ts';

/** What a route may demand: a full session ('*'), the pending login ('verify'), an API or a widget token ability. */
export type TokenAbility = '*' | typeof VERIFY_ABILITY | ApiTokenAbility | WidgetTokenAbility;

export interface RequireAuthOptions {
  /** Every ability the token must have; default ['*'] (a full session token; no API token has it). */
  abilities?: readonly TokenAbility[];
  /** Or any one of these: e.g. a widget's `header:read` for GET user/header, `widget` for logout. */
  orAbilities?: readonly TokenAbility[];
}

/** A token from a widget's sign-in (named by ability, as a ghost token is: '*' is not one). */
export const isWidgetToken = (token: { abilities: string }) => abilitySet(token).has(WIDGET_ABILITY);

export const WIDGET_REFUSED =
  'A sign-in through a widget on a website can only show notifications, the wallet summary, news and events. Please sign in to the members’ area for this.';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * The request's Bearer token and its member, or null (none, forged, revoked or expired), looked up
 * once per request: the API rate limit keys by it and requireAuth() reuses it. Only requireAuth()
 * sets user/token and counts the request as a use of the token (last_used_at, the idle timeout),
 * so a guest route called with a token behaves as without one.
 */
export function resolveBearer(c: AppContext): ValidToken | null {
  const resolved = c.get('bearer');
  if (resolved !== undefined) return resolved;
  const plain = bearerToken(c.req.header('authorization'));
  const found = plain ? lookupValidToken(c.get('deps'), plain) : null;
  c.set('bearer', found);
  return found;
}

export function requireAuth(options: RequireAuthOptions = {}): MiddlewareHandler<AppEnv> {
  const abilities = options.abilities ?? ['*'];
  const orAbilities = options.orAbilities ?? [];
  // Not async: the chain's own promise carries a refusal thrown here (hono/compose), and a GET pays
  // no extra promise per request (docs/architecture.md decision 13).
  return (c, next) => {
    // Idempotent: a route mounted behind an outer requireAuth() does not look the token up twice.
    if (!c.get('token')) {
      const found = resolveBearer(c);
      if (!found) throw unauthenticated();
      c.set('user', found.user);
      c.set('token', markTokenUsed(c.get('deps'), found.token));
    }
    const token = c.get('token');
    // Ghost mode reads: every write but leaving it answers 403, whatever the route.
    if (isGhostToken(token) && !ghostMayCall(c.req.method, c.req.path)) throw forbidden(__(GHOST_READ_ONLY));
    if (
      !abilities.every((ability) => tokenCan(token, ability)) &&
      !orAbilities.some((ability) => tokenCan(token, ability))
    )
      throw forbidden(isWidgetToken(token) ? __(WIDGET_REFUSED) : 'Invalid ability provided.');
    return next();
  };
}
