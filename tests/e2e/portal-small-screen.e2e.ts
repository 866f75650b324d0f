// Browser journey ("Usable from 360 px wide phones to desktops"): on a 360 px wide phone
// every screen a guest and demo@club.test reach fits the width (nothing scrolls sideways, nothing
// sticks out), in English and in German, and the menu opens and closes over it. happy-dom cannot
// lay out, so this is checked here.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserWorld } from './support/browser.ts';
import { DEMO, SLOW, loginWithEmailCode } from './support/portal.ts';
import { sidewaysOverflow } from './support/route-walk.ts';

const PHONE = { width: 360, height: 740 };

const world = browserWorld();

/** Waits until the screen has settled (lazy chunks, texts, cards), then names what is wider than the viewport. */
async function overflow(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout: SLOW });
  await page.locator('main, [role="main"]').first().waitFor({ timeout: SLOW });
  return sidewaysOverflow(page);
}

/** The first link on the current screen whose path starts with `prefix` (detail screens need real ids). */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await link.waitFor({ timeout: SLOW });
  return (await link.getAttribute('href'))!;
}

async function expectFits(page: Page, path: string): Promise<void> {
  await page.goto(path);
  expect({ path, overflow: await overflow(page) }).toEqual({ path, overflow: [] });
}

describe('on a 360 px wide phone', () => {
  let page: Page;
  beforeAll(async () => {
    const context = await world.browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE });
    page = await context.newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('fits every guest screen and every member screen of demo@club.test into the width.', async () => {
    for (const path of ['/login', '/register', '/recover', '/email-verification/verified'])
      await expectFits(page, path);

    await loginWithEmailCode(page, inject('baseURL'), DEMO);
    const screens = [
      '/dashboard',
      '/financial',
      '/posts',
      '/appointments',
      '/event',
      '/support/faq',
      '/support/contact/categories',
      '/support/tickets',
      '/chat',
      '/routes',
      ...['address', 'account', '2fa', 'devices', 'notifications', 'privacy', 'terms', 'sponsor', 'api-token'].map(
        (name) => `/settings/${name}`,
      ),
    ];
    for (const path of screens) await expectFits(page, path);

    // Detail screens, reached through the lists that link them.
    for (const [list, prefix] of [
      ['/financial', '/financial/transaction/'],
      ['/posts', '/post/'],
      ['/support/tickets', '/support/ticket/'],
      ['/chat', '/chat/'],
    ]) {
      await page.goto(list);
      await expectFits(page, await firstLink(page, prefix));
    }
  });

  it('opens the menu over the screen and closes it when a page is chosen.', async () => {
    await page.goto('/dashboard');
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#club-sidebar').getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/settings/**', { timeout: SLOW });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await overflow(page)).toEqual([]);
  });

  it('fits the member screens in German too, where words run longer.', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Language EN/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: /^Sprache DE/ }).waitFor({ timeout: SLOW });
    for (const path of [
      '/dashboard',
      '/financial',
      '/appointments',
      '/support/contact/categories',
      '/chat',
      '/settings/2fa',
      '/settings/devices',
      '/settings/privacy',
      '/settings/api-token',
    ]) {
      await expectFits(page, path);
    }
    // The switch is saved to demo's account: back to English for the journeys after this one.
    await page.getByRole('button', { name: /^Sprache DE/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: /^Language EN/ }).waitFor({ timeout: SLOW });
  });
});
