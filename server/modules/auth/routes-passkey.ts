// Passkeys at login (docs/spec.md §4 "Passkeys"): a sign-in with a passkey alone (discoverable: no
// email typed), and a passkey as the verification step after the password, instead of the emailed
// code or the app's code. The ceremonies' rules: server/auth/passkeys.ts.
import { Hono, type MiddlewareHandler } from 'hono';
import { PASSKEY_SIGN_IN_LIMIT, VERIFY_LIMIT } from '../../auth/limits.ts';
import { requireAuth } from '../../auth/middleware.ts';
import { finishAssertion, hasPasskeys, PASSKEY_REFUSED, startSignIn, startVerification } from '../../auth/passkeys.ts';
import { deleteAccessToken } from '../../auth/repository-tokens.ts';
import { findUserById, updateLastIp } from '../../auth/repository-users.ts';
import { clientInfo, isForeignOrigin, issueSession, WIDGET_LOGIN_MARK } from '../../auth/sessions.ts';
import { abilitiesOf, VERIFY_ABILITY } from '../../auth/tokens.ts';
import type { AuthenticationResponseJSON } from '../../auth/webauthn.ts';
import type { AppEnv } from '../../http/env.ts';
import { forbidden, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { reserveAttempt, throttle } from '../../http/rate-limit.ts';
import { joinedHeader } from '../../http/request.ts';
import { __ } from '../../lang/translate.ts';
import { passkeys } from '../../../src/shared/contract/passkeys.ts';

export const NO_PASSKEY = 'You have no passkey yet.';

const answerOf = (credential: Record<string, unknown>) => credential as unknown as AuthenticationResponseJSON;

export function passkeyAuthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const perIp = throttle(PASSKEY_SIGN_IN_LIMIT, (c) => c.var.ip);
  const verifyAbility = requireAuth({ abilities: [VERIFY_ABILITY] });
  // Only the pending token of a password step: a full session ('*' passes requireAuth) has no step to answer.
  const pending: MiddlewareHandler<AppEnv> = async (c, next) =>
    verifyAbility(c, async () => {
      if (!abilitiesOf(c.get('token')).includes(VERIFY_ABILITY)) throw forbidden('Invalid ability provided.');
      await next();
    });

  app.post('/auth/passkey/options', perIp, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await startSignIn(c.var.deps));
  });

  app.post('/auth/passkey', perIp, async (c) => {
    const { deps } = c.var;
    const body = input(c, passkeys.signIn).body;
    const userId = await finishAssertion(deps, answerOf(body.credential), null);
    const user = findUserById(deps.db, userId);
    if (!user) throw new ValidationError({ credential: [__(PASSKEY_REFUSED)] });
    updateLastIp(deps.db, user.id, c.var.ip);
    return c.json(issueSession(deps, { ...user, ip_address: c.var.ip }, clientInfo(c, body.device_name)));
  });

  app.post('/auth/verify/passkey/options', pending, async (c) => {
    const { deps } = c.var;
    if (!hasPasskeys(deps, c.get('user').id)) throw new ValidationError({ credential: [__(NO_PASSKEY)] });
    c.header('Cache-Control', 'no-store');
    return c.json(await startVerification(deps, c.get('user')));
  });

  app.post('/auth/verify/passkey', pending, async (c) => {
    const { deps } = c.var;
    const token = c.get('token');
    // Counted first (a failure keeps it), as every check of the verification step is.
    const attempt = reserveAttempt(deps.limiter, VERIFY_LIMIT, String(c.get('user').id));
    const { credential } = input(c, passkeys.verify).body;
    await finishAssertion(deps, answerOf(credential), c.get('user'));
    attempt.release();
    deleteAccessToken(deps.db, token.id);
    updateLastIp(deps.db, c.get('user').id, c.var.ip);
    const user = findUserById(deps.db, c.get('user').id)!;
    const widget = abilitiesOf(token).includes(WIDGET_LOGIN_MARK) || isForeignOrigin(deps, joinedHeader(c, 'origin'));
    return c.json(
      issueSession(
        deps,
        user,
        { ip: c.var.ip, userAgent: c.req.header('user-agent') ?? token.user_agent, deviceName: token.name },
        { widget },
      ),
    );
  });

  return app;
}
