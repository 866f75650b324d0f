// News for visitors (docs/spec.md §9): on the strict-CSP club website of another origin, at 360 and
// 1280 px, in English and German, a signed-out visitor's <club-news-feed> shows the public posts
// only (asked without a token, no realtime connection), with the sign-in prompt for the members'
// posts; a signed-in member's shows the members' posts too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { embedWorld, foreignSignedInContext, strictCspPage } from './embed-helpers.ts';
import { SLOW, expectNoSeriousA11y } from './support/portal.ts';

const world = embedWorld();
const HOST = 'club-news-feed';
const PUBLIC = ['Opening hours in winter', 'Summer meetup: registration open', 'Volunteers wanted'];
const MEMBERS = ['Opening hours in winter', 'Summer meetup: registration open', 'New photo gallery'];
const PROMPT = { en: 'Sign in to read the club news', de: 'Melde dich an, um die Club-News zu lesen' };

const titles = (page: Page) => page.locator(HOST).locator('h3').allTextContents();

describe('news for the club website’s visitors', () => {
  for (const [language, width] of [
    ['en', 360],
    ['de', 1280],
    ['de', 360],
    ['en', 1280],
  ] as const) {
    it(`shows a visitor the public posts only, with the prompt for the members’ posts (${language}, ${width} px)`, async () => {
      const context = await world.browser.newContext({ viewport: { width, height: 740 } });
      try {
        const asked: { url: string; authorization: string | undefined }[] = [];
        context.on('request', (request) => {
          if (request.url().includes('/api/posts'))
            asked.push({ url: request.url(), authorization: request.headers().authorization });
        });
        // The browser's own record: the server's count also holds a closing socket of an earlier test.
        const websockets: string[] = [];
        context.on('page', (opened) => opened.on('websocket', (socket) => websockets.push(socket.url())));
        const page = await strictCspPage(world.server, context, language);
        await expect.poll(() => titles(page), { timeout: SLOW }).toEqual(PUBLIC);
        await page.locator(HOST).getByRole('button', { name: PROMPT[language] }).waitFor();
        expect(asked.at(-1)).toEqual({
          url: `${world.server.baseURL}/api/posts?lang=${language}`,
          authorization: undefined,
        });
        await expectNoSeriousA11y(page, [HOST]);
        expect(websockets).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`shows a signed-in member the members’ posts too (${language}, ${width} px)`, async () => {
      const context = await foreignSignedInContext(world, { width, height: 740 }, language);
      try {
        const page = await strictCspPage(world.server, context, language);
        await expect
          .poll(() => page.locator(HOST).locator('.news-card__title').allTextContents(), { timeout: SLOW })
          .toEqual(MEMBERS);
        expect(await page.locator(HOST).getByRole('button', { name: PROMPT[language] }).count()).toBe(0);
        await expectNoSeriousA11y(page, [HOST]);
      } finally {
        await context.close();
      }
    });
  }
});
