// docs/spec.md §10 "Events and appointments": staff create and edit events with their seats taken,
// and the door admits a signed ticket once, refusing a forged, cancelled, foreign or used one; each
// write is one audit entry.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { createWalletWorld } from '../wallet/wallet-helpers.ts';
import { SUMMER_FEST } from './appointment-helpers.ts';

const SEED = { id: null, label: 'seed', via: 'cli' } as const;

async function doorWorld() {
  const w = await createWalletWorld();
  const editor = await w.createUser({ email: 'eddie@club.test' });
  grantRole(w.app.deps, SEED, editor.id, 'editor');
  const counter = await w.createUser({ email: 'carla@club.test' });
  grantRole(w.app.deps, SEED, counter.id, 'counter');
  const [ticket] = (await w.call('GET', '/api/tickets', { token: w.demoToken })).body.data;
  return { w, editor: w.tokenFor(editor), counter: w.tokenFor(counter), ticket };
}

describe('events in the staff area', () => {
  it('creates an event members can see, with no seats taken, as one audit entry.', async () => {
    const { w, editor } = await doorWorld();
    const before = countAuditEntries(w.db);
    const res = await w.call('POST', '/api/club/events', { token: editor, body: SUMMER_FEST });
    expect([res.status, res.body.seats_taken, res.body.price_cents, res.body.capacity]).toEqual([201, 0, 1250, 40]);
    expect(countAuditEntries(w.db)).toBe(before + 1);
    const events = (await w.call('GET', '/api/events', { token: w.demoToken })).body.data;
    expect(events.map((e: { title: string }) => e.title)).toContain('Summer fest');
  });

  it('lists seats taken, and refuses a capacity below them and an end before the start with 422.', async () => {
    const { w, editor } = await doorWorld();
    const event = (
      await w.call('POST', '/api/club/events', { token: editor, body: { ...SUMMER_FEST, price_cents: 0 } })
    ).body;
    for (const token of [w.demoToken, w.otherToken])
      expect((await w.call('POST', `/api/appointments/${event.id}/tickets`, { token })).status).toBe(201);
    const listed = (await w.call('GET', '/api/club/events', { token: editor })).body as {
      id: number;
      seats_taken: number;
    }[];
    expect(listed.find((e) => e.id === event.id)?.seats_taken).toBe(2);
    const edit = (fields: object) =>
      w.call('PUT', `/api/club/events/${event.id}`, { token: editor, body: { ...SUMMER_FEST, ...fields } });
    const below = await edit({ capacity: 1 });
    expect([below.status, below.body.errors]).toEqual([
      422,
      { capacity: ['The capacity cannot be less than the 2 seats already taken.'] },
    ]);
    const backwards = await edit({ ends_at: '2026-07-01T10:00:00Z' });
    expect([backwards.status, Object.keys(backwards.body.errors)]).toEqual([422, ['ends_at']]);
    const before = countAuditEntries(w.db);
    const renamed = await edit({ title: 'Summer fest, new time', capacity: 2 });
    expect([renamed.status, renamed.body.title, renamed.body.seats_taken]).toEqual([200, 'Summer fest, new time', 2]);
    expect(countAuditEntries(w.db)).toBe(before + 1);
  });
});

describe('the door check-in', () => {
  it('admits a ticket once, with the live count, then refuses it as already admitted.', async () => {
    const { w, counter, ticket } = await doorWorld();
    const url = `/api/club/events/${ticket.appointment.id}/check-in`;
    const before = countAuditEntries(w.db);
    const first = await w.call('POST', url, { token: counter, body: { payload: ticket.qr_payload } });
    expect(first.body).toMatchObject({
      admitted: true,
      reason: null,
      ticket: { label: ticket.label, name: ticket.holder_name },
      event: { admitted: 1 },
    });
    expect(countAuditEntries(w.db)).toBe(before + 1);
    const second = await w.call('POST', url, { token: counter, body: { payload: ticket.qr_payload } });
    expect(second.body).toMatchObject({ admitted: false, reason: 'already_admitted', event: { admitted: 1 } });
    expect(second.body.admitted_at).toEqual(expect.any(String));
    expect(countAuditEntries(w.db)).toBe(before + 1);
  });

  it('admits once when two scanners read the same ticket at the same time.', async () => {
    const { w, counter, ticket } = await doorWorld();
    const url = `/api/club/events/${ticket.appointment.id}/check-in`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => w.call('POST', url, { token: counter, body: { payload: ticket.qr_payload } })),
    );
    expect(answers.map((a) => a.body.admitted).sort()).toEqual([false, false, true]);
  });

  it('refuses a forged ticket, a ticket of another event and a cancelled ticket, each saying why.', async () => {
    const { w, counter, editor, ticket } = await doorWorld();
    const url = `/api/club/events/${ticket.appointment.id}/check-in`;
    const [head, claims, signature] = ticket.qr_payload.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), name: 'Someone Else' }),
    ).toString('base64url');
    const forged = await w.call('POST', url, {
      token: counter,
      body: { payload: `${head}.${forgedClaims}.${signature}` },
    });
    expect(forged.body).toMatchObject({ admitted: false, reason: 'signature', ticket: null });
    const other = (await w.call('POST', '/api/club/events', { token: editor, body: SUMMER_FEST })).body;
    const foreign = await w.call('POST', `/api/club/events/${other.id}/check-in`, {
      token: counter,
      body: { payload: ticket.qr_payload },
    });
    expect(foreign.body).toMatchObject({ admitted: false, reason: 'other_event' });
    expect((await w.call('POST', `/api/tickets/${ticket.label}/cancel`, { token: w.demoToken })).status).toBe(200);
    const cancelled = await w.call('POST', url, { token: counter, body: { payload: ticket.qr_payload } });
    expect(cancelled.body).toMatchObject({ admitted: false, reason: 'cancelled', event: { admitted: 0 } });
  });

  it('is for the counter: an editor without check-in gets 403.', async () => {
    const { w, editor, ticket } = await doorWorld();
    const res = await w.call('POST', `/api/club/events/${ticket.appointment.id}/check-in`, {
      token: editor,
      body: { payload: ticket.qr_payload },
    });
    expect(res.status).toBe(403);
  });
});
