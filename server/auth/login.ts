// The password step of login: throttled per lower(email)|ip (5 failures a minute, Fortify's
// limiter) and per account (an hourly cap, ASVS 4.0.3 2.2.1); unknown emails cost the same hash
// work and get the same answer; outdated hashes are upgraded on success (rehash_on_login).
// Each attempt is counted before the hash runs and given back on success, so concurrent guesses
// cannot all pass the check (T17). Past the account cap the right password is not
// refused (an attacker could lock the owner out): it then needs a fresh emailed code.
import { toTimestamp } from '../clock.ts';
import type { AppDeps } from '../http/env.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import type { Limit } from '../http/rate-limit.ts';
import {
  findUserByEmail,
  findUserById,
  setEmailVerificationForced,
  updatePassword,
  type UserRow,
} from './repository-users.ts';
import { LOGIN_ACCOUNT_LIMIT, LOGIN_LIMIT } from './limits.ts';
import { __ } from '../lang/translate.ts';

export const FAILED_LOGIN = 'These credentials do not match our records.';

/** Fortify's LockoutResponse body, plus Retry-After (which Fortify leaves out). */
function lockout(deps: AppDeps, key: string, limit: Limit): HttpError {
  const seconds = deps.limiter.availableIn(key);
  const message = __('Too many login attempts. Please try again in :seconds seconds.', { seconds });
  return new HttpError(
    429,
    { message, errors: { email: [message] } },
    {
      'Retry-After': String(seconds),
      'X-RateLimit-Limit': String(limit.maxAttempts),
      'X-RateLimit-Remaining': '0',
    },
  );
}

export async function attemptLogin(
  deps: AppDeps,
  input: { email: string; password: string; ip: string },
): Promise<UserRow> {
  const { limiter } = deps;
  const throttleKey = `${LOGIN_LIMIT.name}:${input.email.trim().toLowerCase()}|${input.ip}`;
  if (!limiter.reserve(throttleKey, LOGIN_LIMIT.maxAttempts, LOGIN_LIMIT.decaySeconds))
    throw lockout(deps, throttleKey, LOGIN_LIMIT);

  const user = findUserByEmail(deps.db, input.email);
  const accountLimit = LOGIN_ACCOUNT_LIMIT(deps.config.auth.loginAccountHourlyCap);
  const accountKey = user ? `${accountLimit.name}:${user.id}` : null;
  const withinCap =
    accountKey === null || limiter.reserve(accountKey, accountLimit.maxAttempts, accountLimit.decaySeconds);

  let valid = false;
  try {
    if (user) {
      const result = await deps.hasher.verify(input.password, user.password);
      valid = result.ok;
      if (result.ok && result.needsRehash)
        updatePassword(deps.db, user.id, await deps.hasher.hash(input.password), toTimestamp(deps.clock.now()));
    } else {
      await deps.hasher.dummyVerify(input.password);
    }
  } catch (error) {
    // The hasher was too busy to look (its queue is full): not a failed guess.
    limiter.release(throttleKey);
    if (accountKey && withinCap) limiter.release(accountKey);
    throw error;
  }

  if (!user || !valid) throw new ValidationError({ email: [__(FAILED_LOGIN)] });
  limiter.clear(throttleKey);
  if (withinCap) {
    limiter.release(accountKey!);
    return user;
  }
  deps.log.warn('login past the per-account cap: an emailed code is required', { user_id: user.id, ip: input.ip });
  setEmailVerificationForced(deps.db, user.id, true);
  return findUserById(deps.db, user.id)!;
}
