// Browser journey: a newly confirmed member logs in through the real login screen with
// the password, then the 6-digit code read from the demo outbox (docs/spec.md §5: a verified email and no
// 2FA ask for an emailed code), and lands on the Dashboard with their name in the top bar.
import { describe, expect, inject, it } from 'vitest';
import { browserWorld } from './support/browser.ts';
import {
  SLOW,
  closeRegisterIntro,
  enterEmailCode,
  expectNoSeriousA11y,
  lastMailId,
  persistedSession,
  registerMember,
  submitCredentials,
} from './support/portal.ts';

const world = browserWorld();

describe('logging in with an emailed code', () => {
  // A member of its own: the demo accounts' emailed-code limit (server/auth/limits.ts) belongs to
  // the other journeys of the run.
  it('logs a confirmed member in with the password and the code from the outbox, onto the Dashboard.', async () => {
    const baseURL = inject('baseURL');
    const { email, password } = await registerMember(baseURL, 'Dora Login');
    const context = await world.browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor({ timeout: SLOW });
    await expectNoSeriousA11y(page);

    const after = await lastMailId(baseURL, email);
    await submitCredentials(page, email, password);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: SLOW });
    await page.getByText('We have emailed a 6-digit code to d***@club.test.').waitFor();
    await expectNoSeriousA11y(page);

    await enterEmailCode(page, baseURL, email, after);
    // the address, not one navigation's load: the guest screen hands over to the portal's document
    await expect.poll(() => new URL(page.url()).pathname, { timeout: SLOW }).toBe('/dashboard');
    await closeRegisterIntro(page);
    await page.getByRole('heading', { name: 'Hello, Dora!' }).waitFor({ timeout: SLOW });
    await page.getByRole('banner').getByText('Dora Login').waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    const session = await persistedSession(page);
    expect(session?.isLoggedIn).toBe(true);
    expect(session?.user?.email).toBe(email);
    await expectNoSeriousA11y(page);
    await context.close();
  });
});
