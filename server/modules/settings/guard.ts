// What every member settings route shares: a full token (requireAuth), no changes from a ghost
// session (support staff look, they do not change a member's credentials), and re-authentication
// with the current password before sensitive changes (ASVS 5.0 7.5.1), throttled per member so a
// stolen token cannot be used to guess the password.
import type { MiddlewareHandler } from 'hono';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { ValidationError } from '../../http/errors.ts';
import { reserveAttempt, type Limit } from '../../http/rate-limit.ts';
import { __ } from '../../lang/translate.ts';

/** Wrong passwords on settings routes per member per minute; the next attempt answers 429. */
export const SETTINGS_PASSWORD_LIMIT: Limit = { name: 'settings-password', maxAttempts: 5, decaySeconds: 60 };

/** Fortify's ConfirmPassword message. */
export const WRONG_PASSWORD = 'The provided password was incorrect.';

/** A full session token (ability '*'), as for every member route. */
export const member = (): MiddlewareHandler<AppEnv> => requireAuth();

/** A full token for a settings change (requireAuth refuses every write of a ghost session). */
export const memberChange = (): MiddlewareHandler<AppEnv> => requireAuth();

/**
 * Throws 422 `{errors: {[field]: [message]}}` unless `password` is the member's current password,
 * and 429 after SETTINGS_PASSWORD_LIMIT failures.
 */
export async function confirmPassword(
  c: AppContext,
  password: string,
  field = 'password',
  message = __(WRONG_PASSWORD),
): Promise<void> {
  const { hasher, limiter } = c.var.deps;
  const user = c.get('user');
  const key = String(user.id);
  // Counted before the hash, given back when right: concurrent guesses cannot pass the check together.
  const attempt = reserveAttempt(limiter, SETTINGS_PASSWORD_LIMIT, key);
  let ok = false;
  try {
    ok = (await hasher.verify(password, user.password)).ok;
  } finally {
    if (ok) attempt.release();
  }
  if (!ok) throw new ValidationError({ [field]: [message] });
}
