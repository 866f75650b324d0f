// Browser journey (docs/spec.md §2 "Route guard"): a protected page opened while
// logged out is remembered, the visitor goes to Login, and after logging in (password and the
// emailed code) the portal lands on that page, query included, not on the Dashboard.
import { describe, expect, inject, it } from 'vitest';
import { browserWorld } from './support/browser.ts';
import {
  SLOW,
  closeRegisterIntro,
  expectNoSeriousA11y,
  loginWithEmailCode,
  persistedSession,
} from './support/portal.ts';

// A team member (sponsor: Demo Member) with a verified email, so the login asks for an emailed code.
const LENA = 'lena.schmidt@club.test';

const world = browserWorld();

describe('a protected deep link', () => {
  it('lands where it pointed after the login it led to.', async () => {
    const baseURL = inject('baseURL');
    const context = await world.browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/settings/sponsor?utm_source=mail');
    await page.waitForURL('**/login', { timeout: SLOW });
    await expectNoSeriousA11y(page);

    await loginWithEmailCode(page, baseURL, LENA, { from: null });
    await page.waitForURL('**/settings/sponsor?utm_source=mail', { timeout: SLOW });
    await closeRegisterIntro(page);
    await page.getByRole('heading', { name: 'Sponsor' }).waitFor({ timeout: SLOW });
    await page.getByText('You registered through the link of Demo Member.').waitFor({ timeout: SLOW });
    expect(new URL(page.url()).pathname).toBe('/settings/sponsor');
    await expectNoSeriousA11y(page);

    // The remembered path was used once: the next login goes to the Dashboard.
    expect((await persistedSession(page))?.redirectAfterLogin).toBe(false);
    await context.close();
  });
});
