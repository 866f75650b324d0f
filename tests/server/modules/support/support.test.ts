// Support: FAQ, contact categories and the contact form (a new ticket), with the demo seed.
import { describe, expect, it } from 'vitest';
import { seedSupport } from '../../../../server/modules/support/seed.ts';
import { CONTACT_LIMIT } from '../../../../server/modules/support/routes.ts';
import { createWorld } from '../../helpers.ts';

async function world(env: Record<string, string> = { FEATURE_TICKETS: 'true' }) {
  const w = createWorld({ env });
  const user = await w.createUser();
  seedSupport(w.app.deps);
  return { w, user, token: w.tokenFor(user) };
}

describe('GET support/faq', () => {
  it('answers every category with its questions, in order', async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/support/faq', { token });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { slug: string }) => c.slug)).toEqual(['membership', 'wallet', 'events', 'account']);
    expect(res.body[0]).toMatchObject({ id: expect.any(Number), name: 'Membership' });
    expect(res.body[0].questions[0]).toEqual({
      id: expect.any(Number),
      question: 'How do I become a member?',
      answer: expect.stringContaining('Register in the portal'),
    });
  });

  it('answers 401 Unauthenticated without a token', async () => {
    const { w } = await world();
    const res = await w.call('GET', '/api/support/faq');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('GET support/faq/{category}', () => {
  it("answers one category by its slug with that category's questions", async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/support/faq/wallet', { token });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Wallet and payments');
    expect(res.body.questions.map((q: { question: string }) => q.question)).toEqual([
      'How do I top up my wallet?',
      'When are withdrawals paid out?',
    ]);
  });

  it('answers 404 for an unknown category', async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/support/faq/nope', { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No query results for model [App\\Models\\FaqCategory] nope' });
  });

  it('answers 401 Unauthenticated without a token', async () => {
    const { w } = await world();
    const res = await w.call('GET', '/api/support/faq/wallet');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('GET support/contact/categories', () => {
  it('answers the contact categories', async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/support/contact/categories', { token });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { slug: string }) => c.slug)).toEqual([
      'general',
      'membership',
      'payments',
      'events',
      'technical',
      'prevention', // every club's confidential category (KCanG §23), last
    ]);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      slug: 'general',
      name: 'General question',
      description: expect.any(String),
      confidential: false,
    });
  });

  it('answers 401 without a token', async () => {
    const { w } = await world();
    expect((await w.call('GET', '/api/support/contact/categories')).status).toBe(401);
  });
});

describe('POST support/contact/{category}', () => {
  it('opens a ticket with the message as its first entry and answers 201 with it', async () => {
    const { w, token } = await world();
    const res = await w.call('POST', '/api/support/contact/technical', {
      token,
      body: { subject: '  Login page  ', message: 'The page stays white.' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subject: 'Login page',
      status: 'open',
      unread: false,
      messages_count: 1,
      category: { slug: 'technical', name: 'Technical problem' },
      messages: [{ author: 'member', body: 'The page stays white.', created_at: '2026-01-01T10:00:00.000000Z' }],
    });
    const list = await w.call('GET', '/api/support/tickets', { token });
    expect(list.body.data[0].id).toBe(res.body.id);
  });

  it("answers 422 in Laravel's shape when subject and message are missing or blank", async () => {
    const { w, token } = await world();
    const res = await w.call('POST', '/api/support/contact/general', { token, body: { subject: '   ' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The subject field is required. (and 1 more error)',
      errors: { subject: ['The subject field is required.'], message: ['The message field is required.'] },
    });
    expect(w.db.prepare('SELECT COUNT(*) AS n FROM support_tickets').get()).toEqual({ n: 0 });
  });

  it('trims as Laravel does, so a subject of zero-width spaces is missing', async () => {
    const { w, token } = await world();
    const res = await w.call('POST', '/api/support/contact/general', {
      token,
      body: { subject: '\u200B\uFEFF\u200E', message: 'Hello' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ subject: ['The subject field is required.'] });
  });

  it('requires visible text: a subject and message of control characters only are 422 and open no ticket', async () => {
    const { w, token } = await world();
    const res = await w.call('POST', '/api/support/contact/general', {
      token,
      body: { subject: '\u0001\u0002\u0003', message: '\u0000\u0007\u001b' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      subject: ['The subject field must contain visible text.'],
      message: ['The message field must contain visible text.'],
    });
    expect(w.db.prepare('SELECT COUNT(*) AS n FROM support_tickets').get()).toEqual({ n: 0 });
  });

  it('answers 422 for a subject over 150 characters and a message that is not a string', async () => {
    const { w, token } = await world();
    const res = await w.call('POST', '/api/support/contact/general', {
      token,
      body: { subject: 'x'.repeat(151), message: 42 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      subject: ['The subject field must not be greater than 150 characters.'],
      message: ['The message field must be a string.'],
    });
  });

  it('answers 404 for an unknown category', async () => {
    const { w, token } = await world();
    const res = await w.call('POST', '/api/support/contact/nope', { token, body: { subject: 's', message: 'm' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No query results for model [App\\Models\\ContactCategory] nope' });
  });

  it('answers 401 without a token', async () => {
    const { w } = await world();
    expect(
      (await w.call('POST', '/api/support/contact/general', { body: { subject: 's', message: 'm' } })).status,
    ).toBe(401);
  });

  it('answers 429 with Retry-After after 10 contact requests in an hour', async () => {
    const { w, token } = await world();
    for (let i = 0; i < CONTACT_LIMIT.maxAttempts; i++) {
      expect(
        (await w.call('POST', '/api/support/contact/general', { token, body: { subject: `s${i}`, message: 'm' } }))
          .status,
      ).toBe(201);
    }
    const res = await w.call('POST', '/api/support/contact/general', { token, body: { subject: 's', message: 'm' } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('still reaches the staff when tickets are switched off', async () => {
    const { w, token } = await world({});
    const res = await w.call('POST', '/api/support/contact/general', { token, body: { subject: 's', message: 'm' } });
    expect(res.status).toBe(201);
  });
});
