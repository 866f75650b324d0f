// POST user/confirm-password: Fortify's password confirmation, for this login (a token, not a
// cookie session): the current password, or with 2FA on the authenticator's current code. It makes
// the next FRESH_CONFIRMATION_MINUTES of this login "freshly confirmed" for the moves that need it
// (server/auth/fresh-confirmation.ts, docs/threats.md T27). Throttled per member: 5 wrong passwords
// a minute (the settings' password throttle), 5 wrong codes a minute; a code is used once.
import { Hono } from 'hono';
import { addMinutes, toTimestamp } from '../../clock.ts';
import { FRESH_CONFIRMATION_MINUTES } from '../../auth/fresh-confirmation.ts';
import { markPasswordConfirmed } from '../../auth/repository-tokens.ts';
import { setTwoFactorLastStep } from '../../auth/repository-users.ts';
import { decryptSecret } from '../../auth/secret-box.ts';
import { verifyTotp } from '../../auth/totp.ts';
import { INVALID_CODE, twoFactorEnabled } from '../../auth/verification.ts';
import type { AppEnv } from '../../http/env.ts';
import { ValidationError } from '../../http/errors.ts';
import { reserveAttempt, type Limit } from '../../http/rate-limit.ts';
import { validateFields } from '../../http/input.ts';
import { text } from '../../../src/shared/contract/endpoint.ts';
import * as v from '../../../src/shared/contract/schema.ts';
import { __ } from '../../lang/translate.ts';
import { confirmPassword, memberChange } from './guard.ts';

/** Wrong TOTP codes at the confirmation per member per minute. */
export const CONFIRM_CODE_LIMIT: Limit = { name: 'confirm-password-code', maxAttempts: 5, decaySeconds: 60 };

export function settingsConfirmPasswordRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/user/confirm-password', memberChange(), async (c) => {
    const { deps } = c.var;
    const user = c.get('user');
    if (twoFactorEnabled(user)) {
      const { code } = validateFields(v.object({ code: text(32) }), c.var.body);
      const attempt = reserveAttempt(deps.limiter, CONFIRM_CODE_LIMIT, String(user.id));
      const secret = decryptSecret(deps.config, user.google2fa_secret!);
      const step = secret
        ? verifyTotp({ secret, code, now: deps.clock.now(), lastUsedStep: user.google2fa_last_step })
        : null;
      if (step === null) throw new ValidationError({ code: [__(INVALID_CODE)] });
      attempt.release();
      setTwoFactorLastStep(deps.db, user.id, step); // the code is spent
    } else {
      const { password } = validateFields(v.object({ password: text(1024) }), c.var.body);
      await confirmPassword(c, password);
    }
    const now = deps.clock.now();
    markPasswordConfirmed(deps.db, c.get('token').id, toTimestamp(now));
    return c.json({ confirmed_until: toTimestamp(addMinutes(now, FRESH_CONFIRMATION_MINUTES)) }, 201);
  });

  return app;
}
