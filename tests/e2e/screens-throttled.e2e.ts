// Rate-limited screens, in Debian's chromium against the real server (docs/spec.md §8 "Too many
// requests"): when every API call answers 429 with Retry-After, a reload of /tickets shows the dialog
// saying how long to wait, and the page offers a retry instead of loading lines that never end; once
// the wait has passed, the tickets and the header's badges come back by themselves. The 429s are the
// browser's own interception of the API (the server's limits belong to the other journeys of the run).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { club, DEMO } from './embed-helpers.ts';
import { launchBrowser } from './support/browser.ts';
import { SLOW } from './support/portal.ts';
import { sessionDocument } from './support/signed-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function demoContext(): Promise<BrowserContext> {
  const server = { baseURL: inject('baseURL'), port: inject('port'), databasePath: inject('databasePath') };
  const token = await club(server, 'token', DEMO);
  const doc = await sessionDocument(server.baseURL, token, DEMO, 'en');
  return browser.newContext({
    baseURL: server.baseURL,
    // the page's own requests are the ones throttled here, not a service worker's
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: [{ origin: server.baseURL, localStorage: [{ name: 'vuex', value: doc }] }] },
  });
}

const badges = (page: Page) => page.locator('.club-topbar .club-badge');
// above the client's own wait-and-retry of a GET (src/core/api/api.ts MAX_AUTO_RETRY_SECONDS)
const WAIT_SECONDS = 12;

describe('a rate-limited reload', () => {
  it('shows the Too many requests dialog with the wait, /tickets a retry, and then the data and badges again', async () => {
    const context = await demoContext();
    const page = await context.newPage();
    try {
      await page.goto('/tickets');
      const count = page.getByRole('status').filter({ hasText: /^\d+ tickets?$/ });
      await count.waitFor({ timeout: SLOW });
      const shown = await count.textContent();
      await expect.poll(() => badges(page).count(), { timeout: SLOW }).toBeGreaterThan(0);
      const badgesBefore = await badges(page).allTextContents();

      let throttled = 0;
      await context.route('**/api/**', (route) => {
        throttled++;
        return route.fulfill({
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': String(WAIT_SECONDS) },
          body: JSON.stringify({ message: 'Too Many Attempts.' }),
        });
      });
      await page.reload();
      const dialog = page.getByRole('alertdialog', { name: 'Too many requests' });
      await dialog.waitFor({ timeout: SLOW });
      expect(await dialog.textContent()).toContain(`Please try again in ${WAIT_SECONDS} seconds.`);
      expect(throttled).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: 'OK' }).click();

      const retry = page.getByRole('button', { name: 'Try again' });
      await retry.waitFor({ timeout: SLOW });
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);

      // the limit passes: without a click, the tickets and the header's badges come back
      await context.unroute('**/api/**');
      await count.waitFor({ timeout: SLOW + WAIT_SECONDS * 1000 });
      expect(await count.textContent()).toBe(shown);
      await expect
        .poll(() => badges(page).allTextContents(), { timeout: SLOW + WAIT_SECONDS * 1000 })
        .toEqual(badgesBefore);
    } finally {
      await context.close();
    }
  });
});
