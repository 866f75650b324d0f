// Notifications lead somewhere, or visibly nowhere (docs/spec.md §4 "Notification links"): on the
// strict-CSP club website of another origin, at 360 and 1280 px, in English and German, a
// notification sent with `club notify --url /financial` is a link into the portal given by
// data-portal and following it opens the portal there; one without a link is no link.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bellIn, rendered, club, DEMO, embedWorld, foreignSignedInContext, strictCspPage } from './embed-helpers.ts';
import { SLOW, expectNoSeriousA11y } from './support/portal.ts';

const world = embedWorld();
const HOST = 'club-notification-bell';

/** The strict-CSP club website with the bell ready to open. */
async function clubPage(context: BrowserContext, language: 'en' | 'de'): Promise<Page> {
  const page = await strictCspPage(world.server, context, language);
  await expect.poll(() => rendered(page, HOST), { timeout: SLOW }).toBe(true);
  return page;
}

describe('notification links on a club website', () => {
  for (const [language, width] of [
    ['en', 360],
    ['de', 1280],
    ['de', 360],
    ['en', 1280],
  ] as const)
    it(`links a notification with a portal route into the portal, and leaves one without a link plain (${language}, ${width} px)`, async () => {
      const stamp = `${language}-${width}-${Date.now().toString(36)}`;
      const [linked, plain] = [`Order paid ${stamp}`, `Court closed ${stamp}`];
      await club(world.server, 'notify', DEMO, '--title', plain, '--description', 'Rain');
      await club(world.server, 'notify', DEMO, '--title', linked, '--description', 'ORD-1', '--url', '/financial');
      const context = await foreignSignedInContext(world, { width, height: 740 }, language);
      try {
        const page = await clubPage(context, language);
        await bellIn(page, HOST).click();
        const list = page.locator(HOST).getByRole('dialog');
        await list.getByText(plain).waitFor({ timeout: SLOW });
        expect(await list.getByRole('link', { name: new RegExp(plain) }).count()).toBe(0);
        const link = list.getByRole('link', { name: new RegExp(linked) });
        expect(await link.getAttribute('href')).toBe(`${world.server.baseURL}/financial`);
        await expectNoSeriousA11y(page, [HOST]);

        const opened = page.waitForRequest((request) => request.isNavigationRequest(), { timeout: SLOW });
        await link.click();
        expect((await opened).url()).toBe(`${world.server.baseURL}/financial`);
      } finally {
        await context.close();
      }
    });
});
