// No raw translation key on any screen (docs/spec.md §4): every route of the route table, opened by
// deep link (a fresh page load, as a bookmark or a reload does), in English and in German, as the
// demo member and as a guest; and the settings pages reached by the in-app links that led to them.
// A text that looks like a key ('account.settings.tabs.address') anywhere on the screen, in its
// title or in a label fails.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { club } from './embed-helpers.ts';
import { launchBrowser } from './support/browser.ts';
import { DEMO, SLOW } from './support/portal.ts';
import { routeWalk, settled, type WalkedRoute } from './support/route-walk.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

/** A key of a module's table: the module id, then at least one more dotted part. */
const KEY =
  /(?<![\w@/.-])(?:common|account|wallet|growing|appointment|news|support|chat|affiliate|notifications|shell)\.[A-Za-z]\w*(?:\.\w+)*/g;

type Language = 'en' | 'de';

let browser: Browser;
let baseURL: string;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  baseURL = inject('baseURL');
  token = await club({ baseURL, port: inject('port'), databasePath: inject('databasePath') }, 'token', DEMO);
});
afterAll(async () => {
  await browser?.close();
});

async function memberContext(language: Language): Promise<BrowserContext> {
  const doc = JSON.parse(await sessionDocument(baseURL, token, DEMO)) as { session: { language: string } };
  doc.session.language = language;
  return contextWithSession(browser, baseURL, JSON.stringify(doc));
}

async function guestContext(language: Language): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    locale: language === 'de' ? 'de-DE' : 'en-GB',
    storageState: {
      cookies: [],
      origins: [
        { origin: baseURL, localStorage: [{ name: 'vuex', value: JSON.stringify({ session: { language } }) }] },
      ],
    },
  });
}

/** Every text of the screen a member reads or hears: the page, its title, labels, placeholders. */
async function keysOnScreen(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))
      for (const name of ['aria-label', 'placeholder', 'alt', 'title'])
        if (element.getAttribute(name)) found.push(element.getAttribute(name)!);
    return found;
  });
  return [...new Set(texts.flatMap((text) => text.match(KEY) ?? []))];
}

async function walk(context: BrowserContext, routes: WalkedRoute[]): Promise<Record<string, string[]>> {
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    await page.goto(route.path);
    await settled(page);
    const keys = await keysOnScreen(page);
    if (keys.length > 0) found[route.path] = keys;
  }
  await page.close();
  return found;
}

describe.each(['en', 'de'] as const)('no raw translation key (%s)', (language) => {
  it('on any route of the route table opened by deep link as the demo member', async () => {
    const routes = await routeWalk(baseURL, token);
    expect(routes.length).toBeGreaterThan(40);
    const context = await memberContext(language);
    expect(await walk(context, routes)).toEqual({});
    await context.close();
  }, 600_000);

  it('on any guest or public route opened by deep link, and at / (the silent way to Login)', async () => {
    const routes = await routeWalk(baseURL, token, (access) => access !== 'auth');
    const context = await guestContext(language);
    expect(await walk(context, [...routes, { name: 'entry', path: '/', access: 'public' }])).toEqual({});
    await context.close();
  }, 300_000);

  it('on the settings pages the wallet and growing pages link to', async () => {
    const context = await memberContext(language);
    const page = await context.newPage();
    await page.goto('/financial/action/make-withdraw');
    await page
      .getByRole('link', { name: language === 'de' ? 'Auszahlungskonten verwalten' : 'Manage withdraw accounts' })
      .click();
    await page.waitForURL('**/settings/withdraw-accounts', { timeout: SLOW });
    await settled(page);
    expect(await keysOnScreen(page)).toEqual([]);
    await page.goto('/settings/withdraw-accounts');
    await settled(page);
    await page.reload();
    await settled(page);
    expect(await keysOnScreen(page)).toEqual([]);
    await page.close();
    await context.close();
  }, 120_000);
});
