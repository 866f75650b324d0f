// requireAuth(): the Bearer-token guard for routes (Sanctum's auth:sanctum + abilities).
//   app.post('/user/terms/agree-updates', requireAuth(), ...)        a full session only ('*')
//   app.get('/wallet', requireAuth({ abilities: ['wallet:read'] }), ...)   also an API token with wallet:read
//   app.post('/auth/verify', requireAuth({ abilities: ['verify'] }), ...)
// Abilities are checked with tokenCan, so a session token ('*') passes every check; a member's API
// token (a subset of API_TOKEN_ABILITIES) passes only the routes that name one of its abilities.
// Without a valid token: 401 {"message":"Unauthenticated."}. With a token lacking an ability:
// 403 {"message":"Invalid ability provided."}. Sets c.get('user') and c.get('token').
import type { MiddlewareHandler } from 'hono';
import type { ApiTokenAbility } from '../../src/modules/account/settings/types.ts';
import type { AppEnv } from '../http/env.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import { findValidToken, tokenCan, type VERIFY_ABILITY } from './tokens.ts';

/** What a route may demand: a full session ('*'), the pending login ('verify') or an API token ability. */
export type TokenAbility = '*' | typeof VERIFY_ABILITY | ApiTokenAbility;

export interface RequireAuthOptions {
  /** Every ability the token must have; default ['*'] (a full session token; no API token has it). */
  abilities?: readonly TokenAbility[];
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

export function requireAuth(options: RequireAuthOptions = {}): MiddlewareHandler<AppEnv> {
  const abilities = options.abilities ?? ['*'];
  return async (c, next) => {
    // Idempotent: a route mounted behind an outer requireAuth() does not look the token up twice.
    if (!c.get('token')) {
      const plain = bearerToken(c.req.header('authorization'));
      const found = plain ? findValidToken(c.var.deps, plain) : null;
      if (!found) throw unauthenticated();
      c.set('user', found.user);
      c.set('token', found.token);
    }
    const token = c.get('token');
    if (!abilities.every((ability) => tokenCan(token, ability))) throw forbidden('Invalid ability provided.');
    await next();
  };
}
