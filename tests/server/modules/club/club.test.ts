// docs/spec.md §10: the club office's routes: the staff dashboard by permission, the staff and
// their roles, the member search and the audit trail; the staff channel only for staff.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { rolesOf, type UserRow } from '../../../../server/auth/repository-users.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { sql } from '../../../../server/db/open.ts';
import { clubModule } from '../../../../server/modules/club/index.ts';
import { createBroadcastingRoutes, defaultChannelRules } from '../../../../server/realtime/broadcasting-auth.ts';
import { createTicket } from '../../../../server/modules/support/repository-tickets.ts';
import { createDepositOrder } from '../../../../server/modules/wallet/money-repository.ts';
import { createWorld } from '../../helpers.ts';

const seed = { id: null, label: 'seed', via: 'cli' } as const;

async function clubWorld() {
  const channels = defaultChannelRules();
  clubModule.channels!(channels);
  const w = createWorld({
    realtime: {
      broadcastingAuth: createBroadcastingRoutes({ appKey: 'app-key', appSecret: 'app-secret', channels }) as never,
    },
  });
  const staff = async (role: Parameters<typeof grantRole>[3] | null, email: string) => {
    const user = await w.createUser({ email, name: email.split('@')[0] });
    if (role) grantRole(w.app.deps, seed, user.id, role);
    return { user, token: w.tokenFor(user) };
  };
  return {
    w,
    board: await staff('board', 'board@club.test'),
    treasurer: await staff('treasurer', 'treasurer@club.test'),
    support: await staff('support', 'support@club.test'),
    member: await staff(null, 'mia@club.test'),
  };
}

describe('GET /api/club/dashboard', () => {
  it('shows each part only to staff whose permission covers it.', async () => {
    const { w, board, treasurer, support } = await clubWorld();
    const parts = async (token: string) =>
      Object.keys((await w.call('GET', '/api/club/dashboard', { token })).body).sort();
    expect(await parts(board.token)).toEqual(['events', 'orders', 'pickups', 'tickets', 'withdrawals']);
    expect(await parts(treasurer.token)).toEqual(['orders', 'withdrawals']);
    expect(await parts(support.token)).toEqual(['tickets']);
  });

  it('counts unpaid orders and new tickets.', async () => {
    const { w, board, member } = await clubWorld();
    createDepositOrder(w.db, {
      userId: member.user.id,
      amountCents: 2500,
      expiryDays: 14,
      now: w.clock.now(),
      toTimestamp,
    });
    createTicket(w.db, {
      userId: member.user.id,
      categoryId: null,
      subject: 'Card lost',
      message: 'Help',
      now: toTimestamp(w.clock.now()),
    });
    const { body } = await w.call('GET', '/api/club/dashboard', { token: board.token });
    expect([body.orders.count, body.orders.total_cents, body.orders.latest[0].member.name]).toEqual([1, 2500, 'mia']);
    expect([body.tickets.new, body.tickets.open, body.tickets.latest[0].subject]).toEqual([1, 1, 'Card lost']);
  });
});

describe('the staff dashboard live', () => {
  it('gets the cue naming the part when a member orders a deposit or opens a ticket.', async () => {
    const { w, member } = await clubWorld();
    sql(w.db, "INSERT INTO contact_categories (slug, name) VALUES ('membership', 'Membership')").run();
    await w.call('POST', '/api/wallet/deposits', { token: member.token, body: { amount: '25.00' } });
    await w.call('POST', '/api/support/contact/membership', {
      token: member.token,
      body: { subject: 'Card lost', message: 'Help' },
    });
    const cues = w.broadcasts.filter((b) => b.event === 'App\\Events\\StaffAreaUpdated');
    expect(cues.map((b) => [b.channels, b.payload])).toEqual([
      [['private-club.staff'], { part: 'orders' }],
      [['private-club.staff'], { part: 'tickets' }],
    ]);
  });
});

describe('the staff channel', () => {
  const auth = (w: ReturnType<typeof createWorld>, token: string) =>
    w.call('POST', '/api/broadcasting/auth', {
      token,
      body: { socket_id: '1234.5678', channel_name: 'private-club.staff' },
    });

  it('signs a subscription for staff with a dashboard permission and refuses a member.', async () => {
    const { w, treasurer, member } = await clubWorld();
    expect((await auth(w, treasurer.token)).status).toBe(200);
    expect((await auth(w, member.token)).status).toBe(403);
  });
});

describe('staff roles in the staff area', () => {
  it('lists the staff with their roles and permissions, and every role.', async () => {
    const { w, board } = await clubWorld();
    const { body } = await w.call('GET', '/api/club/staff', { token: board.token });
    expect(body.staff.map((s: { email: string; roles: string[] }) => [s.email, s.roles])).toEqual([
      ['board@club.test', ['board']],
      ['support@club.test', ['support']],
      ['treasurer@club.test', ['treasurer']],
    ]);
    expect(body.roles.map((r: { name: string }) => r.name)).toEqual([
      'board',
      'treasurer',
      'counter',
      'grow-manager',
      'prevention-officer',
      'support',
      'editor',
      'volunteer-coordinator',
    ]);
  });

  it('grants and revokes a role, each one audit entry naming the board member.', async () => {
    const { w, board, member } = await clubWorld();
    const before = countAuditEntries(w.db);
    const granted = await w.call('PUT', `/api/club/staff/${member.user.id}/roles/editor`, { token: board.token });
    expect([granted.status, granted.body.roles, granted.body.permissions]).toEqual([
      200,
      ['editor'],
      ['events', 'posts'],
    ]);
    expect(countAuditEntries(w.db)).toBe(before + 1);
    const actor = sql(w.db, 'SELECT actor, via FROM audit_log ORDER BY id DESC LIMIT 1').get();
    expect(actor).toEqual({ actor: 'board@club.test', via: 'web' });
    const revoked = await w.call('DELETE', `/api/club/staff/${member.user.id}/roles/editor`, { token: board.token });
    expect([revoked.status, revoked.body.roles]).toEqual([200, []]);
    expect(countAuditEntries(w.db)).toBe(before + 2);
  });

  it('answers 422 for an unknown role and for the last board member, 404 for an unknown member.', async () => {
    const { w, board } = await clubWorld();
    const unknown = await w.call('PUT', `/api/club/staff/${board.user.id}/roles/king`, { token: board.token });
    expect([unknown.status, unknown.body.errors]).toEqual([422, { role: ['There is no such role.'] }]);
    const last = await w.call('DELETE', `/api/club/staff/${board.user.id}/roles/board`, {
      token: board.token,
      headers: { 'Accept-Language': 'de' },
    });
    expect([last.status, last.body.errors]).toEqual([
      422,
      { role: ['Der Verein braucht mindestens ein Vorstandsmitglied.'] },
    ]);
    expect(rolesOf(w.db, board.user.id)).toEqual(['board']);
    expect((await w.call('PUT', '/api/club/staff/99999/roles/editor', { token: board.token })).status).toBe(404);
  });

  it('finds members by name or email, and asks for a search text.', async () => {
    const { w, board } = await clubWorld();
    const { body } = await w.call('GET', '/api/club/members?search=MIA', { token: board.token });
    expect(body.map((m: UserRow) => m.email)).toEqual(['mia@club.test']);
    const missing = await w.call('GET', '/api/club/members', { token: board.token });
    expect([missing.status, Object.keys(missing.body.errors)]).toEqual([422, ['search']]);
  });
});

describe('the audit trail in the staff area', () => {
  it('lists entries newest first with their summaries, filtered by action and actor.', async () => {
    const { w, board, member } = await clubWorld();
    await w.call('PUT', `/api/club/staff/${member.user.id}/roles/counter`, { token: board.token });
    const all = await w.call('GET', '/api/club/audit', { token: board.token });
    expect(all.body.data[0]).toMatchObject({
      action: 'role.granted',
      actor: 'board@club.test',
      subject_type: 'user',
      subject_id: String(member.user.id),
      before: { roles: [] },
      after: { roles: ['counter'] },
    });
    expect(all.body.total).toBe(4);
    const byActor = await w.call('GET', '/api/club/audit?actor=board%40&action=role', { token: board.token });
    expect(byActor.body.data.map((e: { action: string }) => e.action)).toEqual(['role.granted']);
  });

  it('answers 422 for a date that is not one.', async () => {
    const { w, board } = await clubWorld();
    const res = await w.call('GET', '/api/club/audit?from=yesterday', { token: board.token });
    expect([res.status, Object.keys(res.body.errors)]).toEqual([422, ['from']]);
  });

  it('verifies the chain and names a changed entry.', async () => {
    const { w, board } = await clubWorld();
    expect((await w.call('GET', '/api/club/audit/verify', { token: board.token })).body).toMatchObject({
      ok: true,
      entries: 3,
    });
    w.db.exec('DROP TRIGGER audit_log_no_update');
    sql(w.db, "UPDATE audit_log SET actor = 'someone' WHERE id = 2").run();
    expect((await w.call('GET', '/api/club/audit/verify', { token: board.token })).body).toMatchObject({
      ok: false,
      id: 2,
      problem: 'changed',
    });
  });
});
