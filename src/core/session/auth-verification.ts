// SPEC §5 "Verification step at login", decided by the client from the member the password step
// returned: 2FA on (and no forced email check) -> a one-time password; else a verified email ->
// an emailed code; else an empty code. The reference server enforces the same rule.
import type { AuthResponse, User, VerificationRequirement } from '../types.ts';

export type VerificationKind = 'otp' | 'email' | 'none';

export function verificationKind(
  user: Pick<User, 'google2fa_enabled_at' | 'email_verified'>,
  requirement: VerificationRequirement | undefined,
): VerificationKind {
  if (user.google2fa_enabled_at && !requirement?.email_verification_forced) return 'otp';
  if (user.email_verified) return 'email';
  return 'none';
}

/** An answer carrying `verification` holds a pending token that still needs the verification step. */
export function isPending(auth: AuthResponse): boolean {
  return auth.verification !== undefined && auth.verification !== null;
}

/** A pasted code keeps only its digits ("123 456" -> "123456"); a recovery code only loses outer blanks. */
export function normaliseCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}
