// On a 360 px wide phone no screen scrolls sideways (docs/spec.md §2): every member route of the route
// table, opened by deep link, in English and German, with a post whose title is one long German word
// ("Betäubungsmittelverschreibungsverordnung") in the news list, the distribution record holding a
// handover, and the affiliate page of a cannabis club (KCanG §6: its team, no bonuses). The menu drawer closes with its toggle,
// with Escape and when its current page's link is tapped.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { club } from './embed-helpers.ts';
import { launchBrowser } from './support/browser.ts';
import { DEMO, SLOW } from './support/portal.ts';
import { routeWalk, settled, sidewaysOverflow } from './support/route-walk.ts';
import { sessionDocument } from './support/signed-in.ts';
import { publishPost } from './support/staff.ts';

const PHONE = { width: 360, height: 740 };
const LONG_WORD = 'Betäubungsmittelverschreibungsverordnung';

let browser: Browser;
let baseURL: string;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  baseURL = inject('baseURL');
  const server = { baseURL, port: inject('port'), databasePath: inject('databasePath') };
  token = await club(server, 'token', DEMO);
  await publishPost(server, `Neu: die ${LONG_WORD} im Überblick`);
  // a handover in the distribution record (its table must fit too)
  const strains = await club(server, 'strain:stock');
  const strain = strains.split('\n')[0]!.split('\t')[0]!;
  await club(server, 'dispense', DEMO, '--strain', strain, '--grams', '1', '--id-seen');
});
afterAll(async () => {
  await browser?.close();
});

async function phone(language: 'en' | 'de'): Promise<BrowserContext> {
  const doc = JSON.parse(await sessionDocument(baseURL, token, DEMO)) as { session: { language: string } };
  doc.session.language = language;
  return browser.newContext({
    baseURL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'vuex', value: JSON.stringify(doc) }] }],
    },
  });
}

describe.each(['en', 'de'] as const)('at 360 px (%s)', (language) => {
  it('no member route scrolls sideways, the long German word in the news list included', async () => {
    const routes = await routeWalk(baseURL, token, (access) => access === 'auth');
    const context = await phone(language);
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      await page.goto(route.path);
      await settled(page);
      const problems = await sidewaysOverflow(page);
      if (problems.length > 0) found[route.path] = problems;
    }
    await page.goto('/posts');
    await page.getByText(LONG_WORD, { exact: false }).first().waitFor({ timeout: SLOW });
    // The demo club is a cannabis club (KCanG §6): the team page lists the team and no bonuses.
    await page.goto('/affiliate');
    await settled(page);
    await page.getByRole('table').first().waitFor({ timeout: SLOW });
    expect(await page.locator('.club-affiliate-bonuses__item').count()).toBe(0);
    expect(found).toEqual({});
    await context.close();
  }, 600_000);
});

describe('the menu drawer at 360 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await phone('en')).newPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  const toggle = () => page.getByRole('button', { name: /^(Open|Close) menu$/ });
  const drawerOpen = async () => (await toggle().getAttribute('aria-expanded')) === 'true';

  it('closes with its own toggle', async () => {
    await page.goto('/dashboard');
    await settled(page);
    await toggle().tap();
    expect(await drawerOpen()).toBe(true);
    await toggle().tap();
    expect(await drawerOpen()).toBe(false);
  });

  it('closes with Escape, and focus goes back to the toggle', async () => {
    await toggle().tap();
    expect(await drawerOpen()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await drawerOpen()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('club-sidebar');
  });

  it('closes when the link of the page it is on is tapped', async () => {
    await toggle().tap();
    await page.locator('#club-sidebar').getByRole('link', { name: 'Dashboard', exact: true }).tap();
    await page.waitForFunction(
      () => document.querySelector('[aria-controls="club-sidebar"]')?.getAttribute('aria-expanded') === 'false',
      null,
      { timeout: SLOW },
    );
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
