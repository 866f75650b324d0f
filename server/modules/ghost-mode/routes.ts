// Ghost mode: support staff act as a member to see what the member sees.
//   POST   /ghost-mode {email}  needs the `ghost-mode` permission; answers an AuthResponse for the
//                               member whose token carries the `ghost` ability and names the staff
//                               member acting (visible on the member's devices page, and logged).
//   DELETE /ghost-mode          revokes the calling ghost token (leaving ghost mode).
// A ghost token cannot open another ghost session, and nobody can act as themselves.
import { Hono } from 'hono';
import { auth } from '../../../src/shared/contract/auth.ts';
import type { AuthResponse } from '../../../src/shared/contract/user.ts';
import { requireAuth } from '../../auth/middleware.ts';
import { GHOST_ABILITY, isGhostToken } from '../../auth/ghost.ts';
import { createAccessToken } from '../../auth/tokens.ts';
import type { AppEnv } from '../../http/env.ts';
import { forbidden, ValidationError } from '../../http/errors.ts';
import { throttle, type Limit } from '../../http/rate-limit.ts';
import { input } from '../../http/input.ts';
import { deleteAccessToken } from '../../auth/repository-tokens.ts';
import { findUserByEmail, permissionsOf, type UserRow } from '../../auth/repository-users.ts';
import { userResource } from '../../auth/user-resource.ts';
import { __, fieldMessage } from '../../lang/translate.ts';

export const GHOST_MODE_PERMISSION = 'ghost-mode';
/** A ghost session is short: at most an hour, and never longer than a normal session. */
export const GHOST_TOKEN_MINUTES = 60;
export const GHOST_MODE_LIMIT: Limit = { name: 'ghost-mode', maxAttempts: 20, decaySeconds: 60 };

/** The token name records who is acting; it is what the member's devices page shows. */
export function ghostTokenName(staff: Pick<UserRow, 'id' | 'name' | 'email'>): string {
  return `Ghost mode: ${staff.name} <${staff.email}> (#${staff.id})`;
}

export function ghostModeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(
    '/ghost-mode',
    requireAuth(),
    throttle(GHOST_MODE_LIMIT, (c) => String(c.get('user').id)),
    (c) => {
      const { deps } = c.var;
      const staff = c.get('user');
      if (!permissionsOf(deps.db, staff.id).includes(GHOST_MODE_PERMISSION)) throw forbidden();
      const { email } = input(c, auth.ghostMode).body;
      const member = findUserByEmail(deps.db, email.trim());
      if (!member) throw new ValidationError({ email: [fieldMessage('in', 'email')] });
      if (member.id === staff.id)
        throw new ValidationError({ email: [__('You cannot enter ghost mode as yourself.')] });

      const token = createAccessToken(deps, member, {
        name: ghostTokenName(staff),
        abilities: ['*', GHOST_ABILITY],
        lifetimeMinutes: Math.min(GHOST_TOKEN_MINUTES, deps.config.auth.tokenLifetimeMinutes),
        idleMinutes: deps.config.auth.tokenIdleMinutes,
        ip: c.var.ip,
        userAgent: c.req.header('user-agent') ?? null,
      });
      deps.log.info('ghost mode entered', {
        staff_id: staff.id,
        member_id: member.id,
        token_id: token.id,
        ip: c.var.ip,
      });
      const body: AuthResponse = {
        access_token: token.plainTextToken,
        token_type: 'Bearer',
        expires_in: token.expiresIn,
        user: userResource(deps.db, member),
      };
      return c.json(body);
    },
  );

  app.delete('/ghost-mode', requireAuth(), (c) => {
    const token = c.get('token');
    if (!isGhostToken(token)) throw forbidden(__('This is not a ghost mode session.'));
    deleteAccessToken(c.var.deps.db, token.id);
    c.var.deps.log.info('ghost mode left', { member_id: c.get('user').id, token_id: token.id, acting: token.name });
    return c.body(null, 204);
  });

  return app;
}
