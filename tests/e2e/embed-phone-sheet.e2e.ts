// The bell's dropdown on a phone is a sheet along the screen's bottom (src/ui/menu-button.tsx,
// docs/spec.md widgets): on the strict-CSP club website of another origin it has a named close
// button of at least 24 px (WCAG 2.2 target size), closes on a tap outside and on Escape, gives
// focus back to the bell, leaves the bell in view, and no tap reaches the page under it. On a wide
// screen the dropdown stays a dropdown.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bellIn, rendered, embedWorld, foreignSignedInContext, strictCspPage } from './embed-helpers.ts';
import { SLOW, expectNoSeriousA11y } from './support/portal.ts';

const world = embedWorld();
const HOST = 'club-notification-bell';

/** The strict-CSP example on the other origin, every pointerdown's target on the page noted. */
async function clubPage(context: BrowserContext, language: 'en' | 'de'): Promise<Page> {
  await context.addInitScript(() => {
    const taps: string[] = [];
    (window as unknown as { taps: string[] }).taps = taps;
    document.addEventListener('pointerdown', (event) => taps.push((event.target as Element).localName), true);
  });
  const page = await strictCspPage(world.server, context, language);
  await expect.poll(() => rendered(page, HOST), { timeout: SLOW }).toBe(true);
  return page;
}

const taps = (page: Page) => page.evaluate(() => (window as unknown as { taps: string[] }).taps.splice(0));

/** The accessible name of what has focus inside the bell's shadow root. */
const focused = (page: Page) =>
  page.evaluate(
    (host) => document.querySelector(host)!.shadowRoot!.activeElement?.getAttribute('aria-label') ?? null,
    HOST,
  );

async function open(page: Page) {
  await bellIn(page, HOST).click();
  // the list's, not the popover saying it loads while its code arrives (docs/spec.md §9 "One file of texts")
  const popup = page.locator(HOST).getByRole('dialog', { name: /^(Notifications|Benachrichtigungen)$/ });
  await popup.waitFor({ timeout: SLOW });
  return popup;
}

describe('the bell’s dropdown on a club website', () => {
  for (const language of ['en', 'de'] as const) {
    it(`is a sheet on a 360 px phone that closes by its named button, a tap outside and Escape, and lets no tap through (${language})`, async () => {
      const context = await foreignSignedInContext(world, { width: 360, height: 740 }, language);
      try {
        const page = await clubPage(context, language);
        // focus returns to the bell (its name carries the unread count, which may load meanwhile)
        const bellName = () => bellIn(page, HOST).getAttribute('aria-label');
        let sheet = await open(page);
        expect(await sheet.getAttribute('class')).toContain('club-menu--sheet');

        // the close button: named in the page's language, a target of 24 px at least
        const close = sheet.getByRole('button', { name: language === 'de' ? 'Schließen' : 'Close', exact: true });
        const box = (await close.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
        // the bell stays in view above the sheet
        const bellBox = (await bellIn(page, HOST).boundingBox())!;
        expect(bellBox.y + bellBox.height).toBeLessThanOrEqual((await sheet.boundingBox())!.y);
        await expectNoSeriousA11y(page, [HOST]);

        await close.click();
        await sheet.waitFor({ state: 'detached', timeout: SLOW });
        expect(await focused(page)).toBe(await bellName());

        sheet = await open(page);
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'detached', timeout: SLOW });
        expect(await focused(page)).toBe(await bellName());

        // a tap in the margin at the bottom edge, one on the page above the sheet and one where the
        // bell is: each closes it (the bell does not open it again), and the page under it sees
        // none of them (only the widget's own element does)
        const url = page.url();
        const bell = (await bellIn(page, HOST).boundingBox())!;
        for (const [x, y] of [
          [4, 737],
          [20, 40],
          [bell.x + bell.width / 2, bell.y + bell.height / 2],
        ] as const) {
          sheet = await open(page);
          await taps(page);
          await page.mouse.click(x, y);
          await sheet.waitFor({ state: 'detached', timeout: SLOW });
          expect(await taps(page)).toEqual([HOST]);
          expect(page.url()).toBe(url);
          expect(await bellIn(page, HOST).getAttribute('aria-expanded')).toBe('false');
        }
      } finally {
        await context.close();
      }
    });
  }

  it('stays a dropdown beside the bell at 1280 px: no backdrop, a click outside and Escape close it', async () => {
    const context = await foreignSignedInContext(world, { width: 1280, height: 740 });
    try {
      const page = await clubPage(context, 'en');
      let popup = await open(page);
      expect(await popup.getAttribute('class')).not.toContain('club-menu--sheet');
      expect(await page.locator(HOST).locator('.club-menu-backdrop').count()).toBe(0);
      await expectNoSeriousA11y(page, [HOST]);
      await page.mouse.click(20, 700);
      await popup.waitFor({ state: 'detached', timeout: SLOW });
      popup = await open(page);
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached', timeout: SLOW });
    } finally {
      await context.close();
    }
  });
});
