// <club-events> on a club's website (docs/spec.md §9 "<club-events>"): on the strict-CSP page of
// another origin, at 360 and 1280 px, in English and German, registering from the widget books a
// seat; another member's tab sees the free seats drop live (the seats cue on the realtime
// connection, no reload); a registration that finds the event full meanwhile says why; axe finds
// nothing serious.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { club, DEMO, embedWorld, foreignSignedInContext, twinOf, TWOFA } from './embed-helpers.ts';
import { SLOW, expectNoSeriousA11y } from './support/portal.ts';

const world = embedWorld();
const HOST = 'club-events';

const TEXTS = {
  en: { seats: (n: number) => (n === 1 ? '1 seat left' : `${n} seats left`), full: 'Fully booked' },
  de: { seats: (n: number) => (n === 1 ? 'Noch 1 Platz frei' : `Noch ${n} Plätze frei`), full: 'Ausgebucht' },
};
const register = (language: 'en' | 'de', title: string) =>
  language === 'en' ? `Register for ${title}` : `Für ${title} anmelden`;
const REFUSED = {
  en: 'This appointment is fully booked.',
  de: 'Dieser Termin ist ausgebucht.',
};

/** A context whose club-website origin holds `email`'s widget session (embed/session-storage.ts). */
const memberOnSite = (email: string, width: number, language: 'en' | 'de'): Promise<BrowserContext> =>
  foreignSignedInContext(world, { width, height: 800 }, language, email);

/** The strict-CSP club page in `language` with an events widget added to it. */
async function eventsPage(context: BrowserContext, language: 'en' | 'de'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${twinOf(world.server.baseURL)}/examples/strict-csp/`);
  await page.evaluate(async (wanted) => {
    const api = (window as unknown as { ClubWidgets: { ready: Promise<{ setLocale(l: string): Promise<void> }> } })
      .ClubWidgets;
    await (await api.ready).setLocale(wanted);
    const widget = document.createElement('club-events');
    widget.setAttribute('limit', '6');
    document.querySelector('.widgets')!.append(widget);
  }, language);
  return page;
}

const item = (page: Page, title: string) =>
  page
    .locator(HOST)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

let round = 0;
describe('<club-events> on a club website', () => {
  for (const [language, width] of [
    ['en', 1280],
    ['de', 360],
    ['en', 360],
    ['de', 1280],
  ] as const)
    it(`books a seat, shows it live in another member’s tab, and says why a full event refuses (${language}, ${width} px)`, async () => {
      // each round's events start sooner than the last's, so they head the list
      const start = Date.now() + (6 - ++round) * 3_600_000;
      const stamp = `${language}${width}-${Date.now().toString(36)}`;
      const [trip, regatta] = [`Boat trip ${stamp}`, `Regatta ${stamp}`];
      const at = (offset: number) => new Date(start + offset).toISOString();
      const create = (title: string, capacity: string, startsAt: string) =>
        club(
          world.server,
          'event:create',
          '--title',
          title,
          '--starts-at',
          startsAt,
          '--hours',
          '2',
          '--location',
          'Boathouse',
          '--capacity',
          capacity,
        );
      await create(trip, '3', at(0));
      await create(regatta, '1', at(60_000));

      const [mine, theirs] = await Promise.all([
        memberOnSite(DEMO, width, language),
        memberOnSite(TWOFA, width, language),
      ]);
      try {
        const [page, other] = [await eventsPage(mine, language), await eventsPage(theirs, language)];
        const t = TEXTS[language];
        for (const tab of [page, other])
          await expect.poll(() => item(tab, trip).textContent(), { timeout: SLOW }).toContain(t.seats(3));

        // registering from the widget books a seat; the other member's tab follows without a reload
        await item(page, trip)
          .getByRole('button', { name: register(language, trip) })
          .click();
        await expect.poll(() => item(page, trip).textContent(), { timeout: SLOW }).toContain(t.seats(2));
        expect(await item(page, trip).getByRole('button').count()).toBe(0);
        await expect.poll(() => item(other, trip).textContent(), { timeout: SLOW }).toContain(t.seats(2));
        // the server holds the member's ticket for it
        const listed = await fetch(`${world.server.baseURL}/api/events`, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${await club(world.server, 'token', DEMO)}` },
        }).then(
          (response) =>
            response.json() as Promise<{ data: { title: string; my_ticket: unknown; seats_left: number }[] }>,
        );
        expect(listed.data.find((event) => event.title === trip)).toMatchObject({
          my_ticket: { status: 'registered' },
          seats_left: 2,
        });

        // the other member takes the regatta's last seat while this page still offers it
        const theirToken = await club(world.server, 'token', TWOFA);
        await page.route('**/api/appointments/*/tickets', async (route) => {
          const id = new URL(route.request().url()).pathname.split('/')[3];
          await fetch(`${world.server.baseURL}/api/appointments/${id}/tickets`, {
            method: 'POST',
            headers: { Accept: 'application/json', Authorization: `Bearer ${theirToken}` },
          });
          await route.continue();
        });
        await item(page, regatta)
          .getByRole('button', { name: register(language, regatta) })
          .click();
        await expect
          .poll(() => page.locator(HOST).getByRole('alert').textContent(), { timeout: SLOW })
          .toBe(`${regatta}: ${REFUSED[language]}`);
        await expect.poll(() => item(page, regatta).textContent(), { timeout: SLOW }).toContain(t.full);
        await expect.poll(() => item(other, regatta).textContent(), { timeout: SLOW }).toContain(t.full);

        await expectNoSeriousA11y(page, [HOST]);
      } finally {
        await Promise.all([mine.close(), theirs.close()]);
      }
    });
});
