// docs/spec.md §10 "Support inbox" through the staff routes: tickets by status, a reply that updates
// the member live, internal notes the member never sees, assignment, closing, the FAQ and contact
// categories edited; `club ticket:reply` uses the same service. Every staff write: one audit entry.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { runCommand } from '../../../../server/cli/commands.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { createTicket } from '../../../../server/modules/support/repository-tickets.ts';
import { seedSupport } from '../../../../server/modules/support/seed.ts';
import { createWorld, type CallOptions } from '../../helpers.ts';

async function inboxWorld() {
  const w = createWorld();
  const seed = { id: null, label: 'seed', via: 'cli' } as const;
  const support = await w.createUser({ email: 'support@club.test', name: 'Suse Support' });
  grantRole(w.app.deps, seed, support.id, 'support');
  const editor = await w.createUser({ email: 'editor@club.test', name: 'Eddie' });
  grantRole(w.app.deps, seed, editor.id, 'editor');
  const member = await w.createUser({ email: 'mia@club.test', name: 'Mia Member' });
  seedSupport(w.app.deps);
  const token = w.tokenFor(support);
  const memberToken = w.tokenFor(member);
  const ticket = createTicket(w.db, {
    userId: member.id,
    categoryId: null,
    subject: 'Card lost',
    message: 'I lost my card.',
    now: toTimestamp(w.clock.now()),
  });
  async function write(method: string, path: string, opts: CallOptions = {}) {
    const before = countAuditEntries(w.db);
    const res = await w.call(method, path, { token, ...opts });
    expect(countAuditEntries(w.db) - before, `${method} ${path} ${res.status}`).toBe(res.status < 300 ? 1 : 0);
    return res;
  }
  return { w, support, editor, member, token, memberToken, ticket, write };
}

describe('the support inbox', () => {
  it('lists a new ticket under new and open, and an answered one under answered.', async () => {
    const { w, token, ticket, write } = await inboxWorld();
    const ids = async (status: string) =>
      (await w.call('GET', `/api/club/tickets?status=${status}`, { token })).body.data.map((t: { id: number }) => t.id);
    expect(await ids('new')).toContain(ticket);
    expect(await ids('open')).toContain(ticket);
    await write('POST', `/api/club/tickets/${ticket}/reply`, { body: { text: 'A new card is on its way.' } });
    expect(await ids('new')).not.toContain(ticket);
    expect(await ids('answered')).toContain(ticket);
  });

  it('answers the member: their thread, header count and a live cue, as ticket:reply did.', async () => {
    const { w, member, memberToken, ticket, write } = await inboxWorld();
    w.clock.advance(60_000);
    const reply = await write('POST', `/api/club/tickets/${ticket}/reply`, { body: { text: 'On its way.' } });
    expect(reply.body.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['member', 'I lost my card.'],
      ['staff', 'On its way.'],
    ]);
    const header = await w.call('GET', '/api/user/header', { token: memberToken });
    expect(header.body.notifications.tickets.unread_ticket_id).toBe(ticket);
    expect(w.broadcasts.map((b) => [b.channels[0], b.event])).toContainEqual([
      `private-App.Models.User.${member.id}`,
      'App\\Events\\TicketUpdated',
    ]);
  });

  it("links the member's notification to the ticket in the portal (docs/spec.md §4).", async () => {
    const { w, member, ticket, write } = await inboxWorld();
    await write('POST', `/api/club/tickets/${ticket}/reply`, { body: { text: 'On its way.' } });
    const note = w.broadcasts.find((b) => b.channels[0] === `private-App.Models.User.${member.id}` && b.payload.title);
    expect(note?.payload.url).toBe(`/support/ticket/${ticket}`);
  });

  it('keeps internal notes from the member.', async () => {
    const { w, memberToken, ticket, write } = await inboxWorld();
    const noted = await write('POST', `/api/club/tickets/${ticket}/notes`, { body: { text: 'Member called twice.' } });
    expect(noted.body.notes.map((n: { author: string; body: string }) => [n.author, n.body])).toEqual([
      ['Suse Support', 'Member called twice.'],
    ]);
    const mine = await w.call('GET', `/api/support/tickets/${ticket}`, { token: memberToken });
    expect(mine.text).not.toContain('Member called twice.');
  });

  it('assigns to staff who handle tickets only, and closes once.', async () => {
    const { support, editor, ticket, write } = await inboxWorld();
    const refused = await write('PUT', `/api/club/tickets/${ticket}/assignee`, { body: { user_id: editor.id } });
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([422, ['user_id']]);
    const assigned = await write('PUT', `/api/club/tickets/${ticket}/assignee`, { body: { user_id: support.id } });
    expect(assigned.body.ticket.assignee).toEqual({ id: support.id, name: 'Suse Support' });
    expect((await write('POST', `/api/club/tickets/${ticket}/close`)).body.ticket.status).toBe('closed');
    expect((await write('POST', `/api/club/tickets/${ticket}/close`)).status).toBe(422);
  });

  it('answers 422 for an empty reply and 404 for an unknown ticket.', async () => {
    const { ticket, write } = await inboxWorld();
    const empty = await write('POST', `/api/club/tickets/${ticket}/reply`, { body: { text: '' } });
    expect([empty.status, Object.keys(empty.body.errors)]).toEqual([422, ['text']]);
    expect((await write('POST', '/api/club/tickets/99999/reply', { body: { text: 'x' } })).status).toBe(404);
  });

  it('is answered by `club ticket:reply` through the same service, audited as the CLI.', async () => {
    const { w, ticket } = await inboxWorld();
    const before = countAuditEntries(w.db);
    const code = await runCommand(w.app.deps, ['ticket:reply', String(ticket), '--text', 'Done.'], {
      out: () => {},
      err: () => {},
    });
    expect(code).toBe(0);
    expect(countAuditEntries(w.db)).toBe(before + 1);
  });
});

describe('the FAQ and contact categories', () => {
  it('are added, changed and removed by support, one audit entry each; a taken slug is a 422.', async () => {
    const { w, token, write } = await inboxWorld();
    const added = await write('POST', '/api/club/faq-categories', {
      body: { slug: 'opening-hours', name: 'Opening hours' },
    });
    const category = added.body.faq.find((c: { slug: string }) => c.slug === 'opening-hours');
    const question = await write('POST', '/api/club/faq-questions', {
      body: { faq_category_id: category.id, question: 'When?', answer: 'Daily 16-20.' },
    });
    expect(question.status, question.text).toBe(201);
    const q = question.body.faq.find((c: { id: number }) => c.id === category.id).questions[0];
    await write('PUT', `/api/club/faq-questions/${q.id}`, {
      body: { faq_category_id: category.id, question: 'When are you open?', answer: 'Daily 16-20.' },
    });
    const taken = await write('POST', '/api/club/faq-categories', { body: { slug: 'opening-hours', name: 'Again' } });
    expect([taken.status, Object.keys(taken.body.errors)]).toEqual([422, ['slug']]);
    const faq = await w.call('GET', '/api/support/faq/opening-hours', { token });
    expect(faq.status, faq.text).toBe(200);
    expect(faq.body.questions.map((x: { question: string }) => x.question)).toEqual(['When are you open?']);
    await write('DELETE', `/api/club/faq-questions/${q.id}`);
    const contact = await write('POST', '/api/club/contact-categories', {
      body: { slug: 'lost-and-found', name: 'Lost and found', description: 'Things left at the club' },
    });
    expect(contact.body.contact.map((c: { slug: string }) => c.slug)).toContain('lost-and-found');
  });
});

describe('the FAQ and contact categories in both languages', () => {
  it('take a German text beside the English one; members read the German one in German', async () => {
    const { w, memberToken, write } = await inboxWorld();
    const added = await write('POST', '/api/club/faq-categories', {
      body: { slug: 'opening-hours', name: 'Opening hours', name_de: 'Öffnungszeiten' },
    });
    const category = added.body.faq.find((c: { slug: string }) => c.slug === 'opening-hours');
    expect(category).toMatchObject({ name: 'Opening hours', name_de: 'Öffnungszeiten' });
    const question = await write('POST', '/api/club/faq-questions', {
      body: {
        faq_category_id: category.id,
        question: 'When?',
        question_de: 'Wann?',
        answer: 'Daily 16-20.',
        answer_de: 'Täglich 16-20 Uhr.',
      },
    });
    expect(question.body.faq.find((c: { id: number }) => c.id === category.id).questions[0]).toMatchObject({
      question_de: 'Wann?',
      answer_de: 'Täglich 16-20 Uhr.',
    });
    await write('POST', '/api/club/contact-categories', {
      body: { slug: 'lost', name: 'Lost and found', name_de: 'Fundsachen', description_de: 'Im Verein vergessen' },
    });
    const de = { 'Accept-Language': 'de' };
    const faq = await w.call('GET', '/api/support/faq/opening-hours', { token: memberToken, headers: de });
    expect([faq.body.name, faq.body.questions[0].question, faq.body.questions[0].answer]).toEqual([
      'Öffnungszeiten',
      'Wann?',
      'Täglich 16-20 Uhr.',
    ]);
    const topics = await w.call('GET', '/api/support/contact/categories', { token: memberToken, headers: de });
    expect(topics.body.find((c: { slug: string }) => c.slug === 'lost')).toMatchObject({
      name: 'Fundsachen',
      description: 'Im Verein vergessen',
    });
  });
});
