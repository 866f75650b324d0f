// The portal at the club's door without a network (docs/spec.md §4 "Installable and offline"): after
// one online visit the service worker has the app shell and the member's card and tickets; with the
// network cut in Chromium the portal opens, shows both marked as saved copies, and what they show
// checks out with `club card:check` / `club ticket:check` (the club's public key only). The card
// screen in en and de, at 360 and 1280 px, with no serious axe finding.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { club, clubExit, DEMO, embedWorld, until } from './embed-helpers.ts';
import { expectNoSeriousA11y, SLOW } from './support/portal.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

const world = embedWorld();

const TEXTS = {
  en: {
    card: 'Membership card',
    saved: /^Offline: the card saved on this device, fetched /,
    ticketsSaved: /^Offline: the tickets saved on this device/,
    showCode: 'Show the code as text',
  },
  de: {
    card: 'Mitgliedsausweis',
    saved: /^Offline: der auf diesem Gerät gespeicherte Ausweis, abgerufen /,
    ticketsSaved: /^Offline: die auf diesem Gerät gespeicherten Tickets/,
    showCode: 'Code als Text zeigen',
  },
} as const;

async function member(language: 'en' | 'de'): Promise<BrowserContext> {
  const token = await club(world.server, 'token', DEMO);
  return contextWithSession(
    world.browser,
    world.server.baseURL,
    await sessionDocument(world.server.baseURL, token, DEMO, language),
  );
}

/** Waits until the worker holds the door data and every hashed file the page has loaded. */
async function readyForTheDoor(page: Page): Promise<void> {
  await until(
    () =>
      page.evaluate(async () => {
        const door = await (await caches.open('club-door-data')).keys();
        const names = await caches.keys();
        const shell = names.find((name) => name.startsWith('club-shell-'));
        const kept = new Set(shell ? (await (await caches.open(shell)).keys()).map((r) => r.url) : []);
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.startsWith('/assets/'));
        return { door: door.length, missing: loaded.filter((url) => !kept.has(url)).length, shell: kept.size };
      }),
    (state) => state.door === 2 && state.missing === 0 && state.shell > 0,
    SLOW,
  );
}

async function payloadShown(page: Page, showCode: string): Promise<string> {
  const summary = page.getByText(showCode).first();
  await summary.click();
  return ((await page.locator('details[open] code').first().textContent()) ?? '').trim();
}

describe.each(['en', 'de'] as const)('offline at the door (%s)', (language) => {
  const t = TEXTS[language];

  it(
    'opens with the network cut and shows the card and tickets, which check out offline',
    { timeout: 120_000 },
    async () => {
      const context = await member(language);
      try {
        const page = await context.newPage();
        await page.goto('/dashboard');
        await readyForTheDoor(page);

        await context.setOffline(true);
        await page.goto('/card');
        await page.getByRole('heading', { name: t.card, level: 1 }).waitFor({ timeout: SLOW });
        await page.getByText(t.saved).waitFor({ timeout: SLOW });
        const card = await payloadShown(page, t.showCode);
        expect(card).toMatch(/^MC1\./);
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
          ).toBe(true);
          await expectNoSeriousA11y(page);
        }

        await page.goto('/tickets');
        await page.getByText(t.ticketsSaved).waitFor({ timeout: SLOW });
        const ticket = await payloadShown(page, t.showCode);
        expect(ticket).toMatch(/^CT1\./);

        const cardCheck = await clubExit(world.server, 'card:check', card);
        expect([cardCheck.code, cardCheck.stdout]).toEqual([0, expect.stringMatching(/^VALID: member M-\d{5}, age /)]);
        const ticketCheck = await clubExit(world.server, 'ticket:check', ticket);
        expect([ticketCheck.code, ticketCheck.stdout]).toEqual([0, expect.stringMatching(/^VALID: admits /)]);
      } finally {
        await context.close();
      }
    },
  );
});

it('forgets the saved card and tickets at logout', { timeout: 60_000 }, async () => {
  const context = await member('en');
  try {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await readyForTheDoor(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    const left = await until(
      () => page.evaluate(async () => (await (await caches.open('club-door-data')).keys()).length),
      (n) => n === 0,
      SLOW,
    );
    expect(left).toBe(0);
  } finally {
    await context.close();
  }
});
