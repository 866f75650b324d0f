// docs/spec.md §10 "Events and appointments": staff cancel an event; every live ticket is cancelled
// and each paid one refunded to its member's wallet in the same transaction (integer cents), once,
// even when two staff cancel at the same time; members are told without the amount; the attendee
// list shows who holds a ticket; each cancellation is one audit entry.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import { sql } from '../../../../server/db/open.ts';
import { userChannel } from '../../../../server/realtime/broadcasting-auth.ts';
import { WALLET_UPDATED_EVENT } from '../../../../src/shared/contract/realtime-events.ts';
import { createWalletWorld } from '../wallet/wallet-helpers.ts';
import { SUMMER_FEST } from './appointment-helpers.ts';

const SEED = { id: null, label: 'seed', via: 'cli' } as const;
async function festWorld() {
  const w = await createWalletWorld();
  const editor = await w.createUser({ email: 'eddie@club.test' });
  grantRole(w.app.deps, SEED, editor.id, 'editor');
  const second = await w.createUser({ email: 'erna@club.test' });
  grantRole(w.app.deps, SEED, second.id, 'editor');
  const token = w.tokenFor(editor);
  // Olga gets credit for her ticket
  bookTransaction(w.db, {
    userId: w.other.id,
    type: 'credit',
    amountCents: 5_000,
    status: 'completed',
    description: 'Top-up',
    reference: null,
    now: '2026-01-01T09:00:00.000000Z',
  });
  const event = (await w.call('POST', '/api/club/events', { token, body: SUMMER_FEST })).body as { id: number };
  for (const member of [w.demoToken, w.otherToken]) {
    const res = await w.call('POST', `/api/appointments/${event.id}/tickets`, { token: member });
    expect(res.status).toBe(201);
  }
  const balance = (id: number) => findWalletByUser(w.db, id)!.balance_cents;
  return { w, token, secondToken: w.tokenFor(second), event, balance };
}

describe('cancelling an event', () => {
  it('cancels its tickets, refunds each paid one to the wallet, tells the members, as one audit entry.', async () => {
    const { w, token, event, balance } = await festWorld();
    const before = [balance(w.demo.id), balance(w.other.id)];
    const audits = countAuditEntries(w.db);
    const res = await w.call('POST', `/api/club/events/${event.id}/cancel`, {
      token,
      body: { reason: 'storm warning' },
    });
    expect([res.status, res.body.tickets, res.body.refunded, res.body.refunded_cents, res.body.event.status]).toEqual([
      200,
      2,
      2,
      2_500,
      'cancelled',
    ]);
    expect([balance(w.demo.id), balance(w.other.id)]).toEqual([before[0]! + 1250, before[1]! + 1250]);
    expect(countAuditEntries(w.db)).toBe(audits + 1);
    const tickets = sql(w.db, 'SELECT status FROM appointment_tickets WHERE appointment_id = ?').all(event.id);
    expect(tickets).toEqual([{ status: 'cancelled' }, { status: 'cancelled' }]);
    // the member is told, in words with no amount
    const notice = (await w.call('GET', '/api/user/notifications/unread', { token: w.demoToken })).body;
    const texts = JSON.stringify(notice);
    expect(texts).toContain('Event cancelled: Summer fest');
    expect(texts).toContain('storm warning');
    expect(texts).not.toMatch(/12[.,]50/);
    for (const member of [w.demo.id, w.other.id])
      expect(w.broadcasts.map((b) => [b.channels, b.event])).toContainEqual([
        [userChannel(member)],
        WALLET_UPDATED_EVENT,
      ]);
  });

  it('refunds once when two staff cancel it at the same time.', async () => {
    const { w, token, secondToken, event, balance } = await festWorld();
    const before = balance(w.demo.id);
    const server = await w.listen();
    try {
      const results = await Promise.all(
        [token, secondToken].map((t) =>
          server.request('POST', `/api/club/events/${event.id}/cancel`, { token: t, body: { reason: 'rain' } }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    } finally {
      await server.close();
    }
    expect(balance(w.demo.id)).toBe(before + 1250);
  });

  it('answers 422 for a missing reason, an event cancelled already and one that is over; in German too.', async () => {
    const { w, token, event } = await festWorld();
    const cancel = (body: object, headers: Record<string, string> = {}) =>
      w.call('POST', `/api/club/events/${event.id}/cancel`, { token, body, headers });
    expect(Object.keys((await cancel({ reason: '  ' })).body.errors)).toEqual(['reason']);
    await cancel({ reason: 'rain' });
    expect((await cancel({ reason: 'rain' })).body.errors).toEqual({ event: ['This event is cancelled already.'] });
    expect((await cancel({ reason: 'rain' }, { 'Accept-Language': 'de' })).body.errors).toEqual({
      event: ['Diese Veranstaltung ist schon abgesagt.'],
    });
    const past = (
      await w.call('POST', '/api/club/events', {
        token,
        body: { ...SUMMER_FEST, starts_at: '2025-12-01T16:00:00Z', ends_at: '2025-12-01T22:00:00Z' },
      })
    ).body as { id: number };
    const over = await w.call('POST', `/api/club/events/${past.id}/cancel`, { token, body: { reason: 'late' } });
    expect([over.status, over.body.errors]).toEqual([
      422,
      { event: ['This event is over and can no longer be cancelled.'] },
    ]);
  });
});

describe('the attendee list', () => {
  it('names who holds a live ticket, in the order they registered, and no one who cancelled.', async () => {
    const { w, token, event } = await festWorld();
    const list = await w.call('GET', `/api/club/events/${event.id}/attendees`, { token });
    expect(
      list.body.map((a: { name: string; status: string; price_cents: number }) => [a.name, a.status, a.price_cents]),
    ).toEqual([
      ['Demo Member', 'registered', 1250],
      ['Olga Other', 'registered', 1250],
    ]);
    const mine = (await w.call('GET', '/api/tickets', { token: w.otherToken })).body.data as { label: string }[];
    const ticket = mine.find((t) => list.body[1].ticket === t.label)!;
    expect((await w.call('POST', `/api/tickets/${ticket.label}/cancel`, { token: w.otherToken })).status).toBe(200);
    const after = await w.call('GET', `/api/club/events/${event.id}/attendees`, { token });
    expect(after.body.map((a: { name: string }) => a.name)).toEqual(['Demo Member']);
  });
});
