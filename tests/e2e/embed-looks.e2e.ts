// How the widgets look on a real club website (docs/spec.md §9 "Widget looks"), in chromium
// against the real server: their text takes the page's font unless --club-font-family names one,
// "Open wallet" follows --club-color-primary, and trigger-theme="dark" keeps the bell, the account
// menu, the ticket link and the signed-out prompts visible on a dark header, closed and open.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerTicket } from './support/staff.ts';
import { bellIn, DEMO, embedWorld, rendered, signedInContext } from './embed-helpers.ts';

const world = embedWorld();

async function hostSite(context: BrowserContext, blockCss = false): Promise<Page> {
  const page = await context.newPage();
  if (blockCss) await page.route(/\/host-site\/site\.css$/, (route) => route.abort());
  await page.goto(`${world.server.baseURL}/examples/host-site/`);
  await page.locator('.site-title').waitFor();
  return page;
}

/** The font family of the host element and of every element in its shadow tree (distinct values). */
const fonts = (page: Page, host: string) =>
  page.locator(host).evaluate((element) => ({
    host: getComputedStyle(element).fontFamily,
    inside: [...new Set([...element.shadowRoot!.querySelectorAll('*')].map((e) => getComputedStyle(e).fontFamily))],
  }));

/** A CSS colour as [r, g, b, alpha] (the computed forms rgb() and rgba()). */
function rgba(css: string): number[] {
  const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number);
  return [r!, g!, b!, a];
}
/** `top` (maybe translucent) painted over the opaque `below`. */
const over = (top: number[], below: number[]) => [0, 1, 2].map((i) => top[i]! * top[3]! + below[i]! * (1 - top[3]!));
/** WCAG 2.2 contrast ratio of two opaque colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (c: number[]) => {
    const [r, g, bl] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour and background of each button that opens a widget in `host`. */
const triggers = (page: Page, host: string) =>
  page
    .locator(host)
    .evaluate((element) =>
      [...element.shadowRoot!.querySelectorAll('.club-menu-button__trigger')].map((b) => [
        getComputedStyle(b).color,
        getComputedStyle(b).backgroundColor,
      ]),
    );

const DARK_HEADER = [27, 31, 36]; // #1b1f24

describe('widget looks on a club website', () => {
  it('takes the host page’s font family in every element, hostile page or plain, and --club-font-family over it', async () => {
    const context = await world.browser.newContext();
    for (const [page, expected] of [
      [await hostSite(context), /Comic Sans/],
      [await hostSite(context, true), /./],
    ] as const) {
      await bellIn(page, '#header-bell').click();
      await page.locator('#header-bell').getByLabel('Email').waitFor(); // the sign-in form: inputs and buttons too
      const { host, inside } = await fonts(page, '#header-bell');
      expect(host).toMatch(expected);
      expect(inside).toEqual([host]);
      await page.locator('#header-bell').evaluate((e) => e.style.setProperty('--club-font-family', 'Georgia, serif'));
      expect((await fonts(page, '#header-bell')).inside).toEqual(['Georgia, serif']);
    }
    await context.close();
  });

  it('draws “Open wallet” in --club-color-primary, the default token or the site’s own', async () => {
    const context = await signedInContext(world);
    const page = await hostSite(context, true);
    const link = page.locator('club-wallet-summary').getByRole('link', { name: 'Open wallet' });
    await link.waitFor({ timeout: 15_000 });
    expect(await link.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(9, 105, 218)'); // tokens.css #0969da
    await page.locator('club-wallet-summary').evaluate((e) => e.style.setProperty('--club-color-primary', '#0a7d4f'));
    expect(await link.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(10, 125, 79)');
    await context.close();
  });

  it('keeps the signed-out bell visible on a dark header with trigger-theme="dark", closed and open (3:1 at least)', async () => {
    const context = await world.browser.newContext();
    const page = await hostSite(context, true);
    // the loader's bell, not the one club-widgets.js painted before it (that one has no trigger class)
    await expect.poll(() => rendered(page, '#header-bell'), { timeout: 15_000 }).toBe(true);
    const [[plainColour]] = await triggers(page, '#header-bell');
    expect(contrast(rgba(plainColour!), DARK_HEADER)).toBeLessThan(1.5); // the default text colour: near-invisible there
    await page.locator('#header-bell').evaluate((e) => e.setAttribute('trigger-theme', 'dark'));
    const [[closed, closedBg]] = await triggers(page, '#header-bell');
    expect(rgba(closedBg!)[3]).toBe(0); // transparent: the header shows through
    expect(contrast(rgba(closed!), DARK_HEADER)).toBeGreaterThanOrEqual(3);
    await bellIn(page, '#header-bell').click();
    await page.locator('#header-bell').getByLabel('Email').waitFor();
    await page.mouse.move(0, 0);
    const [[open, openBg]] = await triggers(page, '#header-bell');
    expect(contrast(rgba(open!), over(rgba(openBg!), DARK_HEADER))).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('keeps a member’s bell, account menu and ticket link visible on a dark header with trigger-theme="dark", open too', async () => {
    await answerTicket(world.server, DEMO, 'Change of address'); // something unread: the ticket link shows
    const context = await signedInContext(world);
    const page = await hostSite(context, true);
    const ticket = page.locator('club-ticket-indicator').getByRole('link');
    await ticket.waitFor({ timeout: 15_000 });
    await page.locator('club-ticket-indicator').evaluate((e) => e.setAttribute('trigger-theme', 'dark'));
    expect(contrast(rgba(await ticket.evaluate((a) => getComputedStyle(a).color)), DARK_HEADER)).toBeGreaterThanOrEqual(
      3,
    );
    await ticket.hover();
    expect(contrast(rgba(await ticket.evaluate((a) => getComputedStyle(a).color)), DARK_HEADER)).toBeGreaterThanOrEqual(
      3,
    );
    await page.locator('#header-bell').evaluate((e) => e.setAttribute('trigger-theme', 'dark'));
    await expect
      .poll(() => bellIn(page, '#header-bell').getAttribute('aria-label'))
      .toMatch(/unread|ungelesen|^Notifications$/);
    await expect.poll(async () => (await triggers(page, '#header-bell')).length, { timeout: 15_000 }).toBe(2); // bell, account
    for (const [index, opened] of (await triggers(page, '#header-bell')).entries()) {
      expect({ index, ratio: contrast(rgba(opened[0]!), DARK_HEADER) >= 3 }).toEqual({ index, ratio: true });
    }
    await bellIn(page, '#header-bell').click();
    await page.mouse.move(0, 0);
    await expect.poll(() => bellIn(page, '#header-bell').getAttribute('aria-expanded')).toBe('true');
    const [[open, openBg]] = await triggers(page, '#header-bell');
    expect(contrast(rgba(open!), over(rgba(openBg!), DARK_HEADER))).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
