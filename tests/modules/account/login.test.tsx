// The Login screen (docs/spec.md §2, §5) against the real server: credentials, the verification step on
// the same screen, errors next to the fields, and where it goes afterwards.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import LoginPage from '../../../src/modules/account/pages/login-page.tsx';
import { createClientWorld, PASSWORD } from '../../core/session/auth-world.ts';
import { fieldMessage } from '../../support/field-message.ts';
import { cleanupAccount, renderPage } from './harness.tsx';

afterEach(() => {
  vi.useRealTimers();
  return cleanupAccount();
});

async function fillCredentials(email: string, password = PASSWORD) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('Login', () => {
  it('asks for the emailed code on the same screen, then resumes the remembered path.', async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia@club.test' });
    world.session.rememberPath('/financial');
    const page = await renderPage('/login', LoginPage, '/login', world);
    const user = await fillCredentials('mia@club.test');

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    // The password step answers only a masked address (nothing personal before the second factor).
    expect(screen.getByText(/emailed a 6-digit code to m\*\*\*@club\.test/)).toBeVisible();
    const code = screen.getByLabelText(/^Code from the email/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ }).hasAttribute('disabled')).toBe(true);

    await user.type(code, world.emailedCode('mia@club.test')!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.location()).toBe('/financial'));
    expect(world.session.$session.get()).toMatchObject({ isLoggedIn: true, loginMail: 'mia@club.test' });
  });

  it('asks a 2FA member for the one-time password (numeric, one-time-code) and goes to the Dashboard.', async () => {
    const world = createClientWorld();
    await world.memberWithTwoFactor({ email: 'tanja@club.test' });
    const page = await renderPage('/login', LoginPage, '/login', world);
    const user = await fillCredentials('tanja@club.test');

    const otp = await screen.findByLabelText(/^One-time password/);
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(otp.getAttribute('inputmode')).toBe('numeric');
    await user.type(otp, world.otp());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
    expect(world.codeMails('tanja@club.test')).toHaveLength(0);
  });

  it('lets a 2FA member use a recovery code instead.', async () => {
    const world = createClientWorld();
    const member = await world.memberWithTwoFactor({ email: 'tanja@club.test' });
    const [recovery] = world.recoveryCodes(member);
    const page = await renderPage('/login', LoginPage, '/login', world);
    const user = await fillCredentials('tanja@club.test');

    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByRole('heading', { name: 'Recovery code' })).toBeVisible();
    await user.type(screen.getByLabelText(/^Recovery code/), recovery!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
  });

  it('shows a wrong code next to the code field and keeps it.', async () => {
    const world = createClientWorld();
    await world.memberWithTwoFactor({ email: 'tanja@club.test' });
    await renderPage('/login', LoginPage, '/login', world);
    const user = await fillCredentials('tanja@club.test');
    const otp = await screen.findByLabelText(/^One-time password/);
    const wrong = world.otp() === '000000' ? '111111' : '000000';
    await user.type(otp, wrong);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(otp.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The provided two factor authentication code was invalid.')).toBeVisible();
    expect((otp as HTMLInputElement).value).toBe(wrong);
  });

  it("shows the server's 422 next to the email field and keeps what was typed.", async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia@club.test' });
    await renderPage('/login', LoginPage, '/login', world);
    await fillCredentials('mia@club.test', 'not the password');
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('These credentials do not match our records.')).toBeVisible();
    expect(email.value).toBe('mia@club.test');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('not the password');
  });

  it('validates on blur, not while typing, and sends nothing invalid.', async () => {
    const world = createClientWorld();
    await renderPage('/login', LoginPage, '/login', world);
    const user = userEvent.setup();
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'mia@');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email must be a valid email address.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Password is required.')).toBeVisible();
    expect(world.requests).toHaveLength(0);
  });

  it.each([
    ['en', 'Email is required.'],
    ['de', 'E-Mail ist erforderlich.'],
  ] as const)(
    'shows no message on an untouched field when focus leaves it or the language changes (%s)',
    async (language, message) => {
      await setLocale(language);
      await renderPage('/login', LoginPage, '/login');
      const user = userEvent.setup();
      const email = screen.getByLabelText<HTMLInputElement>(/^(Email|E-Mail)/);
      expect(document.activeElement).toBe(email);
      await user.click(document.body); // the language menu or a dialog taking focus
      await act(() => setLocale(language === 'en' ? 'de' : 'en'));
      await act(() => setLocale(language));
      expect(fieldMessage(email)).toBeNull();
      expect(screen.queryByText(message)).toBeNull();
      expect(email.getAttribute('aria-invalid')).toBeNull();
    },
  );

  it('says how long to wait after too many attempts.', async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia@club.test' });
    await renderPage('/login', LoginPage, '/login', world);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'mia@club.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    for (let i = 0; i < 6; i++) {
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-busy')).toBeNull());
    }
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 60 seconds.');
  });

  it('goes back from the verification step with the credentials kept.', async () => {
    const world = createClientWorld();
    await world.memberWithTwoFactor({ email: 'tanja@club.test' });
    await renderPage('/login', LoginPage, '/login', world);
    const user = await fillCredentials('tanja@club.test');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('tanja@club.test');
  });

  it('links to password recovery and registration.', async () => {
    await renderPage('/login', LoginPage, '/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/recover');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('speaks German when the member chose it.', async () => {
    await renderPage('/login', LoginPage, '/login');
    await setLocale('de');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeVisible();
    expect(screen.getByLabelText(/^Passwort/)).toBeVisible();
  });
});

describe('Login: the emailed code (docs/spec.md §5)', () => {
  const INVALID = 'The provided verification code was invalid.';
  const codeField = () => screen.findByLabelText<HTMLInputElement>(/^Code from the email/);
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('shows a wrong emailed code next to the code field and keeps it.', async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia@club.test' });
    const page = await renderPage('/login', LoginPage, '/login', world);
    const user = await fillCredentials('mia@club.test');
    const code = await codeField();
    const wrong = otherThan(world.emailedCode('mia@club.test')!);
    await user.type(code, wrong);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fieldMessage(code)).toBe(INVALID));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.value).toBe(wrong);
    expect(page.location()).toBe('/login');
    expect(world.session.$session.get().isLoggedIn).toBe(false);
  });

  it.each([
    ['en', 'Code from the email is required.'],
    ['de', 'Code aus der E-Mail ist erforderlich.'],
  ] as const)(
    'names the empty emailed-code field by its own label, not the one-time password (%s)',
    async (language, message) => {
      await setLocale(language);
      const world = createClientWorld();
      await world.server.createUser({ email: 'mia@club.test' });
      await renderPage('/login', LoginPage, '/login', world);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/^(Email|E-Mail)/), 'mia@club.test');
      await user.type(screen.getByLabelText(/^(Password|Passwort)/), PASSWORD);
      await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'Anmelden' }));
      const code = await screen.findByLabelText<HTMLInputElement>(/^(Code from the email|Code aus der E-Mail)/);
      await user.click(screen.getByRole('button', { name: language === 'en' ? 'Continue' : 'Weiter' }));
      await waitFor(() => expect(fieldMessage(code)).toBe(message));
    },
  );

  it.each([
    ['en', /could not send a code to m\*\*\*@club\.test/, /emailed a 6-digit code/],
    ['de', /konnten gerade keinen Code an m\*\*\*@club\.test/, /Code an m\*\*\*@club\.test geschickt/],
  ] as const)(
    'does not claim a code was mailed when the server refused to send one (429) (%s)',
    async (language, notSent, sent) => {
      await setLocale(language);
      const world = createClientWorld();
      await world.server.createUser({ email: 'mia@club.test' });
      const pending = await world.server.loginPending('mia@club.test');
      for (let i = 0; i < 5; i++)
        expect(
          (await world.server.call('POST', '/api/user/request-verification-code', { token: pending })).status,
        ).toBe(202);
      await renderPage('/login', LoginPage, '/login', world);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/^(Email|E-Mail)/), 'mia@club.test');
      await user.type(screen.getByLabelText(/^(Password|Passwort)/), PASSWORD);
      await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'Anmelden' }));
      expect(await screen.findByText(notSent)).toBeVisible();
      expect(screen.queryByText(sent)).toBeNull();
    },
  );

  it("sends a new code with 'Send again' once the cooldown is over, starts the cooldown again, and only the new code works.", async () => {
    // Only the clock and the countdown's interval are faked: the cooldown passes without waiting.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia@club.test' });
    const page = await renderPage('/login', LoginPage, '/login', world);
    const user = await fillCredentials('mia@club.test');
    const code = await codeField();
    const first = world.emailedCode('mia@club.test')!;
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Send again in \d+ s$/ }).disabled).toBe(true);

    act(() => vi.advanceTimersByTime(60_000));
    const resend = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send again' });
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    await waitFor(() => expect(world.codeMails('mia@club.test')).toHaveLength(2));
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: /^Send again in \d+ s$/ })).disabled).toBe(
      true,
    );
    const second = world.emailedCode('mia@club.test')!;
    expect(second).not.toBe(first);

    await user.type(code, first);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(fieldMessage(code)).toBe(INVALID));
    await user.clear(code);
    await user.type(code, second);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
  });

  it('goes back to the password, keeping the email, when the code and the half-done login ran out (10 minutes).', async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia@club.test' });
    await renderPage('/login', LoginPage, '/login', world);
    const user = await fillCredentials('mia@club.test');
    const code = await codeField();
    await user.type(code, world.emailedCode('mia@club.test')!);
    world.server.clock.advance(10 * 60_000 + 1000);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(screen.getByRole('alert').textContent).toBe('That took too long. Please enter your password again.');
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('mia@club.test');
    expect(world.session.$session.get().isLoggedIn).toBe(false);
  });

  it('signs in a member whose email is not verified with an empty code, without a code step or mail.', async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'nina@club.test', email_verified_at: null });
    const page = await renderPage('/login', LoginPage, '/login', world);
    await fillCredentials('nina@club.test');
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
    expect(world.requests.map((r) => r.path)).toEqual(['auth/login', 'auth/verify']);
    expect(world.requests[1]!.body).toEqual({ code: '' });
    expect(world.codeMails('nina@club.test')).toHaveLength(0);
    expect(world.session.$session.get()).toMatchObject({
      isLoggedIn: true,
      user: { email: 'nina@club.test', email_verified: false },
    });
  });

  it('asks a 2FA member whose email check is forced for the emailed code instead of the one-time password.', async () => {
    const world = createClientWorld();
    world.forceEmailVerification(await world.memberWithTwoFactor({ email: 'tanja@club.test' }));
    const page = await renderPage('/login', LoginPage, '/login', world);
    const user = await fillCredentials('tanja@club.test');
    const code = await codeField();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.queryByLabelText(/^One-time password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
    await user.type(code, world.emailedCode('tanja@club.test')!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
  });
});
