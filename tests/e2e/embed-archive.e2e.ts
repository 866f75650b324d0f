// The <club-notification-bell> widget's archive and categories (docs/spec.md §4 "Notifications"): on
// the strict-CSP club website of another origin, the demo member filters by category and archives
// one; the count and the page's club:unread-change follow, the archive lists it; the same in German
// on the club's German page at 360 px. No serious axe finding in the widget.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bellIn, bellName, embedWorld, foreignSignedInContext, hostSitePage, twinOf } from './embed-helpers.ts';
import { expectNoSeriousA11y, SLOW } from './support/portal.ts';

const world = embedWorld();
const HOST = 'club-notification-bell';

async function clubPage(context: BrowserContext, path: string): Promise<Page> {
  await context.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { counts: number[] }).counts = counts;
    document.addEventListener('club:unread-change', (event) => counts.push((event as CustomEvent).detail.count));
  });
  const page = await context.newPage();
  await page.goto(`${twinOf(world.server.baseURL)}${path}`);
  await page.locator(HOST).locator('.club-bell__live--connected').waitFor({ timeout: SLOW });
  return page;
}

const unreadIn = async (page: Page) => Number(/(\d+)/.exec((await bellName(page, HOST)) ?? '')?.[1] ?? 0);
const titles = (page: Page) => page.locator(HOST).locator('.club-notification__title').allTextContents();
const counts = (page: Page) => page.evaluate(() => (window as unknown as { counts: number[] }).counts);

describe('the bell widget’s archive and categories', () => {
  it('filters by category and archives on a club’s website; the count and the page follow', async () => {
    const context = await foreignSignedInContext(world);
    try {
      const page = await clubPage(context, '/examples/strict-csp/');
      await expect.poll(() => unreadIn(page), { timeout: SLOW }).toBe(13);
      await bellIn(page, HOST).click();
      const dropdown = page.locator(HOST).getByRole('dialog');
      await dropdown.getByRole('listitem').first().waitFor({ timeout: SLOW });
      await dropdown.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Wallet' });
      await expect
        .poll(() => titles(page), { timeout: SLOW })
        .toEqual(['Deposit received', 'Monthly contribution', 'Withdrawal sent']);
      await expectNoSeriousA11y(page, [HOST]);
      await dropdown.getByRole('button', { name: 'Archive: Deposit received' }).click();
      await expect.poll(() => unreadIn(page), { timeout: SLOW }).toBe(12);
      expect((await counts(page)).at(-1)).toBe(12);
      await dropdown.getByRole('button', { name: 'Archive', exact: true }).click();
      await expect.poll(() => titles(page), { timeout: SLOW }).toEqual(['Deposit received']);
      await expectNoSeriousA11y(page, [HOST]);
    } finally {
      await context.close();
    }
  });

  it('names the archive and the categories in German on the club’s German page at 360 px', async () => {
    const context = await foreignSignedInContext(world, { width: 360, height: 740 }, 'de');
    try {
      const page = await clubPage(context, hostSitePage('de'));
      await bellIn(page, HOST).click();
      const dropdown = page.locator(HOST).getByRole('dialog', { name: 'Benachrichtigungen' });
      await dropdown.getByRole('listitem').first().waitFor({ timeout: SLOW });
      await dropdown.getByRole('combobox', { name: 'Kategorie' }).selectOption({ label: 'Anbau' });
      await expect.poll(() => titles(page), { timeout: SLOW }).toEqual(['Order shipped']);
      await dropdown.getByRole('button', { name: 'Archivieren: Order shipped' }).waitFor();
      // the club's page may be wider than a phone; the bell's sheet is not
      const box = (await dropdown.boundingBox())!;
      expect([box.x >= 0, box.x + box.width <= 360]).toEqual([true, true]);
      const select = (await dropdown.getByRole('combobox', { name: 'Kategorie' }).boundingBox())!;
      expect(select.x + select.width).toBeLessThanOrEqual(box.x + box.width);
      await expectNoSeriousA11y(page, [HOST]);
      await dropdown.getByRole('button', { name: 'Archiv', exact: true }).click();
      await dropdown.getByText('Nichts archiviert').waitFor({ timeout: SLOW });
      await expectNoSeriousA11y(page, [HOST]);
    } finally {
      await context.close();
    }
  });
});
