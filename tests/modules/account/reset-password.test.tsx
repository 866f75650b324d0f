// The ResetPassword screen, opened from the real recovery mail's link.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $toasts } from '../../../src/ui/toasts.ts';
import ResetPasswordPage from '../../../src/modules/account/pages/reset-password-page.tsx';
import { createClientWorld, type ClientWorld } from '../../core/session/auth-world.ts';
import { fieldMessage } from '../../support/field-message.ts';
import { cleanupAccount, renderPage } from './harness.tsx';

afterEach(cleanupAccount);

const PATTERN = '/reset-password/:email/:token';
const NEW_PASSWORD = 'a brand new passphrase';

/** The path of the link in the recovery mail the server sent to `email`. */
async function resetLinkPath(world: ClientWorld, email: string): Promise<string> {
  await world.server.call('POST', '/api/auth/recover', { body: { email } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const mail = world.server.mails(email).find((m) => m.meta.kind === 'password-reset')!;
  return new URL(mail.meta.url as string).pathname;
}

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return user;
}

describe('ResetPassword', () => {
  it('takes the email and token from the params the portal hands in (it routes outside any <Route>).', async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia+club@club.test' });
    const [, , email, token] = (await resetLinkPath(world, 'mia+club@club.test')).split('/');
    const Portal = () => (
      <ResetPasswordPage params={{ email: decodeURIComponent(email!), token: decodeURIComponent(token!) }} />
    );
    const page = await renderPage('/reset-password/link', Portal, '/reset-password/link', world);
    expect(screen.getByText(/For mia\+club@club\.test\./)).toBeVisible();
    await choose(NEW_PASSWORD);
    await waitFor(() => expect(page.location()).toBe('/login'));
  });

  it('sets the new password, then goes to Login with a toast; the new password works.', async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia+club@club.test' });
    const path = await resetLinkPath(world, 'mia+club@club.test');
    const page = await renderPage(PATTERN, ResetPasswordPage, path, world);
    expect(screen.getByText(/For mia\+club@club\.test\./)).toBeVisible();
    await choose(NEW_PASSWORD);
    await waitFor(() => expect(page.location()).toBe('/login'));
    expect($toasts.get().map((t) => [t.kind, t.text])).toEqual([
      ['success', 'Your password has been reset. Please log in with the new one.'],
    ]);
    const login = await world.server.call('POST', '/api/auth/login', {
      body: { email: 'mia+club@club.test', password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('says the link is not valid and offers a new one when the token is wrong or used.', async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia@club.test' });
    const page = await renderPage(PATTERN, ResetPasswordPage, '/reset-password/mia%40club.test/not-the-token', world);
    await choose(NEW_PASSWORD);
    expect(await screen.findByText('This password reset token is invalid.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/recover');
    expect(page.location()).toBe('/reset-password/mia%40club.test/not-the-token');
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(NEW_PASSWORD);
  });

  it('checks the confirmation on blur and sends nothing that does not match.', async () => {
    const world = createClientWorld();
    await renderPage(PATTERN, ResetPasswordPage, '/reset-password/mia%40club.test/t0ken', world);
    await choose(NEW_PASSWORD, 'something else');
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    expect(world.requests).toHaveLength(0);
  });

  it("shows the server's password rule next to the password.", async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia@club.test' });
    const path = await resetLinkPath(world, 'mia@club.test');
    await renderPage(PATTERN, ResetPasswordPage, path, world);
    await choose('password123');
    const password = screen.getByLabelText<HTMLInputElement>(/^New password/);
    await waitFor(() =>
      expect(fieldMessage(password)).toBe(
        'The given password has appeared in a data leak. Please choose a different password.',
      ),
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.value).toBe('password123');
    const login = await world.server.call('POST', '/api/auth/login', {
      body: { email: 'mia@club.test', password: 'password123' },
    });
    expect(login.status).toBe(422);
  });
});
