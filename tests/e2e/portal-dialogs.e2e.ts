// Browser journey: no dialog leaves the viewport and none cuts its text off at
// 320, 360, 768 and 1280 px, in English and in German. Every dialog of the portal is the kit's
// Dialog (src/ui/dialog.tsx); checked here with the welcome dialog of a first visit and the
// confirmation before logging out another device. axe finds nothing serious with a dialog open.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { club } from './embed-helpers.ts';
import { launchBrowser } from './support/browser.ts';
import { fitProblems } from './support/fit.ts';
import { SLOW, closeRegisterIntro, expectNoSeriousA11y, switchLanguage } from './support/portal.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

const WIDTHS = [320, 360, 768, 1280];
// A team member no other journey signs in as: the welcome dialog of the first visit is still there.
const MILA = 'mila.becker@club.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What of the open dialog leaves the viewport or is cut off inside it, at every width. */
async function dialogProblems(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const problems = await page.locator('.club-dialog').last().evaluate(fitProblems);
    found.push(...problems.map((problem) => `${where} ${width}px: ${problem}`));
  }
  return found;
}

describe('dialogs inside the viewport', () => {
  it('shows the welcome dialog and the device logout confirmation whole at every width, in both languages, and axe finds nothing serious.', async () => {
    const server = { baseURL: inject('baseURL'), port: inject('port'), databasePath: inject('databasePath') };
    // Two sign-ins: this browser, and another device to log out.
    await club(server, 'token', MILA, '--name', 'Tablet');
    const token = await club(server, 'token', MILA);
    const context = await contextWithSession(
      browser,
      server.baseURL,
      await sessionDocument(server.baseURL, token, MILA),
    );
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.locator('.club-dialog-backdrop--open').waitFor({ timeout: SLOW });
    const found = await dialogProblems(page, 'welcome en');
    await closeRegisterIntro(page);

    await page.setViewportSize({ width: 1280, height: 740 });
    await page.goto('/settings/devices');
    for (const language of ['en', 'de'] as const) {
      if (language === 'de') await switchLanguage(page, 'de');
      const revoke = page.getByRole('button', { name: language === 'en' ? /^Log out: / : /^Abmelden: / }).first();
      await revoke.waitFor({ timeout: SLOW });
      await revoke.click();
      await page.locator('.club-dialog-backdrop--open').waitFor({ timeout: SLOW });
      found.push(...(await dialogProblems(page, `device logout ${language}`)));
      if (language === 'de') await expectNoSeriousA11y(page);
      await page.keyboard.press('Escape');
      await page.locator('.club-dialog-backdrop').waitFor({ state: 'detached', timeout: SLOW });
      await page.setViewportSize({ width: 1280, height: 740 });
    }
    await switchLanguage(page, 'en');
    expect(found).toEqual([]);
    await context.close();
  });
});
