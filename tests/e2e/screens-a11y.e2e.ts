// No serious accessibility finding on any member screen (docs/spec.md §9 "Accessibility"): every
// member route of the route table, opened by deep link, in English and German, checked by axe-core
// once it has settled (contrast of links and buttons, landmarks, headings in order, names).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { club } from './embed-helpers.ts';
import { launchBrowser, seriousA11yViolations } from './support/browser.ts';
import { closeOneTimeDialogs, DEMO } from './support/portal.ts';
import { routeWalk, settled } from './support/route-walk.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

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

describe.each(['en', 'de'] as const)('accessibility (%s)', (language) => {
  it('axe finds nothing serious on any member route', async () => {
    const routes = await routeWalk(baseURL, token, (access) => access === 'auth');
    const context = await contextWithSession(browser, baseURL, await sessionDocument(baseURL, token, DEMO, language));
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      await page.goto(route.path);
      await settled(page);
      await closeOneTimeDialogs(page);
      const serious = await seriousA11yViolations(page);
      if (serious.length > 0)
        found[route.path] = serious.map((v) => `${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`);
    }
    await context.close();
    expect(found).toEqual({});
  }, 600_000);
});
