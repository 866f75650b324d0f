// docs/spec.md §5 "Verification step at login": the step the password step's answer names
// (`verification.method`, the reference server, which sends nothing personal before the second
// factor), else decided from the member a backend returned: 2FA on (and no forced email check) ->
// a one-time password; else a verified email -> an emailed code; else an empty code.
import type { AuthResponse, PendingAuthResponse, User, VerificationRequirement } from '../types.ts';

export type VerificationKind = 'otp' | 'email' | 'none';

const KIND_OF_METHOD = { totp: 'otp', email: 'email', none: 'none' } as const;

export function verificationKind(
  user: Pick<User, 'google2fa_enabled_at' | 'email_verified'> | undefined,
  requirement: VerificationRequirement | undefined,
): VerificationKind {
  if (requirement?.method) return KIND_OF_METHOD[requirement.method];
  if (user?.google2fa_enabled_at && !requirement?.email_verification_forced) return 'otp';
  if (user?.email_verified) return 'email';
  return 'none';
}

/** An answer carrying `verification` holds a pending token that still needs the verification step. */
export function isPending(auth: AuthResponse | PendingAuthResponse): auth is PendingAuthResponse {
  return auth.verification !== undefined && auth.verification !== null;
}

/** A pasted code keeps only its digits ("123 456" -> "123456"); a recovery code only loses outer blanks. */
export function normaliseCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}
