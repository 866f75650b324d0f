// Browser journey (docs/spec.md §2 recover, reset-password/:email/:token): a member who
// forgot their password asks for a link from the login screen, opens the link the outbox got,
// chooses a new password, is sent back to Login, and logs in with it (the old one is refused).
// The link works once.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  DEMO_PASSWORD,
  SLOW,
  closeRegisterIntro,
  enterEmailCode,
  expectNoSeriousA11y,
  lastMailId,
  submitCredentials,
  waitForMail,
} from './support/portal.ts';

// A team member with a verified email (emailed code at login).
const HANNA = 'hanna.wolf@club.test';
const NEW_PASSWORD = 'quiet harbour morning 17';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('resetting a forgotten password', () => {
  it('resets the password through the link in the outbox, then logs in with the new one.', async () => {
    const baseURL = inject('baseURL');
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    // Clicked at once, while the email field has the focus: its blur check must not move the link.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/recover', { timeout: SLOW });
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor({ timeout: SLOW });
    await expectNoSeriousA11y(page);

    const before = await lastMailId(baseURL, HANNA);
    await page.getByLabel('Email').fill(HANNA);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page
      .getByRole('status')
      .getByText(/we have emailed a reset link/)
      .waitFor({ timeout: SLOW });
    await expectNoSeriousA11y(page);

    const mail = await waitForMail(baseURL, HANNA, 'password-reset', before);
    const link = mail.meta.url!;
    expect(link.startsWith(`${baseURL}/reset-password/`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor({ timeout: SLOW });
    await page.getByText(`For ${HANNA}.`, { exact: false }).waitFor();
    await expectNoSeriousA11y(page);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await page.waitForURL('**/login', { timeout: SLOW });
    await page.getByText('Your password has been reset. Please log in with the new one.').waitFor({ timeout: SLOW });
    await expectNoSeriousA11y(page);

    // The old password no longer opens the account.
    await submitCredentials(page, HANNA, DEMO_PASSWORD);
    await page.getByText('These credentials do not match our records.').waitFor({ timeout: SLOW });

    const codesBefore = await lastMailId(baseURL, HANNA);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await enterEmailCode(page, baseURL, HANNA, codesBefore);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: SLOW }).toBe('/dashboard');
    await closeRegisterIntro(page);
    await page.getByRole('heading', { name: 'Hello, Hanna!' }).waitFor({ timeout: SLOW });
    await context.close();

    // The link was used: opening it again cannot set another password.
    const again = await browser.newContext({ baseURL });
    const second = await again.newPage();
    await second.goto(link);
    await second.getByLabel(/^New password/).fill('another fresh passphrase 9');
    await second.getByLabel(/^Confirm password/).fill('another fresh passphrase 9');
    await second.getByRole('button', { name: 'Set new password' }).click();
    await second.getByRole('link', { name: 'Request a new link' }).waitFor({ timeout: SLOW });
    expect(new URL(second.url()).pathname).toMatch(/^\/reset-password\//);
    await expectNoSeriousA11y(second);
    await again.close();
  });
});
