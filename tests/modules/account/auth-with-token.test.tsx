// AuthWithToken (/auth?token=...): the one-time login link from `club login-link`.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createLoginLink } from '../../../server/auth/sessions.ts';
import AuthWithTokenPage from '../../../src/modules/account/pages/auth-with-token-page.tsx';
import { createClientWorld } from '../../core/session/auth-world.ts';
import { cleanupAccount, renderPage } from './harness.tsx';

afterEach(cleanupAccount);

const linkPath = (url: string) => new URL(url).pathname + new URL(url).search;

describe('AuthWithToken', () => {
  it('exchanges the link for a session and continues to the Dashboard.', async () => {
    const world = createClientWorld();
    const member = await world.server.createUser();
    const page = await renderPage(
      '/auth',
      AuthWithTokenPage,
      linkPath(createLoginLink(world.server.app.deps, member)),
      world,
    );
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
    expect(world.session.$session.get()).toMatchObject({ isLoggedIn: true, user: { id: member.id } });
  });

  it('continues to the remembered path when there is one.', async () => {
    const world = createClientWorld();
    const member = await world.server.createUser();
    world.session.rememberPath('/support/tickets');
    const page = await renderPage(
      '/auth',
      AuthWithTokenPage,
      linkPath(createLoginLink(world.server.app.deps, member)),
      world,
    );
    await waitFor(() => expect(page.location()).toBe('/support/tickets'));
  });

  it('spends the token once even when React mounts the page twice (StrictMode).', async () => {
    const world = createClientWorld();
    const member = await world.server.createUser();
    const page = await renderPage(
      '/auth',
      AuthWithTokenPage,
      linkPath(createLoginLink(world.server.app.deps, member)),
      world,
      { strict: true },
    );
    await waitFor(() => expect(page.location()).toBe('/dashboard'));
    expect(world.requests.filter((r) => r.path === 'auth/token-login')).toHaveLength(1);
  });

  it('says clearly that a used or expired link does not work, and leads to Login.', async () => {
    const world = createClientWorld();
    const member = await world.server.createUser();
    const url = createLoginLink(world.server.app.deps, member);
    world.server.clock.advance(16 * 60_000);
    await renderPage('/auth', AuthWithTokenPage, linkPath(url), world);
    expect(
      await screen.findByText('This login link is invalid or has expired. Login links work once, for 15 minutes.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(world.session.$session.get().isLoggedIn).toBe(false);
  });

  it('says the link is incomplete when it has no token.', async () => {
    const world = createClientWorld();
    await renderPage('/auth', AuthWithTokenPage, '/auth', world);
    expect(
      screen.getByText('This login link is incomplete. Please open the whole link from your message.'),
    ).toBeVisible();
    expect(world.requests).toHaveLength(0);
  });
});
