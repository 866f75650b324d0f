// What the events widget (docs/spec.md §9 "<club-events>") needs of the server: a widget's token
// lists appointments and events and registers a ticket through the same registration (capacity,
// price from the wallet, its refusals in the member's language), but reaches no ticket, QR code or
// PDF (docs/threats.md T48); every signed-in member hears which appointment's seats changed, and
// nothing else (T49); a visitor without a token is refused the lists (T50).
import { describe, expect, it } from 'vitest';
import { issueSession } from '../../../../server/auth/sessions.ts';
import { WIDGET_REFUSED } from '../../../../server/auth/middleware.ts';
import { appointmentModule } from '../../../../server/modules/appointment/index.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { createBroadcastingRoutes, defaultChannelRules } from '../../../../server/realtime/broadcasting-auth.ts';
import { createWorld } from '../../helpers.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import { createWalletWorld, type WalletWorld } from '../wallet/wallet-helpers.ts';
import type { UserRow } from '../../../../server/auth/repository-users.ts';
import { addAppointment, type AppointmentFields } from './appointment-helpers.ts';

const SEATS = 'App\\Events\\AppointmentSeatsChanged';

const eventsWorld = createWalletWorld;

/** A widget's token for `user`, as a widget's sign-in issues it. */
const widgetToken = (w: WalletWorld, user: UserRow) =>
  issueSession(w.app.deps, user, { ip: '10.0.0.9', userAgent: 'vitest' }, { widget: true }).access_token;

/** An event with two seats tomorrow (appointment-helpers.ts gives the rest). */
const addEvent = (w: WalletWorld, fields: AppointmentFields = {}) =>
  addAppointment(w, { kind: 'event', title: 'Seed swap', location: 'Clubhouse', capacity: 2, ...fields }).id;

const seatsOf = async (w: WalletWorld, token: string, id: number) =>
  ((await w.call('GET', '/api/events', { token })).body.data as { id: number; seats_left: number | null }[]).find(
    (item) => item.id === id,
  )?.seats_left;

describe('a widget’s token and the events', () => {
  it('lists appointments and events', async () => {
    const w = await eventsWorld();
    const token = widgetToken(w, w.demo);
    for (const path of ['/api/events', '/api/appointments']) {
      const res = await w.call('GET', path, { token });
      expect([path, res.status, res.body.data.length > 0]).toEqual([path, 200, true]);
    }
  });

  it('registers a seat paid from the wallet, in one step with the capacity check', async () => {
    const w = await eventsWorld();
    const id = addEvent(w, { priceCents: 500 });
    const token = widgetToken(w, w.demo);
    const before = findWalletByUser(w.db, w.demo.id)!.balance_cents;
    const res = await w.call('POST', `/api/appointments/${id}/tickets`, { token });
    expect([res.status, res.body.status, res.body.price_cents]).toEqual([201, 'registered', 500]);
    expect(findWalletByUser(w.db, w.demo.id)!.balance_cents).toBe(before - 500);
    // the member's own wallet views follow the payment
    expect(w.broadcasts.filter((b) => b.event === 'App\\Events\\WalletUpdated').map((b) => b.channels)).toEqual([
      [`private-App.Models.User.${w.demo.id}`],
    ]);
    expect(await seatsOf(w, token, id)).toBe(1);
  });

  it('is refused a full event, a second ticket and a balance too low: 422 saying why, in German too', async () => {
    const w = await eventsWorld();
    const token = widgetToken(w, w.demo);
    const de = { 'Accept-Language': 'de' };
    const full = addEvent(w, { capacity: 1 });
    expect((await w.call('POST', `/api/appointments/${full}/tickets`, { token: w.otherToken })).status).toBe(201);
    const refusal = async (id: number, headers: Record<string, string> = {}) => {
      const res = await w.call('POST', `/api/appointments/${id}/tickets`, { token, headers });
      return [res.status, Object.values(res.body.errors ?? {}).flat()[0]];
    };
    expect(await refusal(full)).toEqual([422, 'This appointment is fully booked.']);
    expect(await refusal(full, de)).toEqual([422, 'Dieser Termin ist ausgebucht.']);

    const once = addEvent(w);
    expect((await w.call('POST', `/api/appointments/${once}/tickets`, { token })).status).toBe(201);
    expect(await refusal(once)).toEqual([422, 'You already have a ticket for this appointment.']);

    const dear = addEvent(w, { priceCents: 10_000_000 });
    const [status, message] = await refusal(dear, de);
    expect([status, String(message).startsWith('Dein Guthaben reicht für dieses Ticket nicht aus: Es fehlen')]).toEqual(
      [422, true],
    );
  });

  it('reaches no ticket, QR code or PDF, and no cancel: 403 with the widget’s message', async () => {
    const w = await eventsWorld();
    const token = widgetToken(w, w.demo);
    const id = addEvent(w);
    const ticket = (await w.call('POST', `/api/appointments/${id}/tickets`, { token })).body.label as string;
    for (const [method, path] of [
      ['GET', '/api/tickets'],
      ['GET', `/api/tickets/${ticket}`],
      ['GET', `/api/tickets/${ticket}/pdf`],
      ['POST', `/api/tickets/${ticket}/cancel`],
      ['GET', '/api/appointments/next'],
    ] as const) {
      const res = await w.call(method, path, { token });
      expect([path, res.status, res.body.message]).toEqual([path, 403, WIDGET_REFUSED]);
    }
  });

  it('without a token, the lists and the register answer 401', async () => {
    const w = await eventsWorld();
    const id = addEvent(w);
    for (const [method, path] of [
      ['GET', '/api/events'],
      ['GET', '/api/appointments'],
      ['POST', `/api/appointments/${id}/tickets`],
    ] as const)
      expect([path, (await w.call(method, path)).status]).toEqual([path, 401]);
  });
});

describe('the seats cue', () => {
  it('names only the appointment when a seat is taken, given back, or the event edited or cancelled', async () => {
    const w = await eventsWorld();
    const editor = await w.createUser({ email: 'eddie@club.test' });
    grantRole(w.app.deps, { id: null, label: 'seed', via: 'cli' }, editor.id, 'board');
    const id = addEvent(w, { priceCents: 300 });
    const cues = () => w.broadcasts.filter((b) => b.event === SEATS).map((b) => [b.channels, b.payload]);
    const ticket = (await w.call('POST', `/api/appointments/${id}/tickets`, { token: w.demoToken })).body.label;
    await w.call('POST', `/api/tickets/${ticket}/cancel`, { token: w.demoToken });
    const start = w.clock.now().getTime() + 2 * 86_400_000;
    const edited = await w.call('PUT', `/api/club/events/${id}`, {
      token: w.tokenFor(editor),
      body: {
        kind: 'event',
        title: 'Seed swap',
        location: 'Clubhouse',
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 3_600_000).toISOString(),
        capacity: 5,
        price_cents: 300,
      },
    });
    expect(edited.status).toBe(200);
    const cancelled = await w.call('POST', `/api/club/events/${id}/cancel`, {
      token: w.tokenFor(editor),
      body: { reason: 'Rain' },
    });
    expect(cancelled.status).toBe(200);
    expect(cues()).toEqual(Array.from({ length: 4 }, () => [['private-club.appointments'], { id }]));
  });

  it('is not sent for a refused registration (no seat changed)', async () => {
    const w = await eventsWorld();
    const id = addEvent(w, { capacity: 1 });
    expect((await w.call('POST', `/api/appointments/${id}/tickets`, { token: w.otherToken })).status).toBe(201);
    const res = await w.call('POST', `/api/appointments/${id}/tickets`, { token: w.demoToken });
    expect(res.status).toBe(422);
    expect(w.broadcasts.filter((b) => b.event === SEATS)).toHaveLength(1);
  });
});

describe('the appointments channel', () => {
  async function channelWorld() {
    const channels = defaultChannelRules();
    appointmentModule.channels!(channels);
    const w = createWorld({
      realtime: {
        broadcastingAuth: createBroadcastingRoutes({ appKey: 'app-key', appSecret: 'app-secret', channels }) as never,
      },
    });
    const user = await w.createUser();
    return { w, user };
  }
  const auth = (w: ReturnType<typeof createWorld>, token?: string) =>
    w.call('POST', '/api/broadcasting/auth', {
      token,
      body: { socket_id: '1234.5678', channel_name: 'private-club.appointments' },
    });

  it('signs a subscription for any signed-in member, a widget’s token included', async () => {
    const { w, user } = await channelWorld();
    expect((await auth(w, w.tokenFor(user))).status).toBe(200);
    const widget = issueSession(w.app.deps, user, { ip: '10.0.0.9', userAgent: 'vitest' }, { widget: true });
    expect((await auth(w, widget.access_token)).status).toBe(200);
  });

  it('refuses a caller without a token: 401', async () => {
    const { w } = await channelWorld();
    expect((await auth(w)).status).toBe(401);
  });
});
