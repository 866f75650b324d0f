// Browser journey: the widgets' popovers on the example club website (the
// bell in the header and in the sidebar, and the account menu inside the bell) open inside the
// viewport at 320, 360, 768 and 1280 px, in English and in German, signed out and signed in, with no
// text cut off; axe finds nothing serious in the widgets with the bell open on the narrowest phone
// (the example site around them is the club's, not ours); the example site itself, English and
// German, scrolls no sideways on a 360 px phone. The widgets use
// the portal's popup placement (src/ui/menu-button.tsx), so this is the same rule on a foreign page.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { embedWorld, hostSitePage, signedInContext } from './embed-helpers.ts';
import { SLOW, expectNoSeriousA11y } from './support/portal.ts';
import { sidewaysOverflow } from './support/route-walk.ts';

const world = embedWorld();
const WIDTHS = [320, 360, 768, 1280];
const WIDGETS = 'club-notification-bell, [data-club-widget="notification-bell"]';

/** What of `popup` leaves the viewport or is cut off inside it (runs in the page, shadow trees too). */
function popupProblems(popup: Locator): Promise<string[]> {
  return popup.evaluate((element) => {
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const found: string[] = [];
    const describe = (node: Element) =>
      `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
    const box = element.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5 || box.top < -0.5 || box.bottom > height + 0.5)
      found.push(
        `${describe(element)} spans ${Math.round(box.left)}..${Math.round(box.right)} x ${Math.round(box.top)}..${Math.round(box.bottom)} in ${width}x${height}`,
      );
    for (const node of element.querySelectorAll<HTMLElement>('*')) {
      if (node.closest('.club-visually-hidden')) continue; // clipped to 1 px on purpose
      const rect = node.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
        found.push(`${describe(node)} sticks out of the popup: ${Math.round(rect.left)}..${Math.round(rect.right)}`);
      if (getComputedStyle(node).overflowX === 'hidden' && node.scrollWidth > node.clientWidth + 1)
        found.push(`${describe(node)} cuts its text off`);
    }
    return found.slice(0, 10);
  });
}

/** Opens `button`'s popup, checks it, and hands it to `inside` before closing it again with Escape. */
async function checkPopup(
  page: Page,
  button: Locator,
  where: string,
  inside?: (popup: Locator) => Promise<string[]>,
): Promise<string[]> {
  await button.click();
  // the popup's code comes on interest (docs/spec.md §9 "One file of texts"): its button names the
  // popup once it is open
  await expect.poll(() => button.getAttribute('aria-controls'), { timeout: SLOW }).toBeTruthy();
  const id = await button.getAttribute('aria-controls');
  if (!id) return [`${where}: no popup`];
  const popup = page.locator(`#${id}`);
  await popup.waitFor({ timeout: SLOW });
  const found = (await popupProblems(popup)).map((problem) => `${where}: ${problem}`);
  if (inside) found.push(...(await inside(popup)));
  await button.focus();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached', timeout: SLOW });
  return found;
}

/** Every widget popover on the page, and every menu inside one, at every width. */
async function checkWidgets(page: Page, language: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const triggers = page.locator(WIDGETS).locator('button[aria-haspopup]:visible');
    const count = await triggers.count();
    if (count === 0) found.push(`${language} ${width}px: no widget popover buttons`);
    for (let i = 0; i < count; i++) {
      const where = `${language} ${width}px widget ${i}`;
      found.push(
        ...(await checkPopup(page, triggers.nth(i), where, async (popup) => {
          const inner: string[] = [];
          const menus = popup.locator('button[aria-haspopup="menu"]:visible');
          for (let j = 0; j < (await menus.count()); j++)
            inner.push(...(await checkPopup(page, menus.nth(j), `${where} menu ${j}`)));
          return inner;
        })),
      );
    }
  }
  return found;
}

const setLocale = (page: Page, language: 'en' | 'de') =>
  page.evaluate(
    (l) => (window as unknown as { ClubWidgets: { setLocale(l: string): Promise<void> } }).ClubWidgets.setLocale(l),
    language,
  );

async function openHostSite(page: Page, language: 'en' | 'de' = 'en'): Promise<void> {
  await page.goto(hostSitePage(language));
  await page.evaluate(() => (window as unknown as { ClubWidgets: { ready: Promise<unknown> } }).ClubWidgets.ready);
  await page.locator(WIDGETS).first().getByRole('button').first().waitFor({ timeout: SLOW });
}

describe('widget popovers inside the viewport', () => {
  it('opens the bell signed out (the sign-in form) inside the viewport at every width, in both languages.', async () => {
    const context = await world.browser.newContext({ baseURL: world.server.baseURL });
    const page = await context.newPage();
    await openHostSite(page);
    const found: string[] = [];
    for (const language of ['en', 'de'] as const) {
      await setLocale(page, language);
      found.push(...(await checkWidgets(page, `signed out ${language}`)));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('opens the bell and its account menu signed in inside the viewport at every width, in both languages, and axe finds nothing serious.', async () => {
    const context = await signedInContext({ browser: world.browser, server: world.server });
    const page = await context.newPage();
    await openHostSite(page);
    const found: string[] = [];
    for (const language of ['en', 'de'] as const) {
      await setLocale(page, language);
      found.push(...(await checkWidgets(page, `signed in ${language}`)));
    }
    await page.setViewportSize({ width: 320, height: 740 });
    await page.locator(WIDGETS).first().locator('button[aria-haspopup]:visible').first().click();
    await expectNoSeriousA11y(page, ['club-notification-bell', '[data-club-widget="notification-bell"]']);
    expect(found).toEqual([]);
    await context.close();
  });

  it('shows the example club website, English and German, on a 360 px phone without sideways scrolling.', async () => {
    const context = await signedInContext({ browser: world.browser, server: world.server });
    const found: Record<string, string[]> = {};
    for (const language of ['en', 'de'] as const) {
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      await openHostSite(page, language);
      // the widgets' answers (wallet, news) are in before the page is measured
      await page.waitForLoadState('networkidle');
      found[language] = await sidewaysOverflow(page);
    }
    expect(found).toEqual({ en: [], de: [] });
    await context.close();
  });
});
