// Browser journey of the notifications page's new parts (docs/spec.md §4 "Notification preferences and
// quiet hours"): the Growing and club-announcement topics, and quiet hours set, shown and switched
// off, in English at 1280 px and in German at 360 px, with no serious axe finding.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  closeOneTimeDialogs,
  expectNoSeriousA11y,
  loginWithEmailCode,
  registerMember,
  SLOW,
  switchLanguage,
} from './support/portal.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The notifications page, once the one-time dialogs after a login are out of the way. */
async function openNotificationsPage(page: Page): Promise<void> {
  // Closing the new-messages dialog may lead to the chat: then the page is opened again.
  for (let i = 0; i < 3 && !page.url().endsWith('/settings/notifications'); i++) {
    await page.goto('/settings/notifications');
    await closeOneTimeDialogs(page);
  }
}

describe('notification settings: topics and quiet hours', () => {
  // A member of its own: a seeded one may have 2FA switched on by another journey of the run.
  it(
    'sets quiet hours and switches them off, in English at 1280 px and German at 360 px',
    { timeout: 120_000 },
    async () => {
      const baseURL = inject('baseURL');
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const { email, password } = await registerMember(baseURL, 'Quinn Quiet');
        await loginWithEmailCode(page, baseURL, email, { password });
        await openNotificationsPage(page);
        await page.getByRole('rowheader', { name: 'Growing' }).waitFor({ timeout: SLOW });
        await page.getByRole('rowheader', { name: 'Club announcements' }).waitFor();
        await page.getByRole('heading', { name: 'Quiet hours' }).waitFor({ timeout: SLOW });
        await page.getByLabel(/^From/).fill('22:00');
        await page.getByLabel(/^Until/).fill('07:00');
        await page.getByRole('button', { name: 'Save quiet hours' }).click();
        await page.getByText('Quiet from 22:00 to 07:00.').waitFor({ timeout: SLOW });
        await expectNoSeriousA11y(page);

        await page.setViewportSize({ width: 360, height: 800 });
        await switchLanguage(page, 'de');
        await page.getByRole('heading', { name: 'Ruhezeiten' }).waitFor({ timeout: SLOW });
        await page.getByText('Ruhe von 22:00 bis 07:00 Uhr.').waitFor();
        await page.getByRole('rowheader', { name: 'Anbau' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await expectNoSeriousA11y(page);
        await page.getByRole('button', { name: 'Keine Ruhezeit' }).click();
        await page.getByText('Du hast keine Ruhezeit.').waitFor({ timeout: SLOW });
        await switchLanguage(page, 'en');
      } finally {
        await context.close();
      }
    },
  );
});
