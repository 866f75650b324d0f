// Browser journey (issue 15 #1): every popover of the top bar (bell, account menu, language menu)
// and of the guest card opens inside the viewport at 320, 360, 768 and 1280 px, in English and in
// German, with no text cut off; axe finds nothing serious with a popover open. happy-dom cannot
// lay out, so this is checked here.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { SLOW, closeOneTimeDialogs, expectNoSeriousA11y, loginWithEmailCode } from './support/portal.ts';

const WIDTHS = [320, 360, 768, 1280];

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** What of the open popup `id` leaves the viewport or is cut off inside it. */
async function popupProblems(id: string): Promise<string[]> {
  return page.evaluate((popupId) => {
    const popup = document.getElementById(popupId);
    if (!popup) return [`#${popupId} is not open`];
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const box = popup.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5 || box.top < -0.5 || box.bottom > height + 0.5) {
      found.push(
        `${describe(popup)} spans ${Math.round(box.left)}..${Math.round(box.right)} x ${Math.round(box.top)}..${Math.round(box.bottom)} in ${width}x${height}`,
      );
    }
    for (const element of popup.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.club-visually-hidden')) continue; // clipped to 1 px on purpose
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
        found.push(`${describe(element)} sticks out of the popup: ${Math.round(rect.left)}..${Math.round(rect.right)}`);
      const style = getComputedStyle(element);
      if (style.overflowX === 'hidden' && element.scrollWidth > element.clientWidth + 1)
        found.push(`${describe(element)} cuts its text off`);
    }
    return found.slice(0, 10);
  }, id);
}

/** Opens each popup button in `scope` in turn and collects what does not fit. */
async function checkPopups(scope: string, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout: SLOW });
  const buttons = page.locator(`${scope} button[aria-haspopup]:visible`);
  const count = await buttons.count();
  const found: string[] = [];
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
    await button.click();
    const id = await button.getAttribute('aria-controls');
    if (!id) {
      found.push(`${where} ${name}: no popup`);
      continue;
    }
    await page.locator(`#${id}`).waitFor({ timeout: SLOW });
    found.push(...(await popupProblems(id)).map((problem) => `${where} ${name}: ${problem}`));
    await page.keyboard.press('Escape');
    await page.locator(`#${id}`).waitFor({ state: 'detached', timeout: SLOW });
  }
  if (count === 0) found.push(`${where}: no popup buttons in ${scope}`);
  return found;
}

async function switchLanguage(to: 'de' | 'en') {
  await page
    .getByRole('button', { name: to === 'de' ? /^Language EN/ : /^Sprache DE/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: to === 'de' ? 'Deutsch' : 'English' }).click();
  await page
    .getByRole('button', { name: to === 'de' ? /^Sprache DE/ : /^Language EN/ })
    .first()
    .waitFor({ timeout: SLOW });
}

describe('popovers inside the viewport', () => {
  it('opens the guest card language menu inside the viewport at every width, in both languages.', async () => {
    await page.goto('/login');
    const found: string[] = [];
    for (const language of ['en', 'de'] as const) {
      if (language === 'de') await switchLanguage('de');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        found.push(...(await checkPopups('body', `/login ${language} ${width}px`)));
      }
    }
    await switchLanguage('en');
    expect(found).toEqual([]);
  });

  it('opens the bell, the account menu and the language menu inside the viewport at every width, in both languages, and axe finds nothing serious.', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // not demo or a team member: the journeys of the same run spend demo's five emailed codes per 10
    // minutes and expect the team members' first-login dialogs
    await loginWithEmailCode(page, inject('baseURL'), 'staff@club.test');
    await page.goto('/dashboard');
    await closeOneTimeDialogs(page);
    const found: string[] = [];
    for (const language of ['en', 'de'] as const) {
      if (language === 'de') await switchLanguage('de');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        found.push(...(await checkPopups('header', `/dashboard ${language} ${width}px`)));
      }
    }
    // The bell open on the narrowest phone, checked by axe.
    await page.setViewportSize({ width: 320, height: 740 });
    await page.locator('header button[aria-haspopup="dialog"]').first().click();
    await expectNoSeriousA11y(page);
    await page.keyboard.press('Escape');
    await switchLanguage('en');
    expect(found).toEqual([]);
  });
});
