// VerifiedConfirmation (/email-verification/:status): reached through the server's real
// verification link redirect; one message per status and a way on.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailVerificationUrl } from '../../../server/auth/sessions.ts';
import VerifiedConfirmationPage from '../../../src/modules/account/pages/verified-confirmation-page.tsx';
import { createClientWorld, type ClientWorld } from '../../core/session/auth-world.ts';
import { cleanupAccount, renderPage, signInMember } from './harness.tsx';

afterEach(cleanupAccount);

const PATTERN = '/email-verification/:status';

/** Opens the member's verification link on the server and answers the portal path it redirects to. */
async function follow(world: ClientWorld, url: string): Promise<string> {
  const res = await world.server.call('GET', new URL(url).pathname + new URL(url).search);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!).pathname;
}

describe('VerifiedConfirmation', () => {
  it('reads the status from the params the portal hands in (it routes outside any <Route>).', async () => {
    const Portal = () => <VerifiedConfirmationPage params={{ status: 'expired' }} />;
    await renderPage('/email-verification/link', Portal, '/email-verification/link');
    expect(screen.getByRole('heading', { name: 'Link expired' })).toBeVisible();
  });

  it('confirms the address, updates the signed-in member and leads to the Dashboard.', async () => {
    const world = createClientWorld();
    const member = await signInMember(world, { email_verified_at: null });
    expect(world.session.$session.get().user?.email_verified).toBe(false);
    const path = await follow(world, emailVerificationUrl(world.server.app.deps, member));
    expect(path).toBe('/email-verification/success');
    await renderPage(PATTERN, VerifiedConfirmationPage, path, world);
    expect(screen.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await waitFor(() => expect(world.session.$session.get().user?.email_verified).toBe(true));
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('tells a guest the address was confirmed before and leads to Login.', async () => {
    const world = createClientWorld();
    const member = await world.server.createUser();
    const path = await follow(world, emailVerificationUrl(world.server.app.deps, member));
    expect(path).toBe('/email-verification/already-verified');
    await renderPage(PATTERN, VerifiedConfirmationPage, path, world);
    expect(screen.getByRole('heading', { name: 'Already confirmed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it('explains an expired link and lets a signed-in member ask for a new one.', async () => {
    const world = createClientWorld();
    const member = await signInMember(world, { email: 'mia@club.test', email_verified_at: null });
    const url = emailVerificationUrl(world.server.app.deps, member);
    world.server.clock.advance(61 * 60_000);
    const path = await follow(world, url);
    expect(path).toBe('/email-verification/expired');
    world.server.clock.advance(-61 * 60_000); // the member's own session is still fresh
    await renderPage(PATTERN, VerifiedConfirmationPage, path, world);
    expect(screen.getByRole('heading', { name: 'Link expired' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('A new confirmation link is on its way to mia@club.test.')).toBeVisible();
    expect(world.server.mails('mia@club.test').filter((m) => m.meta.kind === 'verify-email')).toHaveLength(1);
  });

  it("says so when 'Send a new link' is refused (429), and offers it again.", async () => {
    const world = createClientWorld();
    await signInMember(world, { email: 'mia@club.test', email_verified_at: null });
    const token = world.session.$session.get().token!.access_token;
    // Six links a minute is the server's limit (Fortify's throttle:6,1); the member used them up.
    for (let i = 0; i < 6; i++) await world.server.call('POST', '/api/user/email/verification-notification', { token });
    await renderPage(PATTERN, VerifiedConfirmationPage, '/email-verification/expired', world);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(screen.queryByText(/A new confirmation link is on its way/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeVisible();
    expect(world.server.mails('mia@club.test').filter((m) => m.meta.kind === 'verify-email')).toHaveLength(6);
  });

  it('explains an expired link to a guest, offers no new link (that needs a login) and leads to Login.', async () => {
    const world = createClientWorld();
    const member = await world.server.createUser({ email_verified_at: null });
    const url = emailVerificationUrl(world.server.app.deps, member);
    world.server.clock.advance(61 * 60_000);
    const path = await follow(world, url);
    expect(path).toBe('/email-verification/expired');
    await renderPage(PATTERN, VerifiedConfirmationPage, path, world);
    expect(screen.getByRole('heading', { name: 'Link expired' })).toBeVisible();
    expect(screen.getByText('This confirmation link has expired. Please ask for a new one.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(world.requests).toHaveLength(0);
  });

  it('explains an invalid link; a guest is led to Login.', async () => {
    await renderPage(PATTERN, VerifiedConfirmationPage, '/email-verification/invalid');
    expect(screen.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeVisible();
  });

  it('copes with a status it does not know.', async () => {
    await renderPage(PATTERN, VerifiedConfirmationPage, '/email-verification/whatever');
    expect(screen.getByRole('heading', { name: 'Email verification' })).toBeVisible();
  });
});
