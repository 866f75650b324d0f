// Browser journey of the notifications page's new parts (docs/spec.md §4 "Notification preferences and
// quiet hours", "Web push"): the Growing and club-announcement topics, push in this browser, and quiet
// hours set, shown and switched off; the topics, the push section and the quiet hours in English and
// German, each at 360 and 1280 px, with no serious axe finding.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserWorld } from './support/browser.ts';
import {
  closeOneTimeDialogs,
  expectNoSeriousA11y,
  loginWithEmailCode,
  registerMember,
  SLOW,
  switchLanguage,
} from './support/portal.ts';

const world = browserWorld();

const PAGE_TEXTS = {
  en: {
    growing: 'Growing',
    push: 'Push in this browser',
    pushIntro: /^Push messages reach this device while the portal is closed\./,
    turnOn: 'Turn on push in this browser',
    quiet: 'Quiet hours',
    current: 'Quiet from 22:00 to 07:00.',
  },
  de: {
    growing: 'Anbau',
    push: 'Push in diesem Browser',
    pushIntro: /^Push-Nachrichten erreichen dieses Gerät, auch wenn das Portal geschlossen ist\./,
    turnOn: 'Push in diesem Browser einschalten',
    quiet: 'Ruhezeiten',
    current: 'Ruhe von 22:00 bis 07:00 Uhr.',
  },
} as const;

/** The page's topics, push section and quiet hours in `language` at `width`: all shown, nothing wider, axe clean. */
async function expectPageAt(page: Page, language: keyof typeof PAGE_TEXTS, width: number): Promise<void> {
  const texts = PAGE_TEXTS[language];
  await page.setViewportSize({ width, height: 800 });
  await page.getByRole('rowheader', { name: texts.growing }).waitFor({ timeout: SLOW });
  const push = page.getByRole('heading', { name: texts.push });
  await push.waitFor({ timeout: SLOW });
  await page.getByText(texts.pushIntro).waitFor();
  await page.getByRole('button', { name: texts.turnOn }).waitFor({ timeout: SLOW });
  expect(await push.isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: texts.turnOn }).isVisible()).toBe(true);
  await page.getByRole('heading', { name: texts.quiet }).waitFor();
  await page.getByText(texts.current).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectNoSeriousA11y(page);
}

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
    'sets quiet hours and switches them off; the push section in English and German at 360 and 1280 px',
    { timeout: 120_000 },
    async () => {
      const baseURL = inject('baseURL');
      const context = await world.browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const { email, password } = await registerMember(baseURL, 'Quinn Quiet');
        await loginWithEmailCode(page, baseURL, email, { password });
        await openNotificationsPage(page);
        await page.getByRole('rowheader', { name: 'Growing' }).waitFor({ timeout: SLOW });
        await page.getByRole('rowheader', { name: 'Club announcements' }).waitFor();
        await page.getByRole('heading', { name: 'Push in this browser' }).waitFor({ timeout: SLOW });
        await page.getByRole('button', { name: 'Turn on push in this browser' }).waitFor({ timeout: SLOW });
        await page.getByRole('heading', { name: 'Quiet hours' }).waitFor({ timeout: SLOW });
        await page.getByLabel(/^From/).fill('22:00');
        await page.getByLabel(/^Until/).fill('07:00');
        await page.getByRole('button', { name: 'Save quiet hours' }).click();
        await page.getByText('Quiet from 22:00 to 07:00.').waitFor({ timeout: SLOW });
        await expectPageAt(page, 'en', 1280);
        await expectPageAt(page, 'en', 360);

        await switchLanguage(page, 'de');
        await expectPageAt(page, 'de', 360);
        await expectPageAt(page, 'de', 1280);
        await page.getByRole('button', { name: 'Keine Ruhezeit' }).click();
        await page.getByText('Du hast keine Ruhezeit.').waitFor({ timeout: SLOW });
        await switchLanguage(page, 'en');
      } finally {
        await context.close();
      }
    },
  );
});
