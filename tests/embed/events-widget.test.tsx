// <club-events> (src/modules/appointment/widget.tsx, docs/spec.md §9): the club's next events and
// appointments against the REAL server in-process, for a member signed in through a widget (its
// token's abilities): when in the member's language and the club's time zone, where, price and free
// seats, up to `limit`; registering takes a seat and pays from the wallet; each refusal says why, in
// English and German; a signed-out visitor sees the prompt and the API is not asked.
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { issueSession } from '../../server/auth/sessions.ts';
import { toTimestamp } from '../../server/clock.ts';
import { sql } from '../../server/db/open.ts';
import { findWalletByUser } from '../../server/ledger/repository.ts';
import { insertAppointment } from '../../server/modules/appointment/repository.ts';
import { registerTicket } from '../../server/modules/appointment/repository-tickets.ts';
import { session } from '../../src/core/session/session.ts';
import { $upcoming, resetUpcoming } from '../../src/modules/appointment/store/upcoming.ts';
import { eventsLimit } from '../../src/modules/appointment/widget.tsx';
import { memberWidgetsWorld, type MemberWidgetsWorld } from './member-widgets-world.ts';
import { eventually, settle } from './world.ts';

let world: MemberWidgetsWorld | null = null;
afterEach(async () => {
  world?.stop();
  cleanStores($upcoming);
  resetUpcoming();
  world = null;
  await settle();
});

const DAY = 86_400_000;

/** The seeded club with four events ahead (a day apart from tomorrow 17:00 UTC), the member signed in through a widget. */
async function eventsWorld(locale: 'en' | 'de' = 'en') {
  world = await memberWidgetsWorld({ locale });
  const { server } = world;
  const tomorrow = new Date(server.clock.now().getTime() + DAY);
  tomorrow.setUTCHours(17, 0, 0, 0);
  const add = (title: string, days: number, fields: { capacity?: number | null; priceCents?: number } = {}) =>
    insertAppointment(server.db, {
      kind: 'event',
      title,
      description: '',
      location: 'Clubhouse, Gartenstraße 12',
      capacity: fields.capacity === undefined ? 2 : fields.capacity,
      priceCents: fields.priceCents ?? 0,
      startsAt: toTimestamp(new Date(tomorrow.getTime() + days * DAY)),
      endsAt: toTimestamp(new Date(tomorrow.getTime() + days * DAY + 2 * 3_600_000)),
      now: toTimestamp(server.clock.now()),
    });
  const events = {
    swap: add('Seed swap', 0),
    fest: add('Summer fest', 1, { capacity: 10, priceCents: 500 }),
    gala: add('Gala', 2, { capacity: null, priceCents: 100_000_000 }),
    quiz: add('Quiz night', 3),
  };
  // a widget's sign-in: the token holds the widgets' abilities only
  session.login(issueSession(server.app.deps, world.member, { ip: '10.0.0.9', userAgent: 'vitest' }, { widget: true }));
  const others = [await server.createUser({ name: 'Olga Other' }), await server.createUser({ name: 'Tom Third' })];
  const { view } = world.widget('<club-events></club-events>');
  return { w: world, server, events, others, view, tomorrow };
}

/** The start's hour and minute on the club's clock (en '6:00', de '18:00'). */
function berlin(at: Date, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Berlin' });
  const part = (type: string) => parts.formatToParts(at).find((p) => p.type === type)!.value;
  return `${part('hour')}:${part('minute')}`;
}

describe('<club-events>', () => {
  it('lists the next three by default: title, when in the club’s time zone, where, price and free seats', async () => {
    const { view, tomorrow } = await eventsWorld();
    await eventually(() => expect(view().getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(
      view()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Seed swap', 'Summer fest', 'Gala']);
    const first = view().getAllByRole('listitem')[0]!;
    expect(first.querySelector('time')!.textContent).toContain(berlin(tomorrow, 'en'));
    expect(first.textContent).toContain('Clubhouse, Gartenstraße 12');
    expect(first.textContent).toContain('Free');
    expect(first.textContent).toContain('2 seats left');
    expect(view().getAllByRole('listitem')[1]!.textContent).toContain('€5.00, paid from your wallet');
    expect(view().getAllByRole('listitem')[2]!.textContent).toContain('No seat limit');
  });

  it('lists `limit` of them when set', async () => {
    await eventsWorld();
    const one = world!.widget('<club-events limit="1"></club-events>');
    await eventually(() => expect(one.view().getAllByRole('listitem')).toHaveLength(1));
  });

  it('warns the site admin once about a limit out of its range, and lists the default 3', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => warnings.push(line);
    try {
      await eventsWorld();
      const many = world!.widget('<club-events limit="9"></club-events>');
      world!.widget('<club-events limit="9"></club-events>');
      await eventually(() => expect(many.view().getAllByRole('listitem')).toHaveLength(3));
      const line = 'Club widgets: club-events limit="9" must be a whole number from 1 to 6; showing 3.';
      await eventually(() => expect(warnings).toEqual([line]));
      await settle();
      expect(warnings).toEqual([line]);
    } finally {
      console.warn = warn;
    }
  });

  it('reads `limit` as a whole number from 1 to 6, anything else as the default 3', () => {
    expect(['2', '9', '0', '-1', 'two', undefined].map(eventsLimit)).toEqual([2, 3, 3, 3, 3, 3]);
  });

  it('registers a signed-in member: a seat taken, the price paid from the wallet, the button gone', async () => {
    const { view, server, w } = await eventsWorld();
    const before = findWalletByUser(server.db, w.member.id)!.balance_cents;
    const button = await eventually(() => view().getByRole('button', { name: 'Register for Summer fest' }));
    button.click();
    await eventually(() => expect(view().getAllByRole('listitem')[1]!.textContent).toContain('9 seats left'));
    expect(view().getAllByRole('listitem')[1]!.textContent).toContain('You are registered');
    expect(view().queryByRole('button', { name: 'Register for Summer fest' })).toBeNull();
    expect(findWalletByUser(server.db, w.member.id)!.balance_cents).toBe(before - 500);
  });

  const refusals = {
    full: {
      en: 'This appointment is fully booked.',
      de: 'Dieser Termin ist ausgebucht.',
    },
    'already registered': {
      en: 'You already have a ticket for this appointment.',
      de: 'Du hast schon ein Ticket für diesen Termin.',
    },
    cancelled: { en: 'This appointment was cancelled.', de: 'Dieser Termin wurde abgesagt.' },
    started: { en: 'This appointment has already started.', de: 'Dieser Termin hat schon begonnen.' },
    'balance too low': {
      en: 'Your wallet balance is too low for this ticket',
      de: 'Dein Guthaben reicht für dieses Ticket nicht aus',
    },
  } as const;
  type World = Awaited<ReturnType<typeof eventsWorld>>;
  // What happens on the server between the list's load and the click (another member, the club, time).
  const meanwhile: Record<keyof typeof refusals, (world: World) => { title: string }> = {
    full: ({ server, events, others }) => {
      for (const other of others)
        registerTicket(server.db, {
          userId: other.id,
          appointmentId: events.swap.id,
          now: toTimestamp(server.clock.now()),
        });
      return { title: 'Seed swap' };
    },
    'already registered': ({ server, events, w }) => {
      registerTicket(server.db, {
        userId: w.member.id,
        appointmentId: events.swap.id,
        now: toTimestamp(server.clock.now()),
      });
      return { title: 'Seed swap' };
    },
    cancelled: ({ server, events }) => {
      sql(server.db, "UPDATE appointments SET status = 'cancelled' WHERE id = ?").run(events.swap.id);
      return { title: 'Seed swap' };
    },
    started: ({ server, events }) => {
      const started = toTimestamp(new Date(server.clock.now().getTime() - 60_000));
      sql(server.db, 'UPDATE appointments SET starts_at = ? WHERE id = ?').run(started, events.swap.id);
      return { title: 'Seed swap' };
    },
    'balance too low': () => ({ title: 'Gala' }),
  };

  for (const locale of ['en', 'de'] as const)
    for (const reason of Object.keys(refusals) as (keyof typeof refusals)[])
      it(`says why a registration is refused (${reason}), in ${locale === 'en' ? 'English' : 'German'}`, async () => {
        const state = await eventsWorld(locale);
        const { view } = state;
        const name = (title: string) => (locale === 'en' ? `Register for ${title}` : `Für ${title} anmelden`);
        await eventually(() => view().getByRole('button', { name: name('Gala') }));
        const { title } = meanwhile[reason](state);
        view()
          .getByRole('button', { name: name(title) })
          .click();
        // the alert of the item clicked (each item has its live region, the others empty)
        await eventually(() =>
          expect(
            view()
              .getAllByRole('alert', { hidden: true })
              .map((alert) => alert.textContent),
          ).toContainEqual(expect.stringContaining(refusals[reason][locale])),
        );
      });

  it('speaks German with data-locale="de": heading, when, seats and price', async () => {
    const { view, tomorrow } = await eventsWorld('de');
    await eventually(() => expect(view().getByRole('region', { name: 'Nächste Termine' })).toBeVisible());
    await eventually(() => expect(view().getAllByRole('listitem')).toHaveLength(3));
    const [first, second] = view().getAllByRole('listitem');
    expect(first!.querySelector('time')!.textContent).toContain(berlin(tomorrow, 'de'));
    expect(first!.textContent).toContain('Noch 2 Plätze frei');
    expect(first!.textContent).toContain('Kostenlos');
    // testing-library reads the no-break space of German amounts as a space
    expect(second!.textContent!.replace(/\s/g, ' ')).toContain('5,00 €, bezahlt aus deinem Guthaben');
    expect(view().queryByText(/seats left|Register/)).toBeNull();
  });

  it('shows a signed-out visitor the compact prompt, which opens the shared sign-in, and asks the API nothing', async () => {
    world = await memberWidgetsWorld();
    const { view } = world.widget('<club-events></club-events>');
    const prompt = await eventually(() => view().getByRole('button', { name: 'Sign in to register for events' }));
    prompt.click();
    await eventually(() =>
      expect(view().getByRole('dialog').textContent).toContain('Sign in to see the club’s events and register'),
    );
    expect(world.requests.filter((r) => /\/(events|appointments)/.test(r.url))).toEqual([]);
  });
});
