// Browser journey (docs/architecture.md decision 5: tabs stay in sync through the
// `storage` event): a member with the portal open in two tabs logs out in one, and the other tab
// leaves the member's page for Login by itself; the server no longer takes the old token.
import { describe, expect, inject, it } from 'vitest';
import { browserWorld } from './support/browser.ts';
import {
  SLOW,
  closeRegisterIntro,
  expectNoSeriousA11y,
  loginWithEmailCode,
  persistedSession,
} from './support/portal.ts';

// A team member with a verified email (emailed code at login).
const EMMA = 'emma.richter@club.test';

const world = browserWorld();

describe('logging out with two tabs open', () => {
  it('logs the other tab out too.', async () => {
    const baseURL = inject('baseURL');
    const context = await world.browser.newContext({ baseURL });
    const first = await context.newPage();
    await loginWithEmailCode(first, baseURL, EMMA);
    await closeRegisterIntro(first);
    const token = (await persistedSession(first))?.token?.access_token;
    expect(token).toBeTruthy();

    const second = await context.newPage();
    await second.goto('/settings/account');
    await second.getByRole('heading', { name: 'Email address' }).waitFor({ timeout: SLOW });
    await second.getByRole('button', { name: 'Log out' }).waitFor();

    await first.bringToFront();
    await first.getByRole('button', { name: 'Log out' }).click();
    await first.waitForURL('**/login', { timeout: SLOW });

    // The second tab is not touched: it follows the shared session on its own.
    await second.waitForURL('**/login', { timeout: SLOW });
    await second.getByRole('heading', { name: 'Log in' }).waitFor({ timeout: SLOW });
    expect(await second.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    const session = await persistedSession(second);
    expect(session).toMatchObject({ isLoggedIn: false, token: null, user: null });
    // Logging out is not a lock: the page the second tab showed is not a place to come back to.
    expect(session?.redirectAfterLogin).toBe(false);

    const response = await fetch(`${baseURL}/api/user`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(401);
    await expectNoSeriousA11y(second);
    await context.close();
  });
});
