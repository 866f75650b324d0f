// The Register screen (docs/spec.md §2 register/:ref_hash?) against the real server.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toTimestamp } from '../../../server/clock.ts';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { insertTermsDocument } from '../../../server/auth/repository-terms.ts';
import RegisterPage from '../../../src/modules/account/pages/register-page.tsx';
import { createClientWorld, type ClientWorld } from '../../core/session/auth-world.ts';
import { fieldMessage } from '../../support/field-message.ts';
import { cleanupAccount, renderPage } from './harness.tsx';
import { setReferralHash } from '../../../src/core/session/updates.ts';
import { setLocale } from '../../../src/core/i18n/i18n.ts';

afterEach(cleanupAccount);

const NEW_PASSWORD = 'a long club passphrase';

async function fill(
  fields: { name?: string; email?: string; password?: string; confirmation?: string; terms?: boolean } = {},
) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Name/), fields.name ?? 'Nina Neu');
  await user.type(screen.getByLabelText(/^Email/), fields.email ?? 'nina@club.test');
  await user.type(screen.getByLabelText(/^Password/), fields.password ?? NEW_PASSWORD);
  await user.type(screen.getByLabelText(/^Confirm password/), fields.confirmation ?? fields.password ?? NEW_PASSWORD);
  if (fields.terms !== false) await user.click(screen.getByLabelText(/I have read and accept the terms/));
  return user;
}

function publish(world: ClientWorld) {
  const at = toTimestamp(new Date(world.server.clock.now().getTime() - 86_400_000));
  insertTermsDocument(world.server.db, {
    name: 'Terms and Conditions',
    version: 1,
    url: 'http://club.test/legal/terms-v1.html',
    published_at: at,
    created_at: at,
  });
  insertTermsDocument(world.server.db, {
    name: 'Privacy Policy',
    version: 2,
    url: 'http://club.test/legal/privacy-v2.html',
    published_at: at,
    created_at: at,
  });
}

describe('Register', () => {
  it('takes the referral hash from the params the portal hands in (it routes outside any <Route>).', async () => {
    const world = createClientWorld();
    const Portal = () => <RegisterPage params={{ ref_hash: 'abc12' }} />;
    await renderPage('/register', Portal, '/register', world);
    expect((screen.getByLabelText(/^Referral code/) as HTMLInputElement).value).toBe('abc12');
    expect(world.session.$session.get().referral.hash).toBe('abc12');
  });

  it('registers and says to check the email: nobody is signed in until the address is confirmed.', async () => {
    const world = createClientWorld();
    await renderPage('/register/:ref_hash?', RegisterPage, '/register', world);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.getByRole('status').textContent).toContain('We have sent a message to nina@club.test.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(world.session.$session.get().isLoggedIn).toBe(false);
    expect(findUserByEmail(world.server.db, 'nina@club.test')).toMatchObject({ name: 'Nina Neu', language: 'en' });
    expect(world.requests.find((r) => r.path === 'auth/register')?.body).toEqual({
      name: 'Nina Neu',
      email: 'nina@club.test',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      terms: true,
      language: 'en',
    });
  });

  it('answers a known email exactly like a new one (no member list), in German too.', async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'nina@club.test' });
    await setLocale('de');
    await renderPage('/register/:ref_hash?', RegisterPage, '/register', world);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Nina Neu');
    await user.type(screen.getByLabelText(/^E-Mail/), 'nina@club.test');
    await user.type(screen.getByLabelText(/^Passwort$|^Passwort \*/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Passwort bestätigen/), NEW_PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('heading', { name: 'Sieh in dein Postfach' })).toBeVisible();
    expect(screen.getByRole('status').textContent).toContain('Wir haben eine Nachricht an nina@club.test geschickt.');
  });

  it('credits the sponsor from the route and keeps their hash for later.', async () => {
    const world = createClientWorld();
    const sponsor = await world.server.createUser({ ref_hash: 'abc12' });
    await renderPage('/register/:ref_hash?', RegisterPage, '/register/abc12', world);
    expect((screen.getByLabelText(/^Referral code/) as HTMLInputElement).value).toBe('abc12');
    expect(world.session.$session.get().referral.hash).toBe('abc12');
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(findUserByEmail(world.server.db, 'nina@club.test')?.sponsor_id).toBe(sponsor.id);
  });

  it('uses the stored referral hash when the route has none.', async () => {
    const world = createClientWorld();
    setReferralHash('zz999', world.session);
    await renderPage('/register/:ref_hash?', RegisterPage, '/register', world);
    expect((screen.getByLabelText(/^Referral code/) as HTMLInputElement).value).toBe('zz999');
  });

  it("shows the server's 422 next to its field (an unknown referral) and keeps the input.", async () => {
    const world = createClientWorld();
    await renderPage('/register/:ref_hash?', RegisterPage, '/register/nobody', world);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const refHash = screen.getByLabelText(/^Referral code/);
    await waitFor(() => expect(refHash.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The selected referral code is invalid.')).toBeVisible();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('nina@club.test');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe(NEW_PASSWORD);
    expect(world.session.$session.get().isLoggedIn).toBe(false);
  });

  it("shows the server's password policy next to the password (a common password).", async () => {
    const world = createClientWorld();
    await renderPage('/register/:ref_hash?', RegisterPage, '/register', world);
    const user = await fill({ password: 'password123' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const password = screen.getByLabelText<HTMLInputElement>(/^Password/);
    await waitFor(() =>
      expect(fieldMessage(password)).toBe(
        'The given password has appeared in a data leak. Please choose a different password.',
      ),
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.value).toBe('password123');
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('nina@club.test');
    expect(world.session.$session.get().isLoggedIn).toBe(false);
  });

  it('checks on blur: a short password, a different confirmation; and the terms box before sending.', async () => {
    const world = createClientWorld();
    await renderPage('/register/:ref_hash?', RegisterPage, '/register', world);
    const user = await fill({ password: 'short', confirmation: 'other', terms: false });
    await user.tab();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeVisible();
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Please accept the terms to continue.')).toBeVisible();
    expect(world.requests.filter((r) => r.path === 'auth/register')).toHaveLength(0);
  });

  it('links every current terms document next to the box, opening in a new tab.', async () => {
    const world = createClientWorld();
    publish(world);
    await renderPage('/register/:ref_hash?', RegisterPage, '/register', world);
    const terms = await screen.findByRole('link', { name: /Terms and Conditions/ });
    expect(terms.getAttribute('href')).toBe('http://club.test/legal/terms-v1.html');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe(
      'http://club.test/legal/privacy-v2.html',
    );
  });

  it('links back to Login.', async () => {
    await renderPage('/register/:ref_hash?', RegisterPage, '/register');
    const links = within(screen.getByRole('list'));
    expect(links.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
