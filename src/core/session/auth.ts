// Sign-in logic shared by the portal (Login, Lock) and the widgets (the bell's compact sign-in):
// the sign-in machine, the verification rule of docs/spec.md §5, logout and refresh. No view code and no
// wallet code here: Sign-In with Ethereum lives in auth-siwe.ts, loaded lazily by the Login page
// only, so the embed script never carries viem.
export { createSignIn } from './auth-sign-in.ts';
export { digits, CODE_LENGTH } from './auth-sign-in-forms.ts';
export { RESEND_COOLDOWN_SECONDS } from './auth-resend.ts';
export type { SignIn, SignInOptions } from './auth-sign-in.ts';
export type { SignInField } from './auth-sign-in-forms.ts';
export type { SignInState, SignInStep } from './auth-sign-in-state.ts';
export { verificationKind, isPending, normaliseCode } from './auth-verification.ts';
export type { VerificationKind } from './auth-verification.ts';
export { applyError } from './auth-problem.ts';
export type { SignInProblem } from './auth-problem.ts';
export { logout, refresh, LOGOUT_SETTLE_MS, LOGOUT_TIMEOUT_MS } from './auth-session.ts';
export type { LogoutOptions, RefreshOptions } from './auth-session.ts';
