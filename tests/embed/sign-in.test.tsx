// The widgets' shared compact sign-in for members who are not signed in (embed/prompt.tsx, embed/sign-in/),
// opened from the bell's prompt, under preact/compat, against the REAL server in-process: the password
// step, then the verification step of docs/spec.md §5 in each of its kinds, as the portal's login does it.
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateRecoveryCodes } from '../../server/auth/recovery-codes.ts';
import { $session, session } from '../../src/core/session/session.ts';
import { embedWorld, eventually, PASSWORD, place, settle, type EmbedWorld } from './world.ts';

let world: EmbedWorld;
beforeEach(async () => {
  world = embedWorld();
  await world.start().ready;
});
afterEach(async () => {
  world.stop();
  await settle();
});

/** A bell on the page; queries run inside its shadow root. */
function bell() {
  const { shadow } = place('<club-notification-bell></club-notification-bell>');
  const view = () => within(shadow().querySelector<HTMLElement>('.club-widget')!);
  return { shadow, view };
}

async function openSignIn() {
  const widget = bell();
  const user = userEvent.setup({ document });
  // the prompt and, once opened, the sign-in form are parts of their own: they arrive a moment later
  await user.click(await eventually(() => widget.view().getByRole('button', { name: 'Notifications: sign in' })));
  const popover = () => within(widget.view().getByRole('dialog'));
  await eventually(() => popover().getByLabelText(/^Email/));
  return { ...widget, user, popover };
}

async function enterPassword(
  popover: () => ReturnType<typeof within>,
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password = PASSWORD,
) {
  await user.type(popover().getByLabelText(/^Email/), email);
  await user.type(popover().getByLabelText(/^Password/), password);
  await user.click(popover().getByRole('button', { name: 'Sign in' }));
}

describe('signed out', () => {
  it('shows the bell as "Notifications: sign in", opening email and password, and a link to the portal’s login.', async () => {
    const { popover } = await openSignIn();
    expect(popover().getByText('Sign in to see your notifications')).toBeVisible();
    expect(
      popover()
        .getByLabelText(/^Email/)
        .getAttribute('type'),
    ).toBe('email');
    expect(
      popover()
        .getByLabelText(/^Password/)
        .getAttribute('autocomplete'),
    ).toBe('current-password');
    expect(popover().getByRole('link', { name: 'Open the members’ area' }).getAttribute('href')).toBe(
      'http://club.test/login',
    );
  });

  it('offers "Forgot password?" and "Become a member" as links into the portal.', async () => {
    const { popover } = await openSignIn();
    expect(popover().getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      'http://club.test/recover',
    );
    expect(popover().getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe(
      'http://club.test/register',
    );
  });

  it('checks the fields before asking the server (required, email).', async () => {
    const { popover, user } = await openSignIn();
    await user.type(popover().getByLabelText(/^Email/), 'ada@');
    await user.click(popover().getByRole('button', { name: 'Sign in' }));
    expect(popover().getByText('Invalid email address')).toBeVisible();
    expect(popover().getByText('Password is required.')).toBeVisible();
    expect(world.requests.filter((r) => r.url.endsWith('/auth/login'))).toEqual([]);
  });

  it('shows the server’s 422 next to the email field for a wrong password.', async () => {
    const member = await world.server.createUser();
    const { popover, user } = await openSignIn();
    await enterPassword(popover, user, member.email, 'wrong password');
    await eventually(() => expect(popover().getByText('These credentials do not match our records.')).toBeVisible());
    expect($session.get().isLoggedIn).toBe(false);
  });
});

describe('the verification step', () => {
  it('asks for the code sent by email when the email is verified, and signs in with it.', async () => {
    const member = await world.server.createUser({ name: 'Ada Lovelace' });
    const { popover, user, view } = await openSignIn();
    await enterPassword(popover, user, member.email);
    // The password step answers only a masked address (nothing personal before the second factor).
    await eventually(() =>
      expect(popover().getByText(`We sent a 6-digit code to ${member.email[0]}***@club.test.`)).toBeVisible(),
    );
    await user.type(popover().getByLabelText(/^Code from the email/), world.emailedCode(member.email)!);
    await user.click(popover().getByRole('button', { name: 'Confirm' }));
    await eventually(() => expect(view().getByRole('button', { name: 'Signed in as Ada Lovelace' })).toBeVisible());
    expect($session.get()).toMatchObject({ isLoggedIn: true, loginMail: member.email, user: { id: member.id } });
  });

  it('asks for the one-time password when two-factor is on, and signs in with it.', async () => {
    const member = await world.memberWithTwoFactor();
    const { popover, user } = await openSignIn();
    await enterPassword(popover, user, member.email);
    await eventually(() =>
      expect(popover().getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible(),
    );
    expect(world.server.mails(member.email)).toEqual([]); // no code by email for a 2FA member
    await user.type(popover().getByLabelText(/^One-time password/), world.otp());
    await user.click(popover().getByRole('button', { name: 'Confirm' }));
    await eventually(() => expect($session.get().isLoggedIn).toBe(true));
  });

  it('takes a recovery code instead of the one-time password.', async () => {
    const member = await world.memberWithTwoFactor();
    const [recovery] = generateRecoveryCodes(world.server.app.deps, member.id);
    const { popover, user } = await openSignIn();
    await enterPassword(popover, user, member.email);
    await user.click(await popover().findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(popover().getByLabelText(/^Recovery code/), recovery!);
    await user.click(popover().getByRole('button', { name: 'Confirm' }));
    await eventually(() => expect($session.get().isLoggedIn).toBe(true));
  });

  it('shows the server’s message for a wrong one-time password and stays on the step.', async () => {
    const member = await world.memberWithTwoFactor();
    const { popover, user } = await openSignIn();
    await enterPassword(popover, user, member.email);
    await user.type(await popover().findByLabelText(/^One-time password/), '000000');
    await user.click(popover().getByRole('button', { name: 'Confirm' }));
    await eventually(() =>
      expect(popover().getByText('The provided two factor authentication code was invalid.')).toBeVisible(),
    );
    expect($session.get().isLoggedIn).toBe(false);
  });

  it('signs in right after the password when the email is not verified and two-factor is off (empty code).', async () => {
    const member = await world.server.createUser({ email_verified_at: null });
    const { popover, user } = await openSignIn();
    await enterPassword(popover, user, member.email);
    await eventually(() => expect($session.get().isLoggedIn).toBe(true));
    expect(world.server.mails(member.email).filter((m) => m.meta.kind === 'verification-code')).toEqual([]);
  });

  it('offers "send the code again" only after the cooldown, counting down.', async () => {
    const member = await world.server.createUser();
    const { popover, user } = await openSignIn();
    await enterPassword(popover, user, member.email);
    const resend = await popover().findByRole('button', { name: 'Send the code again' });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(popover().getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
  });

  it('goes back to email and password with "Back", keeping what was typed.', async () => {
    const member = await world.server.createUser();
    const { popover, user } = await openSignIn();
    await enterPassword(popover, user, member.email);
    await user.click(await popover().findByRole('button', { name: 'Back' }));
    expect((popover().getByLabelText(/^Email/) as HTMLInputElement).value).toBe(member.email);
  });

  it('names the token after the site, so the member recognises it on the devices page.', async () => {
    const member = await world.server.createUser({ email_verified_at: null });
    const { popover, user } = await openSignIn();
    await enterPassword(popover, user, member.email);
    await eventually(() => expect($session.get().isLoggedIn).toBe(true));
    const names = world.server.db
      .prepare('SELECT name FROM personal_access_tokens WHERE tokenable_id = ?')
      .all(member.id) as { name: string }[];
    expect(names.map((row) => row.name)).toContain(`Club widget on ${location.host}`);
  });
});

describe('an ended session', () => {
  it('asks to sign in again with the stored email, and unlocks the session.', async () => {
    const member = await world.server.createUser({ email_verified_at: null });
    world.signIn(member);
    session.lock(); // the token expired
    const { popover, user } = await openSignIn();
    expect(popover().getByText('Your session has ended. Sign in again.')).toBeVisible();
    expect((popover().getByLabelText(/^Email/) as HTMLInputElement).value).toBe(member.email);
    await user.type(popover().getByLabelText(/^Password/), PASSWORD);
    await user.click(popover().getByRole('button', { name: 'Sign in' }));
    await eventually(() => expect($session.get()).toMatchObject({ isLoggedIn: true, user: { id: member.id } }));
  });
});

describe('after signing in', () => {
  it('moves focus to the bell that replaced the sign-in.', async () => {
    const member = await world.server.createUser({ email_verified_at: null });
    const { popover, user, shadow } = await openSignIn();
    await enterPassword(popover, user, member.email);
    await eventually(() => expect(shadow().activeElement?.getAttribute('aria-label')).toMatch(/^Notifications/));
  });
});

describe('in German', () => {
  it('words the sign-in in German with data-locale="de".', async () => {
    world.stop();
    world = embedWorld({ config: { locale: 'de' } });
    await world.start().ready;
    const { view } = bell();
    await waitFor(() => expect(view().getByRole('button', { name: 'Benachrichtigungen: anmelden' })).toBeVisible());
    fireEvent.click(view().getByRole('button', { name: 'Benachrichtigungen: anmelden' }));
    // the form's part arrives on the click (a popover saying so stands in until then)
    const popover = within(
      await eventually(() => view().getByRole('dialog', { name: 'Benachrichtigungen: anmelden' })),
    );
    await eventually(() => expect(popover.getByLabelText(/^E-Mail/)).toBeVisible());
    expect(popover.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(popover.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe(
      'http://club.test/recover',
    );
    expect(popover.getByRole('link', { name: 'Mitglied werden' })).toBeVisible();
    expect(screen.queryByText('Sign in')).toBeNull();
  });

  it('re-words a message already shown when the site switches the language, keeping what was typed.', async () => {
    const { popover, user } = await openSignIn();
    await user.type(popover().getByLabelText(/^Email/), 'ada@');
    await user.click(popover().getByRole('button', { name: 'Sign in' }));
    expect(popover().getByText('Invalid email address')).toBeVisible();
    await world.runtime.setLocale('de'); // what ClubWidgets.setLocale('de') calls
    await eventually(() => expect(popover().getByText('Ungültige E-Mail-Adresse')).toBeVisible());
    expect(popover().getByText('Passwort ist erforderlich.')).toBeVisible();
    expect((popover().getByLabelText(/^E-Mail/) as HTMLInputElement).value).toBe('ada@');
  });
});
