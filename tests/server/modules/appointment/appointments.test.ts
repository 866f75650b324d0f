// GET appointments, events, appointments/next, appointments/{label}, tickets/{label};
// POST appointments/{id}/tickets and tickets/{label}/cancel, with the seeded demo data.
import { describe, expect, it } from 'vitest';
import { toTimestamp } from '../../../../server/clock.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import { createWalletWorld, type WalletWorld } from '../wallet/wallet-helpers.ts';
import { addAppointment } from './appointment-helpers.ts';

type Item = {
  id: number;
  label: string;
  title: string;
  starts_at: string;
  ends_at: string;
  kind: string;
  can_register: boolean;
  can_cancel: boolean;
  seats_left: number | null;
  my_ticket: { label: string; status: string } | null;
};

async function listOf(w: WalletWorld, path: string, token = w.demoToken): Promise<Item[]> {
  return (await w.call('GET', path, { token })).body.data;
}
const byTitle = (items: Item[], title: string) => items.find((item) => item.title === title)!;

describe('appointment routes: authentication', () => {
  it('answer 401 Unauthenticated. without a token.', async () => {
    const w = await createWalletWorld();
    for (const [method, path] of [
      ['GET', '/api/appointments'],
      ['GET', '/api/events'],
      ['GET', '/api/appointments/next'],
      ['GET', '/api/appointments/APT-2025-000001'],
      ['POST', '/api/appointments/1/tickets'],
      ['GET', '/api/tickets/TCK-2025-000001'],
      ['POST', '/api/tickets/TCK-2025-000001/cancel'],
    ] as const) {
      const res = await w.call(method, path);
      expect([path, res.status, res.body]).toEqual([path, 401, { message: 'Unauthenticated.' }]);
    }
  });
});

describe('GET appointments', () => {
  it('lists only upcoming appointments (scheduled, not ended), soonest first.', async () => {
    const w = await createWalletWorld();
    const res = await w.call('GET', '/api/appointments', { token: w.demoToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: 4,
      path: 'http://club.test/api/appointments',
      from: 1,
      to: 4,
    });
    const items = res.body.data as Item[];
    expect(items.every((item) => item.kind === 'appointment')).toBe(true);
    const now = toTimestamp(w.clock.now());
    expect(items.every((item) => item.ends_at > now)).toBe(true);
    expect(items.map((i) => i.starts_at)).toEqual(items.map((i) => i.starts_at).sort());
  });

  it('hides cancelled appointments from the upcoming list and shows them with ended ones under when=past, latest first.', async () => {
    const w = await createWalletWorld();
    const cancelled = addAppointment(w, { status: 'cancelled', title: 'Called off' });
    expect((await listOf(w, '/api/appointments')).map((i) => i.id)).not.toContain(cancelled.id);
    const past = (await w.call('GET', '/api/appointments?when=past', { token: w.demoToken })).body.data as Item[];
    expect(past.map((i) => i.title)).toEqual([
      'Called off',
      'Monthly members meeting',
      'Welcome session for new members',
    ]);
  });

  it('answers 422 with the field error for an unknown when.', async () => {
    const w = await createWalletWorld();
    const res = await w.call('GET', '/api/events?when=someday', { token: w.demoToken });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ when: ['The selected when is invalid.'] });
  });

  it('pages by 10.', async () => {
    const w = await createWalletWorld();
    for (let i = 0; i < 5; i++) addAppointment(w, { title: `Extra ${i}` });
    for (let i = 5; i < 7; i++) addAppointment(w, { title: `Extra ${i}` });
    const page2 = (await w.call('GET', '/api/appointments?page=2', { token: w.demoToken })).body;
    expect(page2).toMatchObject({ current_page: 2, total: 11, from: 11, to: 11, last_page: 2, next_page_url: null });
  });

  it('tells for each appointment whether the member may register: not when fully booked or past.', async () => {
    const w = await createWalletWorld();
    const items = await listOf(w, '/api/appointments');
    expect(byTitle(items, 'Distribution slot')).toMatchObject({ can_register: true, seats_left: 20, my_ticket: null });
    expect(byTitle(items, 'Workshop: taking cuttings')).toMatchObject({ can_register: false, seats_left: 0 });
    expect(byTitle(await listOf(w, '/api/appointments?when=past'), 'Welcome session for new members')).toMatchObject({
      can_register: false,
      has_ended: true,
    });
    expect(byTitle(items, 'Distribution slot')).toMatchObject({ has_ended: false });
  });
});

describe('GET events', () => {
  it("answers the club's public events with the member's own ticket.", async () => {
    const w = await createWalletWorld();
    const items = await listOf(w, '/api/events');
    expect(items.every((item) => item.kind === 'event')).toBe(true);
    expect(byTitle(items, 'Club get-together')).toMatchObject({
      my_ticket: { status: 'registered' },
      can_register: false,
      can_cancel: true,
    });
    expect(byTitle(await listOf(w, '/api/events?when=past'), 'Hiking trip')).toMatchObject({
      can_register: false,
      can_cancel: false,
    });
  });
});

describe('GET appointments/next', () => {
  it("answers the member's next appointment with a registered ticket.", async () => {
    const w = await createWalletWorld();
    const res = await w.call('GET', '/api/appointments/next', { token: w.demoToken });
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ title: 'Club get-together', my_ticket: { status: 'registered' } });
  });

  it('answers {appointment: null} when the member has none.', async () => {
    const w = await createWalletWorld();
    const res = await w.call('GET', '/api/appointments/next', { token: w.tokenFor(await w.createUser()) });
    expect(res.body).toEqual({ appointment: null });
  });

  it('switches to a sooner appointment once the member registers for it.', async () => {
    const w = await createWalletWorld();
    const slot = byTitle(await listOf(w, '/api/appointments'), 'Distribution slot');
    await w.call('POST', `/api/appointments/${slot.id}/tickets`, { token: w.demoToken });
    expect((await w.call('GET', '/api/appointments/next', { token: w.demoToken })).body.appointment.title).toBe(
      'Distribution slot',
    );
  });
});

describe('GET appointments/{label}', () => {
  it('answers one appointment by label and 404 for an unknown label.', async () => {
    const w = await createWalletWorld();
    const slot = byTitle(await listOf(w, '/api/appointments'), 'Distribution slot');
    expect((await w.call('GET', `/api/appointments/${slot.label}`, { token: w.demoToken })).body).toEqual(slot);
    const missing = await w.call('GET', '/api/appointments/APT-2099-000001', { token: w.demoToken });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No query results for model [App\\Models\\Appointment] APT-2099-000001' });
  });
});

describe('POST appointments/{id}/tickets', () => {
  it('registers a ticket for a free appointment: 201 with the ticket, a seat taken.', async () => {
    const w = await createWalletWorld();
    const slot = byTitle(await listOf(w, '/api/appointments'), 'Distribution slot');
    const res = await w.call('POST', `/api/appointments/${slot.id}/tickets`, { token: w.demoToken });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      label: expect.stringMatching(/^TCK-\d{4}-\d{6}$/),
      status: 'registered',
      price_cents: 0,
      transaction_label: null,
    });
    expect(res.body.appointment).toMatchObject({
      id: slot.id,
      seats_left: 19,
      my_ticket: { label: res.body.label, status: 'registered' },
      can_register: false,
      can_cancel: true,
    });
  });

  it('pays a paid ticket from the wallet in the same step.', async () => {
    const w = await createWalletWorld();
    const priced = addAppointment(w, { title: 'Paid', priceCents: 2500 });
    const before = findWalletByUser(w.db, w.demo.id)!.balance_cents;
    const res = await w.call('POST', `/api/appointments/${priced.id}/tickets`, { token: w.demoToken });
    expect(res.status).toBe(201);
    expect(findWalletByUser(w.db, w.demo.id)!.balance_cents).toBe(before - 2500);
    const debit = (
      await w.call('GET', `/api/wallet/transactions/${res.body.transaction_label}`, { token: w.demoToken })
    ).body;
    expect(debit).toMatchObject({
      type: 'order',
      amount_cents: -2500,
      reference: { type: 'ticket', label: res.body.label },
    });
  });

  it('answers 422 on appointment when the member already holds a ticket.', async () => {
    const w = await createWalletWorld();
    const held = byTitle(await listOf(w, '/api/events'), 'Club get-together');
    const res = await w.call('POST', `/api/appointments/${held.id}/tickets`, { token: w.demoToken });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'You already have a ticket for this appointment.',
      errors: { appointment: ['You already have a ticket for this appointment.'] },
    });
  });

  it('answers 422 on appointment when it is fully booked.', async () => {
    const w = await createWalletWorld();
    const full = byTitle(await listOf(w, '/api/appointments'), 'Workshop: taking cuttings');
    const res = await w.call('POST', `/api/appointments/${full.id}/tickets`, { token: w.demoToken });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ appointment: ['This appointment is fully booked.'] });
  });

  it('answers 422 on appointment when it has started or was cancelled.', async () => {
    const w = await createWalletWorld();
    const past = byTitle(await listOf(w, '/api/appointments?when=past'), 'Welcome session for new members');
    expect((await w.call('POST', `/api/appointments/${past.id}/tickets`, { token: w.demoToken })).body.errors).toEqual({
      appointment: ['This appointment has already started.'],
    });
    const cancelled = addAppointment(w, { status: 'cancelled' });
    expect(
      (await w.call('POST', `/api/appointments/${cancelled.id}/tickets`, { token: w.demoToken })).body.errors,
    ).toEqual({ appointment: ['This appointment was cancelled.'] });
  });

  it('answers 422 on balance when the wallet cannot pay, and books nothing.', async () => {
    const w = await createWalletWorld();
    const priced = addAppointment(w, { priceCents: 1500 });
    const res = await w.call('POST', `/api/appointments/${priced.id}/tickets`, { token: w.otherToken });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      balance: ['Your wallet balance is too low for this ticket: €15.00 are missing.'],
    });
    expect((await w.call('GET', `/api/appointments/${priced.label}`, { token: w.otherToken })).body).toMatchObject({
      registered_count: 0,
      my_ticket: null,
    });
  });

  it('answers 404 for an unknown or malformed id.', async () => {
    const w = await createWalletWorld();
    expect((await w.call('POST', '/api/appointments/9999/tickets', { token: w.demoToken })).status).toBe(404);
    expect((await w.call('POST', '/api/appointments/abc/tickets', { token: w.demoToken })).status).toBe(404);
  });
});

describe('GET tickets/{label}', () => {
  it("answers the member's ticket with its appointment, and 404 for another member's.", async () => {
    const w = await createWalletWorld();
    const held = byTitle(await listOf(w, '/api/events'), 'Club get-together');
    const mine = await w.call('GET', `/api/tickets/${held.my_ticket!.label}`, { token: w.demoToken });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      label: held.my_ticket!.label,
      status: 'registered',
      price_cents: 1500,
      appointment: { id: held.id },
    });
    const theirs = await w.call('GET', `/api/tickets/${held.my_ticket!.label}`, { token: w.otherToken });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({
      message: `No query results for model [App\\Models\\Ticket] ${held.my_ticket!.label}`,
    });
  });
});

describe('POST tickets/{label}/cancel', () => {
  it('cancels a registered ticket, refunds a paid one and frees the seat.', async () => {
    const w = await createWalletWorld();
    const held = byTitle(await listOf(w, '/api/events'), 'Club get-together');
    const before = findWalletByUser(w.db, w.demo.id)!.balance_cents;
    const res = await w.call('POST', `/api/tickets/${held.my_ticket!.label}/cancel`, { token: w.demoToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      appointment: { my_ticket: null, can_register: true, seats_left: held.seats_left! + 1 },
    });
    expect(findWalletByUser(w.db, w.demo.id)!.balance_cents).toBe(before + 1500);
    const refund = (await w.call('GET', '/api/wallet/transactions?type=credit', { token: w.demoToken })).body.data[0];
    expect(refund).toMatchObject({ amount_cents: 1500, reference: { type: 'ticket', label: held.my_ticket!.label } });
  });

  it("answers 422 on ticket for a used or cancelled ticket, and 404 for another member's.", async () => {
    const w = await createWalletWorld();
    const past = (await listOf(w, '/api/appointments?when=past')).find((item) => item.my_ticket?.status === 'used')!;
    const res = await w.call('POST', `/api/tickets/${past.my_ticket!.label}/cancel`, { token: w.demoToken });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ ticket: ['Only a registered ticket can be cancelled.'] });
    const { label } = byTitle(await listOf(w, '/api/events'), 'Club get-together').my_ticket!;
    expect((await w.call('POST', `/api/tickets/${label}/cancel`, { token: w.otherToken })).status).toBe(404);
    expect((await w.call('POST', `/api/tickets/${label}/cancel`, { token: w.demoToken })).status).toBe(200);
    const again = await w.call('POST', `/api/tickets/${label}/cancel`, { token: w.demoToken });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ ticket: ['Only a registered ticket can be cancelled.'] });
  });
});
