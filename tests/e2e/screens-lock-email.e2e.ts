// After an email change (docs/spec.md §3 loginMail, §4 "Session"), in Debian's chromium against the
// real server: the stored member follows the change, so after a reload the lock screen names the
// new address and unlocks with the right password and the code mailed to that address; the old
// address is told of the change. The login's time runs out by the stored session's clock (its start
// moved back), as it would after its lifetime; the unlock is the real password and emailed code.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  SLOW,
  closeOneTimeDialogs,
  enterEmailCode,
  lastMailId,
  loginWithEmailCode,
  persistedSession,
  readMail,
  registerMember,
  uniqueEmail,
} from './support/portal.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the lock screen after an email change', () => {
  it('names the new address after a reload and unlocks with the right password', async () => {
    const baseURL = inject('baseURL');
    const { email: oldEmail, password } = await registerMember(baseURL, 'Edda Wechsel');
    const newEmail = uniqueEmail('edda-new');
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      await loginWithEmailCode(page, baseURL, oldEmail, { password });
      await closeOneTimeDialogs(page);
      await page.goto('/settings/account');
      await page.getByLabel('New email address').fill(newEmail, { timeout: SLOW });
      await page.getByLabel('Current password').first().fill(password);
      await page.getByRole('button', { name: 'Change email address' }).click();
      await page.getByText(`we have sent a confirmation link to ${newEmail}`).waitFor({ timeout: SLOW });
      await expect
        .poll(async () => (await readMail(baseURL, oldEmail)).map((mail) => mail.meta.kind), { timeout: SLOW })
        .toContain('email-changed');

      await page.reload();
      await page.getByText(`Your current address is ${newEmail}.`).waitFor({ timeout: SLOW });
      expect((await persistedSession(page))?.user?.email).toBe(newEmail);

      // the login's time is up: the stored session's start moved back past its lifetime, so the
      // portal's expiry check (every 1000 ms against session_start + expires_in) locks it
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('vuex')!);
        const token = stored.session.token;
        token.session_start = Date.now() - (token.expires_in + 60) * 1000;
        localStorage.setItem('vuex', JSON.stringify(stored));
      });
      await page.reload();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: SLOW }).toBe('/lock');
      await page.reload();
      await page.getByRole('heading', { name: 'Session locked' }).waitFor({ timeout: SLOW });
      await page.getByText(newEmail, { exact: true }).waitFor({ timeout: SLOW });
      expect(await page.getByText(oldEmail).count()).toBe(0);

      const after = await lastMailId(baseURL, newEmail);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await enterEmailCode(page, baseURL, newEmail, after);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: SLOW }).toBe('/settings/account');
      expect((await persistedSession(page))?.isLoggedIn).toBe(true);
    } finally {
      await context.close();
    }
  });
});
