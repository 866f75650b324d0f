// The state of the sign-in machine (auth-sign-in.ts) that views render: which step, which
// verification (docs/spec.md §5), what is running and what went wrong.
import type { SignInProblem } from './auth-problem.ts';
import type { VerificationKind } from './auth-verification.ts';
import type { User } from '../types.ts';

export type SignInStep = 'credentials' | 'verification' | 'done';

export interface SignInState {
  step: SignInStep;
  /** The verification asked for; null on the credentials step. */
  verification: VerificationKind | null;
  /** Answering the one-time password step with a recovery code instead. */
  recovery: boolean;
  /** The member has a passkey: it may answer the verification step instead (docs/spec.md §4 "Passkeys"). */
  passkey: boolean;
  /** A request is running (submit buttons show a spinner and ignore clicks). */
  busy: boolean;
  /** An emailed code is being (re)sent. */
  sending: boolean;
  /** The last emailed code went out (ms). */
  codeSentAt: number | null;
  /** "Send again" is offered from this time on (ms): the cooldown, or the server's Retry-After. */
  resendAt: number | null;
  problem: SignInProblem | null;
  /** The signed-in member once done. */
  user: User | null;
  /** Where the emailed code goes, as the server shows it (masked: `m***@club.test`). */
  email: string | null;
  /** Where to go once done (takeRedirectAfterLogin), null when `redirect: false`. */
  redirect: string | null;
}

export function initialState(): SignInState {
  return {
    step: 'credentials',
    verification: null,
    recovery: false,
    passkey: false,
    busy: false,
    sending: false,
    codeSentAt: null,
    resendAt: null,
    problem: null,
    user: null,
    email: null,
    redirect: null,
  };
}
