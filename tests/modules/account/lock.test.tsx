// The Lock screen (docs/spec.md §4): the member stays, the password and the verification step unlock,
// and the remembered path is resumed; "not you?" logs out.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LockPage from '../../../src/modules/account/pages/lock-page.tsx';
import { createClientWorld, PASSWORD, type ClientWorld } from '../../core/session/auth-world.ts';
import { cleanupAccount, renderPage, signInMember } from './harness.tsx';

afterEach(cleanupAccount);

/** Signed in, then a 401 on /financial locked the session (docs/spec.md §4). */
async function lockedOn(world: ClientWorld, path: string, fields = {}) {
  const member = await signInMember(world, { name: 'Mia Member', email: 'mia@club.test', ...fields });
  expect(world.session.handleUnauthenticated(path)).toBe('/lock');
  return member;
}

describe('Lock', () => {
  it("shows the locked member's name and email, unlocks with password and code, and resumes the remembered path.", async () => {
    const world = createClientWorld();
    await lockedOn(world, '/financial');
    const page = await renderPage('/lock', LockPage, '/lock', world);
    expect(screen.getByText('Mia Member')).toBeVisible();
    expect(screen.getByText('mia@club.test')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await user.type(await screen.findByLabelText(/^Code from the email/), world.emailedCode('mia@club.test')!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.location()).toBe('/financial'));
    expect(world.session.$session.get()).toMatchObject({
      isLoggedIn: true,
      loginMail: 'mia@club.test',
      redirectAfterLogin: false,
    });
    expect(world.requests.find((r) => r.path === 'auth/login')?.body).toMatchObject({ email: 'mia@club.test' });
  });

  it('asks a 2FA member for the one-time password.', async () => {
    const world = createClientWorld();
    const member = await world.memberWithTwoFactor({ email: 'tanja@club.test' });
    const token = world.server.tokenFor(member);
    world.session.login({
      access_token: token,
      token_type: 'Bearer',
      expires_in: 3600,
      user: (await world.server.call('GET', '/api/user', { token })).body,
    });
    world.session.handleUnauthenticated('/affiliate');
    const page = await renderPage('/lock', LockPage, '/lock', world);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await user.type(await screen.findByLabelText(/^One-time password/), world.otp());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.location()).toBe('/affiliate'));
  });

  it('keeps the session locked and shows the error on a wrong password.', async () => {
    const world = createClientWorld();
    await lockedOn(world, '/financial');
    await renderPage('/lock', LockPage, '/lock', world);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeVisible();
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('wrong password');
    expect(world.session.$session.get()).toMatchObject({
      isLoggedIn: false,
      user: { email: 'mia@club.test' },
      redirectAfterLogin: '/financial',
    });
  });

  it('says how long to wait after too many wrong passwords, and stays locked.', async () => {
    const world = createClientWorld();
    await lockedOn(world, '/financial');
    await renderPage('/lock', LockPage, '/lock', world);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    for (let i = 0; i < 6; i++) {
      await user.click(screen.getByRole('button', { name: 'Unlock' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock' }).getAttribute('aria-busy')).toBeNull());
    }
    expect(world.requests.filter((r) => r.path === 'auth/login').length).toBe(6);
    expect(screen.getByRole('alert').textContent).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(world.emitted.map((e) => e.status)).toContain(429);
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('wrong password');
    expect(world.session.$session.get()).toMatchObject({
      isLoggedIn: false,
      user: { email: 'mia@club.test' },
      redirectAfterLogin: '/financial',
    });
  });

  it('logs out on "not you?" and goes to Login.', async () => {
    const world = createClientWorld();
    await lockedOn(world, '/financial');
    const page = await renderPage('/lock', LockPage, '/lock', world);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(page.location()).toBe('/login'));
    expect(world.session.$session.get()).toMatchObject({ user: null, loginMail: null });
  });

  it('sends a visitor with nobody to unlock to Login.', async () => {
    const page = await renderPage('/lock', LockPage, '/lock');
    await waitFor(() => expect(page.location()).toBe('/login'));
  });

  it('sends a signed-in member on (another tab unlocked meanwhile).', async () => {
    const world = createClientWorld();
    await signInMember(world);
    world.session.rememberPath('/posts');
    const page = await renderPage('/lock', LockPage, '/lock', world);
    await waitFor(() => expect(page.location()).toBe('/posts'));
  });
});
