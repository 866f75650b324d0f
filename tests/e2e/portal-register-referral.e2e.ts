// Browser journey (docs/spec.md §2 r/{ref_hash} and register/:ref_hash?): demo@club.test
// copies their referral link from Settings > Sponsor; a guest opens it, lands on Register with the
// referral code filled in, registers, is told to check their email (registration answers a new
// and a known address alike: docs/threats.md T17), confirms the address through the mailed link,
// logs in, sees the welcome, and their own Sponsor page names Demo Member as their referrer.
import { describe, expect, inject, it } from 'vitest';
import { browserWorld } from './support/browser.ts';
import {
  DEMO,
  SLOW,
  closeRegisterIntro,
  expectNoSeriousA11y,
  loginWithEmailCode,
  persistedSession,
  uniqueEmail,
  waitForMail,
} from './support/portal.ts';

const world = browserWorld();

/** The referral link demo@club.test's Sponsor page shows. */
async function demoReferralLink(baseURL: string): Promise<string> {
  const context = await world.browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginWithEmailCode(page, baseURL, DEMO);
  await page.goto('/settings/sponsor');
  const link = page.getByLabel('Registration link', { exact: true });
  await link.waitFor({ timeout: SLOW });
  const text = (await link.textContent())?.trim() ?? '';
  await expectNoSeriousA11y(page);
  await context.close();
  return text;
}

describe('registering through a referral link', () => {
  it('registers a guest who opened a member’s referral link as that member’s referral.', async () => {
    const baseURL = inject('baseURL');
    const link = await demoReferralLink(baseURL);
    expect(link).toBe(`${baseURL}/r/demo2026`);

    const context = await world.browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: SLOW });
    expect(await page.getByLabel('Referral code').inputValue()).toBe('demo2026');
    await expectNoSeriousA11y(page);

    const email = uniqueEmail('referred');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rita Referred');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('green meadow lantern 42');
    await page.getByLabel('Confirm password').fill('green meadow lantern 42');
    await page.getByLabel('I have read and accept the terms of the club.').check();
    await page.getByRole('button', { name: 'Register' }).click();

    await page.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: SLOW });
    await expectNoSeriousA11y(page);
    const confirmation = await waitForMail(baseURL, email, 'verify-email', 0);
    await page.goto(String(confirmation.meta.url));
    await page.waitForURL('**/email-verification/success', { timeout: SLOW });
    await loginWithEmailCode(page, baseURL, email, { password: 'green meadow lantern 42' });
    await closeRegisterIntro(page);
    await page.getByRole('heading', { name: 'Hello, Rita!' }).waitFor({ timeout: SLOW });
    expect((await persistedSession(page))?.user?.email).toBe(email);

    await page.goto('/settings/sponsor');
    await page.getByText('You registered through the link of Demo Member.').waitFor({ timeout: SLOW });
    await expectNoSeriousA11y(page);
    await context.close();
  });
});
