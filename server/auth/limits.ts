// Every rate limit of the auth routes in one place (ASVS 5.0 6.3.1; docs/threats.md T17, T19).
import type { Limit } from '../http/rate-limit.ts';

/** Failed logins per lower(email)|ip per minute (Fortify's stub limiter). */
export const LOGIN_LIMIT: Limit = { name: 'login', maxAttempts: 5, decaySeconds: 60 };
/** Failed logins per account per hour, whatever the IP; maxAttempts from config (default 100). */
export const LOGIN_ACCOUNT_LIMIT = (maxAttempts: number): Limit => ({
  name: 'login-account',
  maxAttempts,
  decaySeconds: 3600,
});
/** Failed verification codes (TOTP, emailed code, recovery code) per member per minute. */
export const VERIFY_LIMIT: Limit = { name: 'verify', maxAttempts: 5, decaySeconds: 60 };
/** Emailed verification codes per member per 10 minutes. */
export const VERIFICATION_CODE_LIMIT: Limit = { name: 'verification-code', maxAttempts: 5, decaySeconds: 600 };
/** Password recovery requests per IP per minute. */
export const RECOVER_LIMIT: Limit = { name: 'recover', maxAttempts: 5, decaySeconds: 60 };
/** Password reset attempts per IP per minute. */
export const RESET_LIMIT: Limit = { name: 'reset-password', maxAttempts: 10, decaySeconds: 60 };
/** Registrations per IP per minute. */
export const REGISTER_LIMIT: Limit = { name: 'register', maxAttempts: 10, decaySeconds: 60 };
/** Verification-mail resends per member per minute (Fortify's throttle:6,1). */
export const VERIFICATION_MAIL_LIMIT: Limit = { name: 'verification-mail', maxAttempts: 6, decaySeconds: 60 };
/** One-time login link exchanges per IP per minute. */
export const TOKEN_LOGIN_LIMIT: Limit = { name: 'token-login', maxAttempts: 10, decaySeconds: 60 };
/** Email verification link opens per IP per minute. */
export const VERIFY_EMAIL_LINK_LIMIT: Limit = { name: 'verify-email-link', maxAttempts: 30, decaySeconds: 60 };
/** Seconds before another reset mail goes to the same address (silently skipped, no enumeration). */
export const RESET_MAIL_THROTTLE_SECONDS = 60;
/** Passkey sign-in ceremonies (options and answers, each counted) per IP per minute. */
export const PASSKEY_SIGN_IN_LIMIT: Limit = { name: 'passkey-sign-in', maxAttempts: 30, decaySeconds: 60 };
