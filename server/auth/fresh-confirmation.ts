// Fresh confirmation before the moves a stolen session token must not make alone (docs/threats.md
// T27): adding or changing a payout account, and a withdrawal to an account younger than a day
// (banks' rule for new payees). The member confirms with the password, or with a TOTP code when 2FA
// is on, through POST user/confirm-password (its own throttle); the confirmation holds for this
// login for FRESH_CONFIRMATION_MINUTES. Without it: Laravel's RequirePassword answer, 423
// {"message":"Password confirmation required."}, plus `confirm` naming what to ask for.
import { addMinutes, parseTimestamp } from '../clock.ts';
import type { AppContext } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { __ } from '../lang/translate.ts';
import type { AccessTokenRow } from './repository-tokens.ts';
import { twoFactorEnabled } from './verification.ts';

export const FRESH_CONFIRMATION_MINUTES = 5;
export const CONFIRMATION_REQUIRED = 'Password confirmation required.';

/** What the member confirms with: the password, or a TOTP code when 2FA is on. */
export const confirmationKind = (user: Parameters<typeof twoFactorEnabled>[0]): 'password' | 'totp' =>
  twoFactorEnabled(user) ? 'totp' : 'password';

export function hasFreshConfirmation(token: Pick<AccessTokenRow, 'password_confirmed_at'>, now: Date): boolean {
  if (!token.password_confirmed_at) return false;
  const until = addMinutes(parseTimestamp(token.password_confirmed_at), FRESH_CONFIRMATION_MINUTES);
  return until.getTime() >= now.getTime();
}

/** Throws the 423 unless this login confirmed within the last FRESH_CONFIRMATION_MINUTES. */
export function requireFreshConfirmation(c: AppContext): void {
  if (hasFreshConfirmation(c.get('token'), c.var.deps.clock.now())) return;
  throw new HttpError(423, { message: __(CONFIRMATION_REQUIRED), confirm: confirmationKind(c.get('user')) });
}
