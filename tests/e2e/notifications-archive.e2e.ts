// Browser journey of the bell's archive and categories (docs/spec.md §4 "Notifications"): a member of
// the journey's own with notifications of three topics (sent with `club notify --topic`) filters the
// bell by category and archives one in one tab; the other tab of the same browser follows through
// the NotificationsRead cue. The inbox and the archive in English and German at 360 and 1280 px,
// with no serious axe finding.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { club, type ServerTarget } from './embed-helpers.ts';
import { closeOneTimeDialogs, expectNoSeriousA11y, registerMember, SLOW, switchLanguage } from './support/portal.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const target = (): ServerTarget => ({
  baseURL: inject('baseURL'),
  port: inject('port'),
  databasePath: inject('databasePath'),
});

const TEXTS = {
  en: {
    bell: /^Notifications/,
    panel: 'Notifications',
    inbox: 'Inbox',
    archive: 'Archive',
    category: 'Category',
    all: 'All categories',
    archiveItem: 'Archive: ',
    restoreItem: 'Restore to the inbox: ',
  },
  de: {
    bell: /^Benachrichtigungen/,
    panel: 'Benachrichtigungen',
    inbox: 'Posteingang',
    archive: 'Archiv',
    category: 'Kategorie',
    all: 'Alle Kategorien',
    archiveItem: 'Archivieren: ',
    restoreItem: 'Wiederherstellen in den Posteingang: ',
  },
} as const;
type Language = keyof typeof TEXTS;

const bell = (page: Page, language: Language = 'en') => page.getByRole('button', { name: TEXTS[language].bell });
const panel = (page: Page, language: Language = 'en') => page.getByRole('dialog', { name: TEXTS[language].panel });

async function openPortal(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/routes');
  await closeOneTimeDialogs(page);
  await bell(page).waitFor({ timeout: SLOW });
  await page.locator('.club-bell__live--connected').waitFor({ timeout: SLOW });
  return page;
}

async function openBell(page: Page, language: Language = 'en'): Promise<void> {
  if ((await bell(page, language).getAttribute('aria-expanded')) !== 'true') await bell(page, language).click();
  await panel(page, language).waitFor({ timeout: SLOW });
}

const listedTitles = (page: Page) => page.locator('.club-notification__title').allTextContents();

describe('the bell’s archive and categories', () => {
  it(
    'filters by category, archives in one tab and the other tab follows; restores from the archive',
    { timeout: 180_000 },
    async () => {
      const server = target();
      const { email } = await registerMember(server.baseURL, 'Ada Archive');
      for (const [title, topic] of [
        ['Wallet news A', 'wallet'],
        ['Club news B', 'news'],
        ['Harvest C', 'growing'],
      ])
        await club(server, 'notify', email, '--title', title, '--description', 'Details inside', '--topic', topic);
      const token = await club(server, 'token', email);
      const context = await contextWithSession(
        browser,
        server.baseURL,
        await sessionDocument(server.baseURL, token, email),
      );
      try {
        const [first, second] = [await openPortal(context), await openPortal(context)];
        await first.setViewportSize({ width: 1280, height: 900 });
        await second.setViewportSize({ width: 1280, height: 900 });
        await first.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor({ timeout: SLOW });

        await openBell(first);
        await panel(first).getByText('Harvest C').waitFor({ timeout: SLOW });
        await panel(first).getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Wallet' });
        await expect.poll(() => listedTitles(first), { timeout: SLOW }).toEqual(['Wallet news A']);
        await first.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor();
        await panel(first).getByRole('button', { name: 'Archive: Wallet news A' }).click();
        await first.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: SLOW });

        // the other tab follows the cue: its count, its inbox and its archive
        await second.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: SLOW });
        await openBell(second);
        await expect.poll(() => listedTitles(second), { timeout: SLOW }).toEqual(['Harvest C', 'Club news B']);
        await panel(second).getByRole('button', { name: 'Archive', exact: true }).click();
        await expect.poll(() => listedTitles(second), { timeout: SLOW }).toEqual(['Wallet news A']);
        await panel(second).getByRole('button', { name: 'Restore to the inbox: Wallet news A' }).click();
        await panel(second).getByText('Nothing archived').waitFor({ timeout: SLOW });
        await panel(second).getByRole('button', { name: 'Inbox' }).click();
        await expect
          .poll(() => listedTitles(second), { timeout: SLOW })
          .toEqual(['Harvest C', 'Club news B', 'Wallet news A']);
        await second.close();

        // every state of the panel in both languages at both widths: the first tab's filter is Wallet,
        // and Wallet news A is back among the read ones
        await panel(first).getByRole('combobox', { name: 'Category' }).selectOption({ label: 'All categories' });
        await first.keyboard.press('Escape');
        for (const [language, width] of [
          ['en', 1280],
          ['en', 360],
          ['de', 360],
          ['de', 1280],
        ] as const) {
          const texts = TEXTS[language];
          await first.setViewportSize({ width, height: 800 });
          if (language === 'de' && (await bell(first, 'de').count()) === 0) await switchLanguage(first, 'de');
          await openBell(first, language);
          const shown = panel(first, language);
          await shown.getByRole('button', { name: `${texts.archiveItem}Club news B` }).waitFor({ timeout: SLOW });
          await shown.getByRole('button', { name: `${texts.archiveItem}Wallet news A` }).waitFor();
          await shown.getByRole('combobox', { name: texts.category }).waitFor();
          expect(
            await shown.getByRole('combobox', { name: texts.category }).locator('option').first().textContent(),
          ).toBe(texts.all);
          expect(await first.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await expectNoSeriousA11y(first);

          await shown.getByRole('button', { name: `${texts.archiveItem}Harvest C` }).click();
          await shown.getByRole('button', { name: texts.archive, exact: true }).click();
          await shown.getByRole('button', { name: `${texts.restoreItem}Harvest C` }).waitFor({ timeout: SLOW });
          expect(await first.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await expectNoSeriousA11y(first);
          await shown.getByRole('button', { name: `${texts.restoreItem}Harvest C` }).click();
          await shown.getByRole('button', { name: texts.inbox }).click();
          await shown.getByRole('button', { name: `${texts.archiveItem}Harvest C` }).waitFor({ timeout: SLOW });
          await first.keyboard.press('Escape');
        }
        await switchLanguage(first, 'en');
      } finally {
        await context.close();
      }
    },
  );
});
