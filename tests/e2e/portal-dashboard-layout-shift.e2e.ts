// Browser journey ("Dashboard cards render as their data and code arrive, without layout
// shift"): while the cards' code and data arrive, each card holds the place of its
// final size (a skeleton of that height), so the page does not jump. Measured with the browser's
// own layout-shift entries (the Cumulative Layout Shift of Core Web Vitals) at 360 and 1280 px:
// below 0.05. The cards' requests are held until the skeletons show, so the load is really seen.
// A server of its own: on the shared one, what earlier journeys had left for the demo member moved
// the wallet card's entries during one CI run's measurement (two shifts of 0.035), which a fresh
// server's demo data never did here.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { club, embedWorld } from './embed-helpers.ts';
import { DEMO, SLOW, expectNoSeriousA11y } from './support/portal.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

const world = embedWorld();

/** Every layout shift of the page from its first paint on, as the browser reports it. */
function recordLayoutShifts(): void {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined;
          return node && 'className' in node ? `${node.tagName.toLowerCase()}.${String(node.className)}` : '?';
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const CARD_DATA = /\/api\/(wallet|growing|appointments|posts|user\/notifications|chat)/;

async function dashboardShifts(page: Page): Promise<{ cls: number; shifts: { value: number; sources: string[] }[] }> {
  // Hold the cards' data until every card shows its placeholder, then let it all through.
  const held: Route[] = [];
  let holding = true;
  await page.route(CARD_DATA, (route) => (holding ? void held.push(route) : void route.continue()));
  await page.goto('/dashboard');
  await page.locator('.club-dashboard__cards > *').first().waitFor({ timeout: SLOW });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.club-dashboard__card')].every((card) =>
      card.querySelector('.club-skeleton, .club-card'),
    ),
  );
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await page.waitForLoadState('networkidle', { timeout: SLOW });
  await page.waitForFunction(() => !document.querySelector('.club-dashboard__cards .club-skeleton'), null, {
    timeout: SLOW,
  });
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts,
  );
  return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

describe('the dashboard while its cards load', () => {
  for (const width of [360, 1280]) {
    it(`does not shift its layout at ${width} px (CLS below 0.05): every card keeps its final size while it loads.`, async () => {
      const { server, browser } = world;
      const token = await club(server, 'token', DEMO);
      const context = await contextWithSession(
        browser,
        server.baseURL,
        await sessionDocument(server.baseURL, token, DEMO),
      );
      await context.addInitScript(recordLayoutShifts);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      const { cls, shifts } = await dashboardShifts(page);
      expect(cls, JSON.stringify(shifts)).toBeLessThan(0.05);
      await expectNoSeriousA11y(page);
      await context.close();
    });
  }
});
