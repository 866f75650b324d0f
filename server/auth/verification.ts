// The verification step after a password login (docs/spec.md §5), enforced on the server exactly as the
// client decides it: 2FA on (and no forced email check) -> a TOTP code or a recovery code; else a
// verified email -> the code emailed by POST user/request-verification-code; else an empty code.
import { addMinutes, toTimestamp } from '../clock.ts';
import { appKeyBytes } from '../config.ts';
import type { AppDeps } from '../http/env.ts';
import { ValidationError } from '../http/errors.ts';
import { reserveAttempt } from '../http/rate-limit.ts';
import { verificationCodeMail } from '../mail/messages.ts';
import { findActiveVerificationCode, replaceVerificationCode, useVerificationCode } from './repository-secrets.ts';
import { setEmailVerificationForced, setTwoFactorLastStep, type UserRow } from './repository-users.ts';
import { VERIFY_LIMIT } from './limits.ts';
import { hmacHex, randomDigits, safeEqual } from './random.ts';
import { redeemRecoveryCode } from './recovery-codes.ts';
import { decryptSecret } from './secret-box.ts';
import { verifyTotp } from './totp.ts';
import { __ } from '../lang/translate.ts';

export type VerificationMethod = 'totp' | 'email' | 'none';

export const INVALID_CODE = 'The provided two factor authentication code was invalid.';
// The emailed code is not a two-factor code: its own wording.
export const INVALID_EMAIL_CODE = 'The provided verification code was invalid.';
export const INVALID_RECOVERY_CODE = 'The provided two factor recovery code was invalid.';

export function twoFactorEnabled(user: Pick<UserRow, 'google2fa_enabled_at' | 'google2fa_secret'>): boolean {
  return user.google2fa_enabled_at !== null && user.google2fa_secret !== null;
}

export function verificationMethod(user: UserRow): VerificationMethod {
  if (twoFactorEnabled(user) && user.email_verification_forced !== 1) return 'totp';
  // Forced (the login cap was passed, or staff asked): the emailed code even for an unverified address.
  if (user.email_verified_at !== null || user.email_verification_forced === 1) return 'email';
  return 'none';
}

function codeHash(deps: Pick<AppDeps, 'config'>, userId: number, code: string): string {
  return hmacHex(appKeyBytes(deps.config), `verification-code:${userId}:${code}`);
}

/** Emails a fresh 6-digit code (10 minutes, single use); earlier codes stop working. */
export async function sendVerificationCode(deps: AppDeps, user: UserRow): Promise<void> {
  const now = deps.clock.now();
  const code = randomDigits(6);
  const minutes = deps.config.auth.verificationCodeMinutes;
  replaceVerificationCode(
    deps.db,
    user.id,
    codeHash(deps, user.id, code),
    toTimestamp(addMinutes(now, minutes)),
    toTimestamp(now),
  );
  await deps.mailer.send(verificationCodeMail(user, code, minutes, deps.config.appName));
}

function checkEmailCode(deps: AppDeps, user: UserRow, code: string): boolean {
  const now = toTimestamp(deps.clock.now());
  const active = findActiveVerificationCode(deps.db, user.id, now);
  if (!active || !/^\d{6}$/.test(code) || !safeEqual(active.code_hash, codeHash(deps, user.id, code))) return false;
  useVerificationCode(deps.db, active.id, now);
  return true;
}

function checkTotp(deps: AppDeps, user: UserRow, code: string): boolean {
  const secret = user.google2fa_secret ? decryptSecret(deps.config, user.google2fa_secret) : null;
  if (!secret) return false;
  const step = verifyTotp({ secret, code, now: deps.clock.now(), lastUsedStep: user.google2fa_last_step });
  if (step === null) {
    if (user.google2fa_last_step !== null)
      deps.log.warn('Refused TOTP code (wrong, reused or older than the last one)', { user_id: user.id });
    return false;
  }
  setTwoFactorLastStep(deps.db, user.id, step);
  return true;
}

export interface VerifyInput {
  code?: string | null;
  recovery_code?: string | null;
}

/**
 * Checks the second step for `user`; throws 422 (errors.code / errors.recovery_code) or 429 after
 * 5 failures a minute. Returns normally when the member may get a full token.
 */
export function completeVerification(deps: AppDeps, user: UserRow, input: VerifyInput): void {
  const key = String(user.id);
  // Counted first (a failure keeps it), as every check of a secret is.
  reserveAttempt(deps.limiter, VERIFY_LIMIT, key);
  const method = verificationMethod(user);
  const code = (input.code ?? '').trim();
  const recovery = (input.recovery_code ?? '').trim();
  const fail = (field: 'code' | 'recovery_code', message: string): never => {
    throw new ValidationError({ [field]: [message] });
  };

  if (method === 'totp' && recovery !== '') {
    if (!redeemRecoveryCode(deps, user.id, recovery)) fail('recovery_code', __(INVALID_RECOVERY_CODE));
  } else if (method === 'totp') {
    if (!checkTotp(deps, user, code)) fail('code', __(INVALID_CODE));
  } else if (method === 'email') {
    if (!checkEmailCode(deps, user, code)) fail('code', __(INVALID_EMAIL_CODE));
    if (user.email_verification_forced === 1) setEmailVerificationForced(deps.db, user.id, false);
  } else if (code !== '' || recovery !== '') {
    // Neither 2FA nor a verified address: the client sends an empty code, nothing else.
    fail('code', __(INVALID_CODE));
  }
  deps.limiter.clear(`${VERIFY_LIMIT.name}:${key}`);
}
