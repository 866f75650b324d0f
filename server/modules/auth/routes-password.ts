// Password recovery (no account enumeration) and reset (single-use token, 60 minutes; a reset
// revokes every token of the member).
import { Hono } from 'hono';
import { addMinutes, parseTimestamp, toTimestamp } from '../../clock.ts';
import { RECOVER_LIMIT, RESET_LIMIT, RESET_MAIL_THROTTLE_SECONDS } from '../../auth/limits.ts';
import { withPasswordPolicy } from '../../auth/password-policy.ts';
import { auth } from '../../../src/shared/contract/auth.ts';
import { randomString, sha256Hex } from '../../auth/random.ts';
import type { AppEnv } from '../../http/env.ts';
import { ValidationError } from '../../http/errors.ts';
import { throttle } from '../../http/rate-limit.ts';
import { input, validateFields } from '../../http/input.ts';
import { passwordResetMail } from '../../mail/messages.ts';
import { consumePasswordReset, findPasswordReset, upsertPasswordReset } from '../../auth/repository-secrets.ts';
import { deleteAccessTokensOf } from '../../auth/repository-tokens.ts';
import { findUserByEmail, updatePassword } from '../../auth/repository-users.ts';
import { __ } from '../../lang/translate.ts';

export const RECOVER_MESSAGE = 'If that address is registered, we have emailed a reset link.';
export const INVALID_RESET = 'This password reset token is invalid.';

export function passwordRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(
    '/auth/recover',
    throttle(RECOVER_LIMIT, (c) => c.var.ip),
    async (c) => {
      const { deps } = c.var;
      const { email } = input(c, auth.recover).body;
      const user = findUserByEmail(deps.db, email);
      const now = deps.clock.now();
      const previous = user ? findPasswordReset(deps.db, user.email) : undefined;
      const recentlySent =
        previous && parseTimestamp(previous.created_at).getTime() + RESET_MAIL_THROTTLE_SECONDS * 1000 > now.getTime();
      if (user && !recentlySent) {
        const token = randomString(64);
        upsertPasswordReset(deps.db, user.email, sha256Hex(token), toTimestamp(now));
        const url = `${deps.config.frontendUrl}/reset-password/${encodeURIComponent(user.email)}/${token}`;
        // Not awaited: a slow SMTP server must not tell who has an account (same timing either way).
        deps.mailer
          .send(passwordResetMail(user, url, deps.config.auth.passwordResetMinutes, deps.config.appName))
          .catch((error: unknown) => {
            deps.log.error('Password reset mail failed', {
              error: error instanceof Error ? error.message : String(error),
            });
          });
      }
      return c.json({ message: __(RECOVER_MESSAGE) });
    },
  );

  app.post(
    '/auth/reset-password',
    throttle(RESET_LIMIT, (c) => c.var.ip),
    async (c) => {
      const { deps } = c.var;
      const input = validateFields(withPasswordPolicy(auth.resetPassword.body), c.var.body);
      const now = deps.clock.now();
      // Consumed before the await of the hash: a second request with the same token finds nothing.
      const reset = consumePasswordReset(deps.db, input.email, sha256Hex(input.token));
      const user = findUserByEmail(deps.db, input.email);
      const fresh =
        reset &&
        addMinutes(parseTimestamp(reset.created_at), deps.config.auth.passwordResetMinutes).getTime() > now.getTime();
      if (!reset || !user || !fresh) throw new ValidationError({ email: [__(INVALID_RESET)] });
      updatePassword(deps.db, user.id, await deps.hasher.hash(input.password), toTimestamp(now));
      deleteAccessTokensOf(deps.db, user.id);
      return c.json({ message: __('Your password has been reset.') });
    },
  );

  return app;
}
