// After an email change (docs/spec.md §3 loginMail, §4 "Session"), in Debian's chromium against the
// real server: the stored member follows the change, so after a reload the lock screen names the
// new address and unlocks with the right password (a wrong one refused); the old
// address is told of the change. The login's time runs out by the stored session's clock (its start
// moved back), as it would after its lifetime; the unlock is the real sign-in with the new address.
import { describe, expect, inject, it } from 'vitest';
import { browserWorld } from './support/browser.ts';
import {
  SLOW,
  closeOneTimeDialogs,
  loginWithEmailCode,
  persistedSession,
  readMail,
  registerMember,
  uniqueEmail,
} from './support/portal.ts';

const world = browserWorld();

describe('the lock screen after an email change', () => {
  it('names the new address after a reload and unlocks with the right password', async () => {
    const baseURL = inject('baseURL');
    const { email: oldEmail, password } = await registerMember(baseURL, 'Edda Wechsel');
    const newEmail = uniqueEmail('edda-new');
    const context = await world.browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      await loginWithEmailCode(page, baseURL, oldEmail, { password });
      await closeOneTimeDialogs(page);
      await page.goto('/settings/account');
      await page.getByLabel('New email address').fill(newEmail, { timeout: SLOW });
      await page.getByLabel('Current password').first().fill(password);
      await page.getByRole('button', { name: 'Change email address' }).click();
      // the settings page says so (and a toast as well)
      await page
        .getByRole('region', { name: 'Account' })
        .getByText(`we have sent a confirmation link to ${newEmail}`)
        .waitFor({ timeout: SLOW });
      await expect
        .poll(async () => (await readMail(baseURL, oldEmail)).map((mail) => mail.meta.kind), { timeout: SLOW })
        .toContain('email-changed');

      await page.reload();
      await page.getByText(`Your current address is ${newEmail}.`).waitFor({ timeout: SLOW });
      expect((await persistedSession(page))?.user?.email).toBe(newEmail);

      // the login's time runs out a few seconds after the reload: the stored session's start moved
      // back, so the portal's expiry check (every 1000 ms against session_start + expires_in) locks it
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('vuex')!);
        const token = stored.session.token;
        token.session_start = Date.now() - (token.expires_in - 5) * 1000;
        localStorage.setItem('vuex', JSON.stringify(stored));
      });
      await page.reload();
      await page.getByText(`Your current address is ${newEmail}.`).waitFor({ timeout: SLOW });
      await expect.poll(() => new URL(page.url()).pathname, { timeout: SLOW }).toBe('/lock');
      await page.reload();
      await page.getByRole('heading', { name: 'Session locked' }).waitFor({ timeout: SLOW });
      await page.getByText(newEmail, { exact: true }).waitFor({ timeout: SLOW });
      expect(await page.getByText(oldEmail).count()).toBe(0);

      // a wrong password is refused for the new address; the right one unlocks (this device is
      // known by now, so no emailed code is asked) and returns to the page
      await page.getByLabel('Password').fill('not the password 1');
      await page.getByRole('button', { name: 'Unlock' }).click();
      await page.getByText('These credentials do not match our records.').waitFor({ timeout: SLOW });
      expect(new URL(page.url()).pathname).toBe('/lock');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: SLOW }).toBe('/settings/account');
      await page.getByText(`Your current address is ${newEmail}.`).waitFor({ timeout: SLOW });
      expect((await persistedSession(page))?.isLoggedIn).toBe(true);
    } finally {
      await context.close();
    }
  });
});
