// Browser journey: every popover of the top bar (bell, account menu, language menu)
// and of the guest card opens inside the viewport at 320, 360, 768 and 1280 px, in English and in
// German, with no text cut off; axe finds nothing serious with a popover open. happy-dom cannot
// lay out, so this is checked here.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { fitProblems } from './support/fit.ts';
import {
  SLOW,
  closeOneTimeDialogs,
  expectNoSeriousA11y,
  loginWithEmailCode,
  switchLanguage,
} from './support/portal.ts';

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
    // The open one (the language menu's code loads with the press that opens it: wait for it)
    const expanded = page.locator(`${scope} button[aria-haspopup][aria-expanded="true"]`).first();
    const id = await expanded.waitFor({ timeout: SLOW }).then(
      () => expanded.getAttribute('aria-controls'),
      () => null,
    );
    if (!id) {
      found.push(`${where} ${name}: no popup`);
      continue;
    }
    await page.locator(`#${id}`).waitFor({ timeout: SLOW });
    found.push(
      ...(await page.locator(`#${id}`).evaluate(fitProblems)).map((problem) => `${where} ${name}: ${problem}`),
    );
    await page.keyboard.press('Escape');
    await page.locator(`#${id}`).waitFor({ state: 'detached', timeout: SLOW });
  }
  if (count === 0) found.push(`${where}: no popup buttons in ${scope}`);
  return found;
}

describe('popovers inside the viewport', () => {
  it('opens the guest card language menu inside the viewport at every width, in both languages.', async () => {
    await page.goto('/login');
    const found: string[] = [];
    for (const language of ['en', 'de'] as const) {
      if (language === 'de') await switchLanguage(page, 'de');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        found.push(...(await checkPopups('body', `/login ${language} ${width}px`)));
      }
    }
    await switchLanguage(page, 'en');
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
      if (language === 'de') await switchLanguage(page, 'de');
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
    await switchLanguage(page, 'en');
    expect(found).toEqual([]);
  });
});
