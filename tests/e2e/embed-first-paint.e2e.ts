// club-widgets.js paints a visitor's prompts before the loader has run (embed/script-tag.js), the
// events widget's among them, each the size the loader's button then has: nothing on the club's
// page shifts when the loader's widgets take the painted buttons' place (docs/spec.md §9 "One file
// of texts").
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { embedWorld, hostSitePage } from './embed-helpers.ts';
import { SLOW } from './support/portal.ts';

const world = embedWorld();
// the loader club-widgets.js imports (embed/script-tag.js)
const LOADER = /\/embed\/loader-[\w-]+\.js$/;
const HOSTS = 'club-notification-bell, club-wallet-summary, club-ticket-indicator, club-events';

/** Each widget host's size (rounded to a tenth of a pixel): where it sits moves with the page's news. */
const boxes = (page: Page) =>
  page.evaluate((hosts) => {
    const round = (n: number) => Math.round(n * 10) / 10;
    return [...document.querySelectorAll(hosts)].map((host) => {
      const box = host.getBoundingClientRect();
      return `${host.localName} ${round(box.width)}x${round(box.height)}`;
    });
  }, HOSTS);

describe('the first paint of a visitor’s widgets', () => {
  for (const [language, width] of [
    ['en', 1280],
    ['de', 360],
  ] as const)
    it(`paints each prompt, the events widget’s included, the size the loader’s then has (${language}, ${width} px)`, async () => {
      const painted = await world.browser.newContext({
        baseURL: world.server.baseURL,
        viewport: { width, height: 800 },
      });
      await painted.route(LOADER, (route) => route.abort());
      const before = await painted.newPage();
      await before.goto(hostSitePage(language));
      const events = before.locator('club-events').getByRole('button', {
        name: language === 'en' ? 'Sign in to register for events' : 'Melde dich an, um dich für Termine anzumelden',
      });
      await events.waitFor();
      const paint = await boxes(before);
      await painted.close();

      const loaded = await world.browser.newContext({
        baseURL: world.server.baseURL,
        viewport: { width, height: 800 },
      });
      const after = await loaded.newPage();
      await after.goto(hostSitePage(language));
      await after.evaluate(() => (window as unknown as { ClubWidgets: { ready: Promise<unknown> } }).ClubWidgets.ready);
      await expect
        .poll(
          () =>
            after.evaluate(
              (hosts) =>
                [...document.querySelectorAll(hosts)].every(
                  (host) =>
                    host.shadowRoot?.querySelector('.club-prompt') &&
                    !host.shadowRoot.querySelector('.club-widget--first-paint'),
                ),
              HOSTS,
            ),
          { timeout: SLOW },
        )
        .toBe(true);
      expect(await boxes(after)).toEqual(paint);
      expect(paint.some((box) => box.startsWith('club-events'))).toBe(true);
      await loaded.close();
    });
});
