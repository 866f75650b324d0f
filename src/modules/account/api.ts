// The account screens' requests, one function per endpoint (server/modules/auth/routes.ts,
// routes-password.ts, routes-email-verification.ts; server/modules/siwe/routes.ts). Guest calls send no token: a stale one is nobody's business.
import { currentApi } from '../../core/runtime.ts';
import type { AuthResponse } from '../../core/types.ts';

const guestPost = <T>(path: string, body: unknown) =>
  currentApi()
    .raw<T>('POST', path, { body, token: null })
    .then((r) => r.data);

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: true;
  ref_hash?: string;
  language?: string;
  /** YYYY-MM-DD; the server refuses anyone under 18 (the Growing module's quota needs it). */
  date_of_birth?: string;
}

/** 202 with the same message for a new and a known address: no token until the address is confirmed. */
export const register = (input: RegisterInput) => guestPost<{ message: string }>('auth/register', input);

export const recoverPassword = (email: string) => guestPost<{ message: string }>('auth/recover', { email });

export interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export const resetPassword = (input: ResetPasswordInput) =>
  guestPost<{ message: string }>('auth/reset-password', input);

export const exchangeLoginToken = (token: string) => guestPost<AuthResponse>('auth/token-login', { token });

/** A new email confirmation link for the signed-in member (202, or 204 when already confirmed). */
export const resendVerificationEmail = () =>
  currentApi().post<{ message: string } | undefined>('user/email/verification-notification');

export const getSiweNonce = () =>
  currentApi()
    .raw<{ nonce: string; issued_at: string; expires_at: string }>('GET', 'auth/siwe/nonce', { token: null })
    .then((r) => r.data);

export const signInWithSiwe = (signed: { message: string; signature: string }) =>
  guestPost<AuthResponse>('auth/siwe', signed);

export interface TermsDocument {
  name: string;
  version: number;
  url: string;
}

/** The current terms documents, for the register form's acceptance. */
export const getCurrentTerms = () =>
  currentApi()
    .raw<{ data: TermsDocument[] }>('GET', 'terms', { token: null })
    .then((r) => r.data.data);

/** A passkey sign-in's request options (no credential named: the browser offers this site's). */
export const getPasskeySignInOptions = () => guestPost<Record<string, unknown>>('auth/passkey/options', {});

export const signInWithPasskey = (credential: Record<string, unknown>) =>
  guestPost<AuthResponse>('auth/passkey', { credential });

/** The verification step with a passkey: options naming the member's passkeys, then the answer. */
export const getPasskeyVerificationOptions = (pendingToken: string) =>
  currentApi()
    .raw<Record<string, unknown>>('POST', 'auth/verify/passkey/options', { token: pendingToken })
    .then((r) => r.data);

export const verifyWithPasskey = (pendingToken: string, credential: Record<string, unknown>) =>
  currentApi()
    .raw<AuthResponse>('POST', 'auth/verify/passkey', { body: { credential }, token: pendingToken })
    .then((r) => r.data);
