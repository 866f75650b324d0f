// Browser journey (docs/spec.md §2 settings/devices, §4, §8): a member is logged in on
// a phone and on a desktop. On the desktop's Settings > Devices they log the phone out; the phone's
// portal locks by itself at once (the server ends its live subscription: docs/threats.md T29) and
// shows the lock screen, remembering its page, and its old token opens nothing (401).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  SLOW,
  closeRegisterIntro,
  expectNoSeriousA11y,
  loginWithEmailCode,
  persistedSession,
} from './support/portal.ts';

// A team member with a verified email (emailed code at login).
const SOFIA = 'sofia.keller@club.test';
// The phone's browser, so the devices list tells the two sessions apart.
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function loggedIn(
  baseURL: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  await loginWithEmailCode(page, baseURL, SOFIA);
  return { context, page };
}

describe('logging out another device', () => {
  it('revokes the phone from the desktop, and the phone’s session is rejected.', async () => {
    const baseURL = inject('baseURL');
    const phone = await loggedIn(baseURL, {
      userAgent: PHONE_UA,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    // Closed for good on the phone, so the desktop does not show it again.
    await closeRegisterIntro(phone.page);
    const phoneToken = (await persistedSession(phone.page))?.token?.access_token;
    expect(phoneToken).toBeTruthy();
    // The phone shows a page, with its live connection up.
    await phone.page.goto('/settings/account');
    await phone.page.locator('.club-bell__live--connected').first().waitFor({ state: 'attached', timeout: SLOW });
    const desktop = await loggedIn(baseURL);

    await desktop.page.goto('/settings/devices');
    const list = desktop.page.getByRole('region', { name: 'Devices' });
    await list.getByText('This device').waitFor({ timeout: SLOW });
    await list.getByText('Chrome on Android').waitFor();
    await expectNoSeriousA11y(desktop.page);

    await list.getByRole('button', { name: 'Log out: Chrome on Android' }).click();
    const confirm = desktop.page.getByRole('alertdialog', { name: 'Log out this device?' });
    await confirm.getByText('“Chrome on Android” will have to log in again.').waitFor({ timeout: SLOW });
    await expectNoSeriousA11y(desktop.page);
    await confirm.getByRole('button', { name: 'Log out', exact: true }).click();
    await confirm.waitFor({ state: 'detached', timeout: SLOW });
    await desktop.page.getByText('The device has been logged out.').waitFor({ timeout: SLOW });
    await list.getByText('Chrome on Android').waitFor({ state: 'detached', timeout: SLOW });
    await list.getByText('This device').waitFor();

    // The phone's portal locks by itself (its live subscription ended), and its token opens nothing.
    await phone.page.waitForURL('**/lock', { timeout: SLOW });
    const response = await fetch(`${baseURL}/api/user`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${phoneToken}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    await phone.page.getByRole('heading', { name: 'Session locked' }).waitFor({ timeout: SLOW });
    // Locked (docs/spec.md §4): the member is kept and the page is remembered for the unlock.
    expect(await persistedSession(phone.page)).toMatchObject({
      isLoggedIn: false,
      token: null,
      user: { email: SOFIA },
      redirectAfterLogin: '/settings/account',
    });
    await expectNoSeriousA11y(phone.page);

    // The desktop keeps its session.
    await desktop.page.reload();
    await list.getByText('This device').waitFor({ timeout: SLOW });
    expect(new URL(desktop.page.url()).pathname).toBe('/settings/devices');
    await phone.context.close();
    await desktop.context.close();
  });
});
