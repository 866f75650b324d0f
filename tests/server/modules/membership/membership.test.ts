// docs/spec.md §12 "Joining the club", "Membership card" (KCanG §16, §19 (2)): an application,
// staff's in-person ID check and decision, the waitlist at the member limit whose first gets the
// place a leaving member frees, and the signed card the counter checks with the public key.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { cliActor } from '../../../../server/audit/actors.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { findUserByEmail } from '../../../../server/auth/repository-users.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { membershipModule } from '../../../../server/modules/membership/index.ts';
import { activateMembership, findMembership } from '../../../../server/members/repository.ts';
import { createWorld, PASSWORD } from '../../helpers.ts';

const application = (email: string, fields: Record<string, unknown> = {}) => ({
  firstname: 'Dana',
  lastname: 'Vier',
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  date_of_birth: '1995-04-03',
  street: 'Lindenstraße 3',
  zip: '10969',
  city: 'Berlin',
  resident_since: '2020-01-01',
  no_other_club: true,
  statutes: true,
  fee_plan: true,
  ...fields,
});

async function clubWorld(env: Record<string, string> = {}) {
  const w = createWorld({ env });
  w.clock.set('2026-01-14T12:00:00Z');
  const board = await w.createUser({ email: 'board@club.test' });
  grantRole(w.app.deps, cliActor(), board.id, 'board');
  /** Applies, confirms the email, and has staff check an ID card; answers the applicant's id. */
  const applicant = async (email: string) => {
    expect((await w.call('POST', '/api/membership/applications', { body: application(email) })).status).toBe(202);
    const user = findUserByEmail(w.db, email)!;
    w.db.prepare('UPDATE users SET email_verified_at = ? WHERE id = ?').run(toTimestamp(w.clock.now()), user.id);
    const check = await w.call('POST', `/api/club/applications/${user.id}/check`, {
      token: w.tokenFor(board),
      body: { document: 'ID card', date_of_birth: '1995-04-03' },
    });
    expect([check.status, check.body.status]).toEqual([200, 'checked']);
    return user;
  };
  return { w, board, staffToken: w.tokenFor(board), applicant };
}

describe('joining the club', () => {
  it('admits a checked applicant with a number; the check and the decision are one audit entry each', async () => {
    const { w, staffToken, applicant } = await clubWorld();
    const before = countAuditEntries(w.db);
    const dana = await applicant('dana@club.test');
    expect(countAuditEntries(w.db)).toBe(before + 1);
    const res = await w.call('POST', `/api/club/applications/${dana.id}/approve`, { token: staffToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', started_on: '2026-01-14' });
    expect(res.body.member_number).toMatch(/^M-\d{5}$/);
    expect(countAuditEntries(w.db)).toBe(before + 2);
    expect(w.mails('dana@club.test').some((m) => m.subject === 'Welcome to the club')).toBe(true);
  });

  it('refuses an applicant under 18 with 422 on the date of birth, creating nothing', async () => {
    const { w } = await clubWorld();
    const res = await w.call('POST', '/api/membership/applications', {
      body: application('teen@club.test', { date_of_birth: '2010-01-01' }),
    });
    expect([res.status, Object.keys(res.body.errors)]).toEqual([422, ['date_of_birth']]);
    expect(findUserByEmail(w.db, 'teen@club.test')).toBeUndefined();
  });

  it('answers 403 to staff without the members permission', async () => {
    const { w, applicant } = await clubWorld();
    const dana = await applicant('dana@club.test');
    const grower = await w.createUser({ email: 'grower@club.test' });
    grantRole(w.app.deps, cliActor(), grower.id, 'grow-manager');
    const res = await w.call('POST', `/api/club/applications/${dana.id}/approve`, { token: w.tokenFor(grower) });
    expect(res.status).toBe(403);
    expect(findMembership(w.db, dana.id)!.status).toBe('checked');
  });

  it('waitlists a fourth applicant at a limit of 3, who gets the place when a member’s leaving takes effect', async () => {
    const { w, staffToken, applicant } = await clubWorld({ CLUB_MEMBER_LIMIT: '3' });
    const now = toTimestamp(w.clock.now());
    const members = [];
    for (const email of ['a@club.test', 'b@club.test', 'c@club.test']) {
      const user = await w.createUser({ email });
      activateMembership(w.db, { userId: user.id, startedOn: '2025-12-01', now });
      members.push(user);
    }
    const dana = await applicant('dana@club.test');
    const waiting = await w.call('POST', `/api/club/applications/${dana.id}/approve`, { token: staffToken });
    expect([waiting.status, waiting.body.status, waiting.body.waitlist_position]).toEqual([200, 'waitlisted', 0]);

    const leaving = await w.call('POST', '/api/membership/notice', { token: w.tokenFor(members[0]!), body: {} });
    expect(leaving.status).toBe(200);
    // no earlier than the minimum membership of 3 months (KCanG §16 (5))
    const leavesOn = leaving.body.leaves_on as string;
    expect(leavesOn).toBe('2026-03-01');
    await membershipModule.jobs![0]!.run(w.app.deps);
    expect(findMembership(w.db, dana.id)!.status).toBe('waitlisted');

    w.clock.set(`${leavesOn}T10:00:00Z`);
    await membershipModule.jobs![0]!.run(w.app.deps);
    expect(findMembership(w.db, members[0]!.id)!.status).toBe('left');
    expect(findMembership(w.db, dana.id)!.status).toBe('offered');
    const accepted = await w.call('POST', '/api/membership/offer/accept', { token: w.tokenFor(dana) });
    expect([accepted.status, accepted.body.status]).toEqual([200, 'active']);
  });
});

describe('the membership card', () => {
  it('is signed for an active, age-checked member and the counter checks it; one changed byte is refused', async () => {
    const { w, staffToken, applicant } = await clubWorld();
    const dana = await applicant('dana@club.test');
    await w.call('POST', `/api/club/applications/${dana.id}/approve`, { token: staffToken });
    const card = await w.call('GET', '/api/membership/card', { token: w.tokenFor(dana) });
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ age_band: '21+', name: 'Dana Vier' });
    expect(card.body.payload).toMatch(/^MC1\./);
    const scanned = await w.call('POST', '/api/club/counter/scan', {
      token: staffToken,
      body: { payload: card.body.payload },
    });
    expect([scanned.status, scanned.body.name, scanned.body.member_number]).toEqual([
      200,
      'Dana Vier',
      card.body.member_number,
    ]);
    const payload = card.body.payload as string;
    const forged = `${payload.slice(0, 6)}${payload[6] === 'A' ? 'B' : 'A'}${payload.slice(7)}`;
    const refused = await w.call('POST', '/api/club/counter/scan', { token: staffToken, body: { payload: forged } });
    expect([refused.status, refused.body.errors.payload]).toEqual([
      422,
      ['This is not a valid membership card of this club.'],
    ]);
  });
});
