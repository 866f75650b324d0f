// Browser journey: the dashboard reads well from 320 to 1920 px: nothing sticks
// out, the cards never stretch past a readable width, and the header shows the club's mark and
// name; axe finds nothing serious at either end.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { SLOW, closeOneTimeDialogs, expectNoSeriousA11y, loginWithEmailCode } from './support/portal.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (
    await browser.newContext({ baseURL: inject('baseURL'), viewport: { width: 1280, height: 800 } })
  ).newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('the dashboard from 320 to 1920 px', () => {
  it('fits every width, keeps cards at a readable width and shows the club mark and name in the header.', async () => {
    // not demo or a team member: the journeys of the same run spend demo's five emailed codes per 10
    // minutes and expect the team members' first-login dialogs
    await loginWithEmailCode(page, inject('baseURL'), 'staff@club.test');
    await page.goto('/dashboard');
    await closeOneTimeDialogs(page);
    const found: string[] = [];
    for (const width of [320, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForLoadState('networkidle', { timeout: SLOW });
      await page.locator('.club-dashboard__cards > *').first().waitFor({ timeout: SLOW });
      const report = await page.evaluate(() => {
        const view = document.documentElement.clientWidth;
        const cards = [
          ...document.querySelectorAll<HTMLElement>('.club-dashboard__cards > *:not(.club-dashboard__card--wide)'),
        ].map((card) => card.getBoundingClientRect());
        return {
          sideways: document.documentElement.scrollWidth > view,
          widest: Math.max(...cards.map((card) => card.width)),
          outside: cards.filter((card) => card.left < -0.5 || card.right > view + 0.5).length,
          brand: !!document.querySelector(
            '.club-topbar__brand .club-brand__mark, .club-topbar__brand .club-brand__logo',
          ),
        };
      });
      if (report.sideways) found.push(`${width}px: the page scrolls sideways`);
      if (report.outside > 0) found.push(`${width}px: ${report.outside} cards stick out`);
      // A card wider than ~36rem is a stretched box with empty space (phones: the width itself).
      if (width > 600 && report.widest > 576) found.push(`${width}px: a card is ${Math.round(report.widest)}px wide`);
      if (!report.brand) found.push(`${width}px: no club mark in the header`);
      if (width === 320 || width === 1920) await expectNoSeriousA11y(page);
    }
    expect(found).toEqual([]);
  });

  it('shows every settings tab whole, in German at 1280 and 360 px (no tab clipped).', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/settings/address');
    await page
      .getByRole('button', { name: /^Language EN/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page
      .getByRole('button', { name: /^Sprache DE/ })
      .first()
      .waitFor({ timeout: SLOW });
    const found: string[] = [];
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('.club-settings__tab').first().waitFor({ timeout: SLOW });
      found.push(
        ...(await page.evaluate(() => {
          const list = document.querySelector('.club-settings__tabs')!.getBoundingClientRect();
          return [...document.querySelectorAll<HTMLElement>('.club-settings__tab')]
            .filter(
              (tab) =>
                tab.getBoundingClientRect().right > list.right + 0.5 ||
                tab.getBoundingClientRect().left < list.left - 0.5,
            )
            .map((tab) => `${document.documentElement.clientWidth}px: "${tab.textContent}" clipped`);
        })),
      );
    }
    await expectNoSeriousA11y(page);
    await page
      .getByRole('button', { name: /^Sprache DE/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    // saved to the account: wait for it, so the next journey of this member starts in English
    await page
      .getByRole('button', { name: /^Language EN/ })
      .first()
      .waitFor({ timeout: SLOW });
    expect(found).toEqual([]);
  });
});
