// The sign-in machine shared by the portal's Login and Lock screens and the widgets' compact
// sign-in: credentials -> verification ('otp' | 'email' | 'none', docs/spec.md §5) -> done. Framework-free:
// views render `$state` and the forms, and call the functions below.
//
//   const signIn = createSignIn({ api, session, onSignedIn: ({ redirect }) => navigate(redirect) });
//   signIn.credentials.input('email', 'ada@club.test');  ...  await signIn.submitCredentials();
//   if (signIn.$state.get().verification === 'otp') { signIn.code.input('code', '123456'); await signIn.submitCode(); }
import { atom, type ReadableAtom } from 'nanostores';
import type { Api } from '../api/api.ts';
import { applyError, type SignInProblem } from './auth-problem.ts';
import { createResendCountdown, RESEND_COOLDOWN_SECONDS } from './auth-resend.ts';
import { createSignInForms, type SignInField } from './auth-sign-in-forms.ts';
import { initialState, type SignInState } from './auth-sign-in-state.ts';
import { isPending, normaliseCode, verificationKind, type VerificationKind } from './auth-verification.ts';
import { UnauthenticatedError } from '../api/errors.ts';
import type { Session } from './session.ts';
import type { AuthResponse, PendingAuthResponse, User } from '../types.ts';
import type { Form, MessageTemplates } from '../validation.ts';

export interface SignInOptions {
  api: Api;
  session: Pick<Session, '$session' | 'login' | 'unlock' | 'takeRedirectAfterLogin'>;
  /** 'unlock' (Lock screen): the email is the stored login mail and the session is unlocked. */
  mode?: 'login' | 'unlock';
  /** Prefills the email field (login mode). */
  email?: string;
  /** Names the token on the devices page (defaults to the user agent on the server). */
  deviceName?: string;
  /** false: do not take the remembered path (widgets on another site stay where they are). */
  redirect?: boolean;
  /** A widget's sign-in on a club's website: the server answers a token of the widgets' abilities only. */
  widget?: boolean;
  /** Seconds before "send again" is offered after an emailed code went out. */
  resendCooldownSeconds?: number;
  /** Called synchronously once the session holds the new token (navigate here, no render in between). */
  onSignedIn?: (result: { user: User; redirect: string | null }) => void;
  /** Texts of client-side validation: field labels for {field} and templates per rule name. */
  /** `verification` names the step asked for, so the code field is worded per kind (docs/spec.md §5). */
  label?: (field: SignInField, verification: VerificationKind | null) => string;
  messages?: MessageTemplates;
  now?: () => number;
  setInterval?: (handler: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

export function createSignIn(options: SignInOptions) {
  const { api, session, mode = 'login', now = Date.now } = options;
  const cooldown = (options.resendCooldownSeconds ?? RESEND_COOLDOWN_SECONDS) * 1000;
  const loginMail = () => session.$session.get().loginMail ?? '';
  const $state = atom<SignInState>(initialState());
  const patch = (change: Partial<SignInState>) => $state.set({ ...$state.get(), ...change });
  let pending: string | null = null;

  const { credentials, code, recoveryCode } = createSignInForms({
    label: options.label,
    messages: options.messages,
    verification: () => $state.get().verification,
    email: mode === 'unlock' ? loginMail() : (options.email ?? ''),
  });
  const { $resendIn, resendIn } = createResendCountdown({
    $state,
    now,
    setInterval: options.setInterval,
    clearInterval: options.clearInterval,
  });

  const post = <T>(path: string, body: unknown, token: string | null) =>
    api.raw<T>('POST', path, { body, token }).then((r) => r.data);

  /** Back to the credentials step; what was typed stays (the code fields are cleared). */
  function restart(problem: SignInProblem | null = null) {
    pending = null;
    code.reset();
    recoveryCode.reset();
    $state.set({ ...initialState(), problem });
  }

  function fail(error: unknown, form: Form<any> | null) {
    if (error instanceof UnauthenticatedError && pending !== null) return restart({ code: 'expired' });
    patch({ problem: applyError(error, form) });
  }

  function finish(auth: AuthResponse) {
    const before = session.$session.get().user;
    pending = null;
    if (mode === 'unlock') session.unlock(auth);
    else session.login(auth);
    let redirect: string | null = null;
    if (options.redirect !== false) {
      redirect = session.takeRedirectAfterLogin();
      // A path remembered for someone else's locked session is not this member's to resume.
      if (before && before.id !== auth.user.id) redirect = '/dashboard';
    }
    $state.set({ ...initialState(), step: 'done', user: auth.user, redirect });
    options.onSignedIn?.({ user: auth.user, redirect });
  }

  async function verify(body: { code: string } | { recovery_code: string }, form: Form<any> | null) {
    try {
      finish(await post<AuthResponse>('auth/verify', body, pending));
      return true;
    } catch (error) {
      fail(error, form);
      return false;
    }
  }

  async function sendCode(): Promise<boolean> {
    patch({ sending: true, problem: null });
    try {
      await post('user/request-verification-code', undefined, pending);
      patch({ sending: false, codeSentAt: now(), resendAt: now() + cooldown });
      return true;
    } catch (error) {
      patch({ sending: false });
      fail(error, code);
      const problem = $state.get().problem;
      if (problem?.code === 'throttled' && problem.retryAfter !== null)
        patch({ resendAt: now() + problem.retryAfter * 1000 });
      return false;
    }
  }

  /** Continues with an AuthResponse: a pending one goes to its verification step, a full one finishes. */
  async function receive(auth: AuthResponse | PendingAuthResponse): Promise<boolean> {
    if (!isPending(auth)) {
      finish(auth);
      return true;
    }
    pending = auth.access_token;
    const kind = verificationKind(auth.user, auth.verification);
    if (kind === 'none') return verify({ code: '' }, credentials);
    const email = auth.verification.email ?? auth.user?.email ?? null;
    patch({
      step: 'verification',
      verification: kind,
      recovery: false,
      passkey: auth.verification.passkey === true,
      email,
      problem: null,
      codeSentAt: null,
      resendAt: null,
    });
    if (kind === 'email') await sendCode();
    return $state.get().step === 'verification';
  }

  async function guarded(task: () => Promise<boolean>): Promise<boolean> {
    if ($state.get().busy) return false;
    patch({ busy: true, problem: null });
    try {
      return await task();
    } finally {
      if ($state.get().busy) patch({ busy: false });
    }
  }

  /** The password step (POST auth/login), then the verification step it calls for. */
  function submitCredentials(): Promise<boolean> {
    return guarded(async () => {
      if ($state.get().step !== 'credentials' || !credentials.validateAll()) return false;
      const values = credentials.$values.get();
      const body: Record<string, string | boolean> = { email: values.email.trim(), password: values.password };
      if (options.deviceName) body.device_name = options.deviceName;
      if (options.widget) body.widget = true;
      let auth: AuthResponse | PendingAuthResponse;
      try {
        auth = await post<AuthResponse | PendingAuthResponse>('auth/login', body, null);
      } catch (error) {
        fail(error, credentials);
        return false;
      }
      return receive(auth);
    });
  }

  /** Any other way to an AuthResponse (Sign-In with Ethereum): same verification step and finish. */
  function signInWith(exchange: () => Promise<AuthResponse | PendingAuthResponse>): Promise<boolean> {
    return guarded(async () => {
      let auth: AuthResponse | PendingAuthResponse;
      try {
        auth = await exchange();
      } catch (error) {
        fail(error, credentials);
        return false;
      }
      return receive(auth);
    });
  }

  /** The verification step answered another way (a passkey): `exchange` gets the pending token. */
  function verifyWith(exchange: (pendingToken: string) => Promise<AuthResponse>): Promise<boolean> {
    return guarded(async () => {
      if ($state.get().step !== 'verification' || pending === null) return false;
      try {
        finish(await exchange(pending));
        return true;
      } catch (error) {
        fail(error, null);
        return false;
      }
    });
  }

  /** The verification step: the one-time password, the emailed code, or a recovery code. */
  function submitCode(): Promise<boolean> {
    return guarded(async () => {
      const state = $state.get();
      if (state.step !== 'verification' || pending === null) return false;
      if (state.recovery) {
        if (!recoveryCode.validateAll()) return false;
        return verify({ recovery_code: recoveryCode.$values.get().recovery_code.trim() }, recoveryCode);
      }
      if (!code.validateAll()) return false;
      return verify({ code: normaliseCode(code.$values.get().code) }, code);
    });
  }

  /** "Send again": a new emailed code once the cooldown has passed. */
  async function requestEmailCode(): Promise<boolean> {
    const state = $state.get();
    if (state.step !== 'verification' || state.verification !== 'email' || state.sending || pending === null)
      return false;
    if (resendIn() > 0) return false;
    return sendCode();
  }

  /** Switches the one-time password step to a recovery code (true) and back (false). */
  function setRecoveryMode(on: boolean) {
    const state = $state.get();
    if (state.step !== 'verification' || state.verification !== 'otp') return;
    patch({ recovery: on, problem: null });
  }

  /** Starts over, e.g. after logout in a widget: every field empty again. */
  function reset() {
    restart();
    credentials.reset();
  }

  return {
    $state: $state as ReadableAtom<SignInState>,
    $resendIn,
    credentials,
    code,
    recoveryCode,
    submitCredentials,
    submitCode,
    requestEmailCode,
    setRecoveryMode,
    signInWith,
    verifyWith,
    /** Back from the verification step to the credentials (keeps the email and password). */
    back: () => restart(),
    reset,
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
