// Support tickets: list, thread (marks read), reply, the FEATURE_TICKETS switch and the header's
// `tickets` contribution (docs/spec.md §3), against the demo tickets of demo@club.test.
import { describe, expect, it } from 'vitest';
import { toTimestamp } from '../../../../server/clock.ts';
import { createTicket, insertTicketMessage } from '../../../../server/modules/support/repository-tickets.ts';
import { seedSupport } from '../../../../server/modules/support/seed.ts';
import { REPLY_LIMIT, TICKETS_PER_PAGE } from '../../../../server/modules/support/routes.ts';
import { createWorld, type World } from '../../helpers.ts';

async function world(env: Record<string, string> = { FEATURE_TICKETS: 'true' }) {
  const w = createWorld({ env });
  const demo = await w.createUser({ email: 'demo@club.test' });
  seedSupport(w.app.deps);
  return { w, demo, token: w.tokenFor(demo) };
}

type Summary = { id: number; subject: string; status: string; unread: boolean };

async function tickets(w: World, token: string): Promise<Summary[]> {
  return (await w.call('GET', '/api/support/tickets', { token })).body.data;
}

const bySubject = (list: Summary[], subject: string) => list.find((t) => t.subject === subject)!;

describe('GET support/tickets', () => {
  it("answers the member's tickets as a LengthAwarePaginator, latest activity first", async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/support/tickets', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      current_page: 1,
      per_page: TICKETS_PER_PAGE,
      total: 3,
      from: 1,
      to: 3,
      path: 'http://club.test/api/support/tickets',
    });
    expect(res.body.data.map((t: Summary) => [t.subject, t.status, t.unread])).toEqual([
      ['Summer meetup: bringing a guest', 'answered', true],
      ['Question about my deposit', 'answered', false],
      ['Change of address', 'closed', false],
    ]);
    expect(res.body.data[0]).toMatchObject({
      messages_count: 2,
      category: { slug: 'events', name: 'Events and appointments' },
    });
  });

  it('pages by 10', async () => {
    const { w, demo, token } = await world();
    for (let i = 0; i < 9; i++)
      createTicket(w.db, {
        userId: demo.id,
        categoryId: null,
        subject: `T${i}`,
        message: 'm',
        now: toTimestamp(w.clock.now()),
      });
    const second = await w.call('GET', '/api/support/tickets?page=2', { token });
    expect(second.body).toMatchObject({ current_page: 2, total: 12, from: 11, to: 12, last_page: 2 });
  });

  it("never lists another member's tickets", async () => {
    const { w } = await world();
    const other = await w.createUser();
    expect((await w.call('GET', '/api/support/tickets', { token: w.tokenFor(other) })).body.total).toBe(0);
  });

  it('answers 401 without a token', async () => {
    const { w } = await world();
    expect((await w.call('GET', '/api/support/tickets')).status).toBe(401);
  });

  it('answers 404 when tickets are switched off', async () => {
    const { w, token } = await world({ FEATURE_TICKETS: 'false' });
    const res = await w.call('GET', '/api/support/tickets', { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The route api/support/tickets could not be found.' });
  });
});

describe('GET support/tickets/{id}', () => {
  it('answers the ticket with its thread, oldest message first', async () => {
    const { w, token } = await world();
    const { id } = bySubject(await tickets(w, token), 'Question about my deposit');
    const res = await w.call('GET', `/api/support/tickets/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m: { author: string }) => m.author)).toEqual(['member', 'staff']);
    expect(res.body.messages[1]).toEqual({
      id: expect.any(Number),
      author: 'staff',
      body: expect.stringContaining('Your transfer arrived'),
      created_at: expect.any(String),
    });
  });

  it('marks the staff answer read', async () => {
    const { w, token } = await world();
    const { id } = bySubject(await tickets(w, token), 'Summer meetup: bringing a guest');
    const res = await w.call('GET', `/api/support/tickets/${id}`, { token });
    expect(res.body.unread).toBe(false);
    expect(bySubject(await tickets(w, token), 'Summer meetup: bringing a guest').unread).toBe(false);
  });

  it('tells the member’s other tabs and widgets when reading an answer (TicketUpdated), and only then', async () => {
    const { w, token } = await world();
    const { id } = bySubject(await tickets(w, token), 'Summer meetup: bringing a guest');
    const member = (await w.call('GET', '/api/user', { token })).body as { id: number };
    const cues = () => w.broadcasts.filter((call) => call.event === 'App\\Events\\TicketUpdated');
    await w.call('GET', `/api/support/tickets/${id}`, { token });
    expect(cues().map(({ channels, payload }) => ({ channels, payload }))).toEqual([
      { channels: [`private-App.Models.User.${member.id}`], payload: { ticket_id: id } },
    ]);
    await w.call('GET', `/api/support/tickets/${id}`, { token }); // read already: nothing to tell
    expect(cues()).toHaveLength(1);
  });

  it('is unread again when the staff answer after the member read it', async () => {
    const { w, token } = await world();
    const { id } = bySubject(await tickets(w, token), 'Question about my deposit');
    await w.call('GET', `/api/support/tickets/${id}`, { token });
    w.clock.advance(60_000);
    insertTicketMessage(w.db, id, 'staff', 'One more thing.', toTimestamp(w.clock.now()));
    expect(bySubject(await tickets(w, token), 'Question about my deposit')).toMatchObject({
      unread: true,
      status: 'answered',
    });
  });

  it("answers 404 for another member's ticket, an unknown and a malformed id", async () => {
    const { w, token } = await world();
    const { id } = (await tickets(w, token))[0];
    const other = await w.createUser();
    const res = await w.call('GET', `/api/support/tickets/${id}`, { token: w.tokenFor(other) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: `No query results for model [App\\Models\\Ticket] ${id}` });
    expect((await w.call('GET', '/api/support/tickets/999', { token })).status).toBe(404);
    expect((await w.call('GET', '/api/support/tickets/x1', { token })).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const { w } = await world();
    expect((await w.call('GET', '/api/support/tickets/1')).status).toBe(401);
  });
});

describe('POST support/tickets/{id}/messages', () => {
  it('adds the reply to the thread and opens the ticket again (201)', async () => {
    const { w, token } = await world();
    const { id } = bySubject(await tickets(w, token), 'Question about my deposit');
    w.clock.advance(60_000);
    const res = await w.call('POST', `/api/support/tickets/${id}/messages`, { token, body: { body: ' Thank you! ' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id,
      status: 'open',
      messages_count: 3,
      updated_at: '2026-01-01T10:01:00.000000Z',
    });
    expect(res.body.messages.at(-1)).toMatchObject({
      author: 'member',
      body: 'Thank you!',
      created_at: '2026-01-01T10:01:00.000000Z',
    });
    expect((await tickets(w, token))[0].id).toBe(id);
  });

  it("answers 422 in Laravel's shape for a missing or blank body", async () => {
    const { w, token } = await world();
    const { id } = (await tickets(w, token))[0];
    for (const body of [{}, { body: '   ' }]) {
      const res = await w.call('POST', `/api/support/tickets/${id}/messages`, { token, body });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'The body field is required.',
        errors: { body: ['The body field is required.'] },
      });
    }
  });

  it('requires visible text: a reply of control characters only is 422, in German too, and adds nothing', async () => {
    const { w, token } = await world();
    const { id } = (await tickets(w, token))[0];
    const count = () =>
      w.db.prepare('SELECT COUNT(*) AS n FROM support_ticket_messages WHERE support_ticket_id = ?').get(id);
    const before = count();
    const res = await w.call('POST', `/api/support/tickets/${id}/messages`, {
      token,
      body: { body: '\u0000\u0001\u0002' },
      headers: { 'Accept-Language': 'de' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ body: ['Nachricht muss sichtbaren Text enthalten.'] });
    expect(count()).toEqual(before);
  });

  it("answers 422 in Laravel's shape for a body that is not a string", async () => {
    const { w, token } = await world();
    const { id } = (await tickets(w, token))[0];
    for (const body of [42, true, ['hi'], { text: 'hi' }]) {
      const res = await w.call('POST', `/api/support/tickets/${id}/messages`, { token, body: { body } });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({
        message: 'The body field must be a string.',
        errors: { body: ['The body field must be a string.'] },
      });
    }
    expect(
      w.db.prepare('SELECT COUNT(*) AS n FROM support_ticket_messages WHERE support_ticket_id = ?').get(id),
    ).toEqual({ n: 2 });
  });

  it('answers 429 with Retry-After after 30 replies in a minute', async () => {
    const { w, token } = await world();
    const { id } = bySubject(await tickets(w, token), 'Question about my deposit');
    const reply = (i: number) =>
      w.call('POST', `/api/support/tickets/${id}/messages`, { token, body: { body: `reply ${i}` } });
    for (let i = 0; i < REPLY_LIMIT.maxAttempts; i++) expect((await reply(i)).status).toBe(201);
    const res = await reply(REPLY_LIMIT.maxAttempts);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(
      w.db.prepare('SELECT COUNT(*) AS n FROM support_ticket_messages WHERE support_ticket_id = ?').get(id),
    ).toEqual({ n: 2 + REPLY_LIMIT.maxAttempts });
  });

  it('answers 422 for a closed ticket', async () => {
    const { w, token } = await world();
    const { id } = bySubject(await tickets(w, token), 'Change of address');
    const res = await w.call('POST', `/api/support/tickets/${id}/messages`, { token, body: { body: 'Hello again' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ body: ['This ticket is closed. Please open a new one.'] });
  });

  it("answers 404 for another member's ticket and leaves it unchanged", async () => {
    const { w, token } = await world();
    const { id } = (await tickets(w, token))[0];
    const other = await w.createUser();
    const res = await w.call('POST', `/api/support/tickets/${id}/messages`, {
      token: w.tokenFor(other),
      body: { body: 'hi' },
    });
    expect(res.status).toBe(404);
    expect(
      w.db.prepare('SELECT COUNT(*) AS n FROM support_ticket_messages WHERE support_ticket_id = ?').get(id),
    ).toEqual({ n: 2 });
  });

  it('answers 401 without a token', async () => {
    const { w } = await world();
    expect((await w.call('POST', '/api/support/tickets/1/messages', { body: { body: 'x' } })).status).toBe(401);
  });
});

describe('GET user/header: tickets', () => {
  it('carries the unread count and the ticket with the latest unread answer when tickets are on', async () => {
    const { w, token } = await world();
    const unread = bySubject(await tickets(w, token), 'Summer meetup: bringing a guest');
    const res = await w.call('GET', '/api/user/header', { token });
    expect(res.body.notifications.tickets).toEqual({ unread_count: 1, unread_ticket_id: unread.id });
  });

  it('points to the ticket answered most recently when several are unread', async () => {
    const { w, token } = await world();
    const older = bySubject(await tickets(w, token), 'Change of address');
    w.clock.advance(60_000);
    insertTicketMessage(w.db, older.id, 'staff', 'Reopened: your card is ready.', toTimestamp(w.clock.now()));
    const res = await w.call('GET', '/api/user/header', { token });
    expect(res.body.notifications.tickets).toEqual({ unread_count: 2, unread_ticket_id: older.id });
  });

  it('drops to zero with a null ticket once the answer is read', async () => {
    const { w, token } = await world();
    const unread = bySubject(await tickets(w, token), 'Summer meetup: bringing a guest');
    await w.call('GET', `/api/support/tickets/${unread.id}`, { token });
    const res = await w.call('GET', '/api/user/header', { token });
    expect(res.body.notifications.tickets).toEqual({ unread_count: 0, unread_ticket_id: null });
  });

  it('leaves tickets out when they are switched off (docs/spec.md §6)', async () => {
    const { w, token } = await world({ FEATURE_TICKETS: 'false' });
    const res = await w.call('GET', '/api/user/header', { token });
    expect(res.status).toBe(200);
    expect(res.body.notifications).not.toHaveProperty('tickets');
  });
});
