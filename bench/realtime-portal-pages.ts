// Signed-in portal pages in Chromium, each in its own browser context (one context is one browser
// profile: its tabs share one realtime connection, docs/architecture.md decision 4), with the bell's dropdown
// open and a MutationObserver noting when each notification title enters the DOM.
import type { Browser, Page } from 'playwright-core';
import { contextWithSession } from '../tests/e2e/support/signed-in.ts';
import { clock } from './realtime-club-notify.ts';

export interface PortalPage {
  page: Page;
  /** How far the page's clock may be off the bench's (half the best round trip), in ms. */
  clockError: number;
  /** When `title` entered the page's DOM, on the bench's clock; null if not by `deadline` (clock()). */
  arrivalOf(title: string, deadline: number): Promise<number | null>;
  close(): Promise<void>;
}

export const waitForLive = (page: Page) => page.locator('.club-bell__live--connected').waitFor({ timeout: 30_000 });

export async function openPortalPage(browser: Browser, baseURL: string, sessionDoc: string): Promise<PortalPage> {
  const context = await contextWithSession(browser, baseURL, sessionDoc);
  const page = await context.newPage();
  await page.goto('/routes');
  await waitForLive(page);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    const waiting: Record<string, (at: number | null) => void> = {};
    new MutationObserver(() => {
      const now = performance.timeOrigin + performance.now(); // first: the scan below takes time too
      for (const node of document.querySelectorAll('.club-notification__title')) {
        const title = node.textContent ?? '';
        if (title in seen) continue;
        seen[title] = now;
        waiting[title]?.(now);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    // answered by the observer, so nothing polls the page while it works
    (window as unknown as { __arrival: unknown }).__arrival = (title: string, timeout: number) =>
      title in seen
        ? seen[title]
        : new Promise((resolve) => {
            const timer = setTimeout(() => resolve(null), timeout);
            waiting[title] = (at) => {
              clearTimeout(timer);
              resolve(at);
            };
          });
  });
  const { offset, error } = await clockOffset(page);
  return {
    page,
    clockError: error,
    async arrivalOf(title, deadline) {
      const at = await page.evaluate(
        ([t, timeout]) =>
          (window as unknown as { __arrival(title: string, timeout: number): Promise<number | null> }).__arrival(
            t,
            timeout,
          ),
        [title, Math.max(1, deadline - clock())] as const,
      );
      return at === null ? null : at - offset;
    },
    close: () => context.close(),
  };
}

/**
 * The page's clock minus the bench's: read the page's clock between two of ours, keep the read
 * with the shortest round trip (its error is at most half that round trip).
 */
async function clockOffset(page: Page): Promise<{ offset: number; error: number }> {
  let best = { offset: 0, error: Number.POSITIVE_INFINITY };
  for (let i = 0; i < 20; i++) {
    const before = clock();
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = clock();
    if ((after - before) / 2 < best.error)
      best = { offset: inPage - (before + after) / 2, error: (after - before) / 2 };
  }
  return best;
}
