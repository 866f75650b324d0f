// The shared sign-in logic (src/core/session/auth*.ts) against the real reference server in-process.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import {
  createSignIn,
  LOGOUT_SETTLE_MS,
  logout,
  refresh,
  verificationKind,
  type SignIn,
  type SignInOptions,
} from '../../../src/core/session/auth.ts';
import { createClientWorld, PASSWORD, type ClientWorld } from './auth-world.ts';

const stores: SignIn[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) cleanStores(s.$state, s.$resendIn);
});

function signInFor(w: ClientWorld, options: Partial<SignInOptions> = {}) {
  const signIn = createSignIn({
    api: w.api,
    session: w.session,
    now: () => w.server.clock.now().getTime(),
    ...options,
  });
  stores.push(signIn);
  return signIn;
}

async function passwordStep(signIn: SignIn, email: string, password = PASSWORD) {
  signIn.credentials.input('email', email);
  signIn.credentials.input('password', password);
  return signIn.submitCredentials();
}

describe('the verification step (docs/spec.md §5)', () => {
  it('decides: 2FA on and not forced -> otp; forced -> email when verified; verified -> email; neither -> none.', () => {
    const at = '2026-01-01T10:00:00.000000Z';
    expect(
      verificationKind({ google2fa_enabled_at: at, email_verified: true }, { email_verification_forced: false }),
    ).toBe('otp');
    expect(
      verificationKind({ google2fa_enabled_at: at, email_verified: false }, { email_verification_forced: false }),
    ).toBe('otp');
    expect(
      verificationKind({ google2fa_enabled_at: at, email_verified: true }, { email_verification_forced: true }),
    ).toBe('email');
    expect(
      verificationKind({ google2fa_enabled_at: null, email_verified: true }, { email_verification_forced: false }),
    ).toBe('email');
    expect(
      verificationKind({ google2fa_enabled_at: null, email_verified: false }, { email_verification_forced: false }),
    ).toBe('none');
  });

  it('follows the step the server names (verification.method) when the answer carries no member.', () => {
    expect(verificationKind(undefined, { method: 'totp', email: 'm***@club.test' })).toBe('otp');
    expect(verificationKind(undefined, { method: 'email', email: 'm***@club.test' })).toBe('email');
    expect(verificationKind(undefined, { method: 'none', email: 'm***@club.test' })).toBe('none');
  });

  it('asks for the one-time password when two-factor authentication is on, and emails nothing.', async () => {
    const w = createClientWorld();
    await w.memberWithTwoFactor({ email: 'tanja@club.test' });
    const signIn = signInFor(w);
    expect(await passwordStep(signIn, 'tanja@club.test')).toBe(true);
    expect(signIn.$state.get()).toMatchObject({ step: 'verification', verification: 'otp', recovery: false });
    expect(w.codeMails('tanja@club.test')).toHaveLength(0);
    expect(w.requests.map((r) => r.path)).toEqual(['auth/login']);
  });

  it('signs in with a valid one-time password.', async () => {
    const w = createClientWorld();
    const user = await w.memberWithTwoFactor({ email: 'tanja@club.test' });
    const signIn = signInFor(w);
    await passwordStep(signIn, 'tanja@club.test');
    signIn.code.input('code', w.otp());
    expect(await signIn.submitCode()).toBe(true);
    expect(signIn.$state.get()).toMatchObject({ step: 'done', redirect: '/dashboard' });
    expect(w.session.$session.get()).toMatchObject({
      isLoggedIn: true,
      user: { id: user.id },
      loginMail: 'tanja@club.test',
    });
  });

  it('asks for the emailed code even with 2FA on when the server forces email verification.', async () => {
    const w = createClientWorld();
    const user = await w.memberWithTwoFactor({ email: 'tanja@club.test' });
    w.forceEmailVerification(user);
    const signIn = signInFor(w);
    await passwordStep(signIn, 'tanja@club.test');
    expect(signIn.$state.get()).toMatchObject({ step: 'verification', verification: 'email' });
    expect(w.codeMails('tanja@club.test')).toHaveLength(1);
  });

  it('requests an emailed code (202) when the email is verified, then signs in with it.', async () => {
    const w = createClientWorld();
    await w.server.createUser({ email: 'mia@club.test' });
    const signIn = signInFor(w);
    await passwordStep(signIn, 'mia@club.test');
    expect(w.requests.map((r) => r.path)).toEqual(['auth/login', 'user/request-verification-code']);
    expect(signIn.$state.get()).toMatchObject({
      step: 'verification',
      verification: 'email',
      codeSentAt: w.server.clock.now().getTime(),
    });
    signIn.code.input('code', w.emailedCode('mia@club.test')!);
    expect(await signIn.submitCode()).toBe(true);
    expect(w.session.$session.get().isLoggedIn).toBe(true);
  });

  it('signs in with an empty code when there is neither 2FA nor a verified email.', async () => {
    const w = createClientWorld();
    await w.server.createUser({ email: 'neu@club.test', email_verified_at: null });
    const signIn = signInFor(w);
    expect(await passwordStep(signIn, 'neu@club.test')).toBe(true);
    expect(w.requests.map((r) => [r.path, r.body])).toEqual([
      ['auth/login', { email: 'neu@club.test', password: PASSWORD }],
      ['auth/verify', { code: '' }],
    ]);
    expect(signIn.$state.get().step).toBe('done');
    expect(w.session.$session.get().isLoggedIn).toBe(true);
  });

  it('accepts a recovery code instead of the one-time password.', async () => {
    const w = createClientWorld();
    const user = await w.memberWithTwoFactor({ email: 'tanja@club.test' });
    const [recovery] = w.recoveryCodes(user);
    const signIn = signInFor(w);
    await passwordStep(signIn, 'tanja@club.test');
    signIn.setRecoveryMode(true);
    signIn.recoveryCode.input('recovery_code', ` ${recovery} `);
    expect(await signIn.submitCode()).toBe(true);
    expect(w.requests.at(-1)).toMatchObject({ path: 'auth/verify', body: { recovery_code: recovery } });
    expect(w.session.$session.get().isLoggedIn).toBe(true);
  });

  it('sends the pending token only with the verification calls and never stores it in the session.', async () => {
    const w = createClientWorld();
    await w.server.createUser({ email: 'mia@club.test' });
    const signIn = signInFor(w);
    await passwordStep(signIn, 'mia@club.test');
    expect(w.session.$session.get()).toMatchObject({ isLoggedIn: false, token: null, user: null });
    const [login, request] = w.requests;
    expect(login.authorization).toBeNull();
    expect(request.authorization).toMatch(/^Bearer \d+\|/);
  });
});

describe('errors', () => {
  it('shows the 422 next to the email field and keeps what was typed when the credentials are wrong.', async () => {
    const w = createClientWorld();
    await w.server.createUser({ email: 'mia@club.test' });
    const signIn = signInFor(w);
    expect(await passwordStep(signIn, 'mia@club.test', 'wrong password')).toBe(false);
    expect(signIn.credentials.$errors.get().email).toBe('These credentials do not match our records.');
    expect(signIn.credentials.$values.get()).toEqual({ email: 'mia@club.test', password: 'wrong password' });
    expect(signIn.$state.get()).toMatchObject({ step: 'credentials', busy: false, problem: null });
  });

  it('checks the fields before sending anything.', async () => {
    const w = createClientWorld();
    const signIn = signInFor(w, {
      label: (field) => `[${field}]`,
      messages: { required: '{field} fehlt', email: '{field} kaputt' },
    });
    expect(await passwordStep(signIn, 'not-an-email', '')).toBe(false);
    expect(signIn.credentials.$errors.get()).toEqual({ email: '[email] kaputt', password: '[password] fehlt' });
    expect(w.requests).toHaveLength(0);
  });

  it('turns a login lockout (429) into a retry-after problem.', async () => {
    const w = createClientWorld();
    await w.server.createUser({ email: 'mia@club.test' });
    const signIn = signInFor(w);
    for (let i = 0; i < 5; i++) await passwordStep(signIn, 'mia@club.test', 'wrong password');
    expect(await passwordStep(signIn, 'mia@club.test', 'wrong password')).toBe(false);
    expect(signIn.$state.get().problem).toEqual({ code: 'throttled', retryAfter: 60 });
    expect(signIn.credentials.$values.get().password).toBe('wrong password');
  });

  it('puts a wrong code next to the code field and stays on the verification step.', async () => {
    const w = createClientWorld();
    await w.memberWithTwoFactor({ email: 'tanja@club.test' });
    const signIn = signInFor(w);
    await passwordStep(signIn, 'tanja@club.test');
    const wrong = w.otp() === '000000' ? '111111' : '000000';
    signIn.code.input('code', wrong);
    expect(await signIn.submitCode()).toBe(false);
    expect(signIn.code.$errors.get().code).toBe('The provided two factor authentication code was invalid.');
    expect(signIn.code.$values.get().code).toBe(wrong);
    expect(signIn.$state.get()).toMatchObject({ step: 'verification', verification: 'otp' });
  });

  it('refuses a code that is not six digits without asking the server.', async () => {
    const w = createClientWorld();
    await w.memberWithTwoFactor({ email: 'tanja@club.test' });
    const signIn = signInFor(w);
    await passwordStep(signIn, 'tanja@club.test');
    signIn.code.input('code', '12345');
    expect(await signIn.submitCode()).toBe(false);
    expect(signIn.code.$errors.get().code).toBe('Code is not valid.');
    expect(w.requests.map((r) => r.path)).toEqual(['auth/login']);
  });

  it('turns too many wrong codes (429) into a retry-after problem.', async () => {
    const w = createClientWorld();
    await w.memberWithTwoFactor({ email: 'tanja@club.test' });
    const signIn = signInFor(w);
    await passwordStep(signIn, 'tanja@club.test');
    const wrong = w.otp() === '000000' ? '111111' : '000000';
    signIn.code.input('code', wrong);
    for (let i = 0; i < 5; i++) await signIn.submitCode();
    expect(await signIn.submitCode()).toBe(false);
    expect(signIn.$state.get().problem).toMatchObject({ code: 'throttled' });
    expect((signIn.$state.get().problem as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
  });

  it('goes back to the password step when the pending token has expired, without locking anything.', async () => {
    const w = createClientWorld({ path: '/somewhere/on/a/club/site' });
    await w.memberWithTwoFactor({ email: 'tanja@club.test' });
    const signIn = signInFor(w);
    await passwordStep(signIn, 'tanja@club.test');
    w.server.clock.advance(11 * 60_000);
    signIn.code.input('code', w.otp());
    expect(await signIn.submitCode()).toBe(false);
    expect(signIn.$state.get()).toMatchObject({ step: 'credentials', problem: { code: 'expired' } });
    expect(signIn.credentials.$values.get()).toEqual({ email: 'tanja@club.test', password: PASSWORD });
    expect(w.session.$session.get().redirectAfterLogin).toBe(false);
  });

  it('reports a network failure as a problem and keeps the input.', async () => {
    const w = createClientWorld();
    const signIn = signInFor(w);
    w.goOffline();
    expect(await passwordStep(signIn, 'mia@club.test')).toBe(false);
    expect(signIn.$state.get().problem).toEqual({ code: 'network' });
    expect(signIn.credentials.$values.get().email).toBe('mia@club.test');
  });
});

describe('the emailed code', () => {
  it('offers "send again" only after the cooldown, then emails a new code.', async () => {
    const w = createClientWorld();
    await w.server.createUser({ email: 'mia@club.test' });
    const signIn = signInFor(w, { resendCooldownSeconds: 60 });
    await passwordStep(signIn, 'mia@club.test');
    expect(await signIn.requestEmailCode()).toBe(false);
    expect(w.codeMails('mia@club.test')).toHaveLength(1);
    w.server.clock.advance(60_000);
    expect(await signIn.requestEmailCode()).toBe(true);
    expect(w.codeMails('mia@club.test')).toHaveLength(2);
    signIn.code.input('code', w.emailedCode('mia@club.test')!);
    expect(await signIn.submitCode()).toBe(true);
  });

  it('counts down the seconds until "send again" while listened to.', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const w = createClientWorld();
      await w.server.createUser({ email: 'mia@club.test' });
      const signIn = signInFor(w, { resendCooldownSeconds: 30 });
      const seen: number[] = [];
      const off = signIn.$resendIn.subscribe((s) => seen.push(s));
      await passwordStep(signIn, 'mia@club.test');
      expect(signIn.$resendIn.get()).toBe(30);
      w.server.clock.advance(12_000);
      vi.advanceTimersByTime(1000);
      expect(signIn.$resendIn.get()).toBe(18);
      off();
      expect(seen[0]).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits as long as the server says when the code requests are throttled.', async () => {
    const w = createClientWorld();
    await w.server.createUser({ email: 'mia@club.test' });
    const signIn = signInFor(w, { resendCooldownSeconds: 1 });
    await passwordStep(signIn, 'mia@club.test');
    for (let i = 0; i < 4; i++) {
      w.server.clock.advance(1000);
      expect(await signIn.requestEmailCode()).toBe(true);
    }
    w.server.clock.advance(1000);
    expect(await signIn.requestEmailCode()).toBe(false);
    const { problem, resendAt } = signIn.$state.get();
    expect(problem).toMatchObject({ code: 'throttled' });
    expect(resendAt).toBe(w.server.clock.now().getTime() + (problem as { retryAfter: number }).retryAfter * 1000);
  });
});

describe('unlock and redirect', () => {
  async function lockedSession(w: ClientWorld, email: string) {
    const user = await w.server.createUser({ email });
    w.session.login({
      access_token: w.server.tokenFor(user),
      token_type: 'Bearer',
      expires_in: 3600,
      user: (await w.server.call('GET', '/api/user', { token: w.server.tokenFor(user) })).body,
    });
    w.setPath('/financial');
    expect(w.session.handleUnauthenticated('/financial')).toBe('/lock');
    return user;
  }

  it('unlocks with the stored login mail and resumes the remembered path.', async () => {
    const w = createClientWorld();
    const user = await lockedSession(w, 'mia@club.test');
    w.setPath('/lock');
    const onSignedIn = vi.fn();
    const signIn = signInFor(w, { mode: 'unlock', onSignedIn });
    expect(signIn.credentials.$values.get().email).toBe('mia@club.test');
    signIn.credentials.input('password', PASSWORD);
    await signIn.submitCredentials();
    signIn.code.input('code', w.emailedCode('mia@club.test')!);
    await signIn.submitCode();
    expect(signIn.$state.get()).toMatchObject({ step: 'done', redirect: '/financial' });
    expect(onSignedIn).toHaveBeenCalledWith({ user: expect.objectContaining({ id: user.id }), redirect: '/financial' });
    expect(w.session.$session.get()).toMatchObject({
      isLoggedIn: true,
      loginMail: 'mia@club.test',
      redirectAfterLogin: false,
    });
  });

  it('goes to the dashboard when nothing was remembered.', async () => {
    const w = createClientWorld();
    await w.server.createUser({ email: 'neu@club.test', email_verified_at: null });
    const signIn = signInFor(w);
    await passwordStep(signIn, 'neu@club.test');
    expect(signIn.$state.get().redirect).toBe('/dashboard');
  });

  it('does not resume a path remembered for another member.', async () => {
    const w = createClientWorld();
    await lockedSession(w, 'mia@club.test');
    await w.server.createUser({ email: 'neu@club.test', email_verified_at: null });
    const signIn = signInFor(w);
    await passwordStep(signIn, 'neu@club.test');
    expect(signIn.$state.get().redirect).toBe('/dashboard');
    expect(w.session.$session.get().user?.email).toBe('neu@club.test');
  });

  it('leaves the remembered path alone when asked not to redirect (widgets).', async () => {
    const w = createClientWorld();
    await w.server.createUser({ email: 'neu@club.test', email_verified_at: null });
    w.session.rememberPath('/financial');
    const signIn = signInFor(w, { redirect: false });
    await passwordStep(signIn, 'neu@club.test');
    expect(signIn.$state.get()).toMatchObject({ step: 'done', redirect: null });
    expect(w.session.$session.get().redirectAfterLogin).toBe('/financial');
  });
});

describe('signInWith', () => {
  it('takes a pending answer from elsewhere through the same verification step.', async () => {
    const w = createClientWorld();
    await w.memberWithTwoFactor({ email: 'tanja@club.test' });
    const pending = (
      await w.server.call('POST', '/api/auth/login', { body: { email: 'tanja@club.test', password: PASSWORD } })
    ).body;
    const signIn = signInFor(w);
    expect(await signIn.signInWith(async () => pending)).toBe(true);
    expect(signIn.$state.get()).toMatchObject({ step: 'verification', verification: 'otp' });
    signIn.code.input('code', w.otp());
    expect(await signIn.submitCode()).toBe(true);
    expect(w.session.$session.get().isLoggedIn).toBe(true);
  });

  it('finishes at once with a full token.', async () => {
    const w = createClientWorld();
    const user = await w.server.createUser({ email: 'mia@club.test' });
    const full = {
      access_token: w.server.tokenFor(user),
      token_type: 'Bearer' as const,
      expires_in: 3600,
      user: (await w.server.call('GET', '/api/user', { token: w.server.tokenFor(user) })).body,
    };
    const signIn = signInFor(w);
    expect(await signIn.signInWith(async () => full)).toBe(true);
    expect(signIn.$state.get().step).toBe('done');
  });

  it('shows a refusal that belongs to no field as a problem.', async () => {
    const w = createClientWorld();
    const signIn = signInFor(w);
    const { ValidationError } = await import('../../../src/core/api/errors.ts');
    expect(
      await signIn.signInWith(async () => {
        throw new ValidationError({ errors: { signature: ['The signature does not match.'] } });
      }),
    ).toBe(false);
    expect(signIn.$state.get().problem).toEqual({ code: 'rejected', text: 'The signature does not match.' });
  });
});

describe('logout', () => {
  async function loggedIn(w: ClientWorld) {
    await w.server.createUser({ email: 'neu@club.test', email_verified_at: null });
    const signIn = signInFor(w);
    await passwordStep(signIn, 'neu@club.test');
    return w.session.$session.get().token!.access_token;
  }

  it('revokes the token on the server and clears the session.', async () => {
    const w = createClientWorld();
    const token = await loggedIn(w);
    const realtime = { disconnect: vi.fn() };
    await logout({ api: w.api, session: w.session, realtime });
    expect(w.session.$session.get()).toMatchObject({ isLoggedIn: false, token: null, user: null, loginMail: null });
    expect(realtime.disconnect).toHaveBeenCalledOnce();
    expect((await w.server.call('GET', '/api/user', { token })).status).toBe(401);
  });

  it('clears the session even when the server cannot be reached.', async () => {
    const w = createClientWorld();
    await loggedIn(w);
    w.goOffline();
    await logout({ api: w.api, session: w.session });
    expect(w.session.$session.get()).toMatchObject({ isLoggedIn: false, token: null, user: null });
  });

  it('clears the session without locking first when the token has already expired.', async () => {
    const w = createClientWorld({ path: '/financial' });
    await loggedIn(w);
    w.server.clock.advance(13 * 60 * 60_000);
    await logout({ api: w.api, session: w.session });
    expect(w.session.$session.get()).toMatchObject({ isLoggedIn: false, user: null, redirectAfterLogin: false });
    expect(w.emitted).toHaveLength(0);
  });

  it('revokes the token only after the requests already sent with it have answered (none gets a 401).', async () => {
    const w = createClientWorld();
    await loggedIn(w);
    const order: string[] = [];
    let answered!: () => void;
    const inFlight = new Promise<void>((resolve) => (answered = resolve));
    const api: typeof w.api = {
      ...w.api,
      whenIdle: () => inFlight.then(() => void order.push('answered')),
      raw: (method, path, options) => (order.push(`${method} ${path}`), w.api.raw(method, path, options)),
    };
    const leaving = logout({ api, session: w.session });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    answered();
    await leaving;
    expect(order).toEqual(['answered', 'POST auth/logout']);
  });

  it('gives those requests at most LOGOUT_SETTLE_MS, and no longer than the logout itself may take.', async () => {
    const given: number[] = [];
    for (const timeoutMs of [undefined, 300]) {
      const w = createClientWorld();
      await loggedIn(w);
      const api: typeof w.api = { ...w.api, whenIdle: async (within) => void given.push(within) };
      await logout({ api, session: w.session, timeoutMs });
    }
    expect(given).toEqual([LOGOUT_SETTLE_MS, 300]);
  });

  it('does not wait for a server that never answers.', async () => {
    const w = createClientWorld();
    await loggedIn(w);
    const hanging = {
      ...w.api,
      raw: (_m: string, _p: string, o?: { signal?: AbortSignal }) =>
        new Promise<never>((_, reject) => o?.signal?.addEventListener('abort', () => reject(o.signal!.reason))),
    };
    await logout({ api: hanging as typeof w.api, session: w.session, timeoutMs: 10 });
    expect(w.session.$session.get().isLoggedIn).toBe(false);
  });
});

describe('refresh', () => {
  async function loggedIn(w: ClientWorld) {
    await w.server.createUser({ email: 'neu@club.test', email_verified_at: null });
    await passwordStep(signInFor(w), 'neu@club.test');
    return w.session.$session.get().token!.access_token;
  }

  it('stores the rotated token, and the old one stops working.', async () => {
    const w = createClientWorld();
    const old = await loggedIn(w);
    const auth = await refresh({ api: w.api, session: w.session });
    expect(w.session.$session.get().token?.access_token).toBe(auth!.access_token);
    expect(auth!.access_token).not.toBe(old);
    expect((await w.server.call('GET', '/api/user', { token: old })).status).toBe(401);
    expect((await w.server.call('GET', '/api/user', { token: auth!.access_token })).status).toBe(200);
  });

  it('sends one request for concurrent refreshes.', async () => {
    const w = createClientWorld();
    await loggedIn(w);
    const [a, b] = await Promise.all([
      refresh({ api: w.api, session: w.session }),
      refresh({ api: w.api, session: w.session }),
    ]);
    expect(a).toBe(b);
    expect(w.requests.filter((r) => r.path === 'auth/refresh')).toHaveLength(1);
  });

  it('does nothing while logged out.', async () => {
    const w = createClientWorld();
    expect(await refresh({ api: w.api, session: w.session })).toBeNull();
    expect(w.requests).toHaveLength(0);
  });

  it('locks the session when the server no longer accepts its token.', async () => {
    const w = createClientWorld();
    await loggedIn(w);
    w.server.clock.advance(13 * 60 * 60_000);
    await expect(refresh({ api: w.api, session: w.session })).rejects.toMatchObject({ status: 401 });
    expect(w.session.$session.get()).toMatchObject({
      isLoggedIn: false,
      token: null,
      user: { email: 'neu@club.test' },
    });
  });
});
