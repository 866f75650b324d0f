// The Recover screen: always the same confirmation, registered or not.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RecoverPage from '../../../src/modules/account/pages/recover-page.tsx';
import { createClientWorld } from '../../core/session/auth-world.ts';
import { cleanupAccount, renderPage } from './harness.tsx';

afterEach(cleanupAccount);

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  return user;
}

const DONE =
  'If that address is registered, we have emailed a reset link. Please check your inbox and your spam folder.';

describe('Recover', () => {
  it('emails a registered member a reset link and confirms.', async () => {
    const world = createClientWorld();
    await world.server.createUser({ email: 'mia@club.test' });
    await renderPage('/recover', RecoverPage, '/recover', world);
    await ask('mia@club.test');
    expect(await screen.findByText(DONE)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the server sends without waiting
    expect(world.server.mails('mia@club.test').map((m) => m.meta.kind)).toContain('password-reset');
  });

  it('shows the very same confirmation for an address nobody registered.', async () => {
    const world = createClientWorld();
    await renderPage('/recover', RecoverPage, '/recover', world);
    await ask('nobody@club.test');
    expect(await screen.findByText(DONE)).toBeVisible();
    expect(world.server.mails()).toHaveLength(0);
  });

  it('checks the address before sending, next to the field.', async () => {
    const world = createClientWorld();
    await renderPage('/recover', RecoverPage, '/recover', world);
    await ask('mia@');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email must be a valid email address.')).toBeVisible();
    expect(world.requests).toHaveLength(0);
  });

  it('says how long to wait when asked too often, keeping the address.', async () => {
    const world = createClientWorld();
    await renderPage('/recover', RecoverPage, '/recover', world);
    for (let i = 0; i < 5; i++)
      await world.server.call('POST', '/api/auth/recover', { body: { email: 'x@club.test' } });
    await ask('mia@club.test');
    expect(await screen.findByText(/Too many attempts\. Please try again in \d+ seconds\./)).toBeVisible();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('mia@club.test');
  });

  it('offers to send to another address and the way back to Login.', async () => {
    await renderPage('/recover', RecoverPage, '/recover');
    const user = await ask('mia@club.test');
    await user.click(await screen.findByRole('button', { name: 'Send to another address' }));
    expect(screen.getByRole('button', { name: 'Send link' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });
});
