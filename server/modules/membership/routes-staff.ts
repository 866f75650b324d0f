// The staff's membership routes (docs/spec.md §12 "Joining the club"; src/shared/contract/club-members.ts):
// applicants and members by state, the in-person check of an official photo ID (the club's age
// check), the decision, a rejection with its reason, and the erasure of a member's personal data.
// Thin over ./joining.ts; the applicant is told once the decision has committed.
import { Hono } from 'hono';
import { clubMembers } from '../../../src/shared/contract/club-members.ts';
import { staffActor } from '../../audit/actors.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import { sql } from '../../db/open.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { eraseMember } from '../../members/erasure.ts';
import { findMembership, placesTaken, type MembershipRow } from '../../members/repository.ts';
import { approve, checkInPerson, reject } from './joining.ts';
import { tellDecision } from './notices.ts';
import { toApplicant } from './resources.ts';
import { membershipRefusal } from './rules.ts';

const noSuchMember = () => notFound('No query results for model [App\\Models\\Membership].');

function membershipParam(c: AppContext): MembershipRow {
  const id = Number(c.req.param('user'));
  const row = Number.isSafeInteger(id) ? findMembership(c.var.deps.db, id) : undefined;
  if (!row) throw noSuchMember();
  return row;
}

export function membershipStaffRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/club/applications', staffGuard(clubMembers.list), (c) => {
    const { status } = input(c, clubMembers.list).query;
    const { db, config } = c.var.deps;
    const rows = sql(
      db,
      `SELECT * FROM memberships WHERE erased_at IS NULL AND (:status IS NULL OR status = :status)
        ORDER BY CASE status WHEN 'waitlisted' THEN waitlisted_at ELSE applied_at END, user_id`,
    ).all({ status: status ?? null }) as unknown as MembershipRow[];
    return c.json({
      taken: placesTaken(db),
      limit: config.club.memberLimit,
      data: rows.map((row) => toApplicant(db, row)),
    });
  });

  app.post('/club/applications/:user/check', staffGuard(clubMembers.check), (c) => {
    const row = membershipParam(c);
    const { body } = input(c, clubMembers.check);
    try {
      const after = checkInPerson(c.var.deps, staffActor(c.get('user')), row.user_id, {
        document: body.document,
        dateOfBirth: body.date_of_birth,
      });
      return c.json(toApplicant(c.var.deps.db, after));
    } catch (error) {
      membershipRefusal(error);
    }
  });

  app.post('/club/applications/:user/approve', staffGuard(clubMembers.approve), async (c) => {
    const row = membershipParam(c);
    let after: MembershipRow;
    try {
      after = approve(c.var.deps, staffActor(c.get('user')), row.user_id);
    } catch (error) {
      membershipRefusal(error);
    }
    await tellDecision(c.var.deps, after);
    return c.json(toApplicant(c.var.deps.db, after));
  });

  app.post('/club/applications/:user/reject', staffGuard(clubMembers.reject), async (c) => {
    const row = membershipParam(c);
    const { body } = input(c, clubMembers.reject);
    let after: MembershipRow;
    try {
      after = reject(c.var.deps, staffActor(c.get('user')), row.user_id, body.reason.trim());
    } catch (error) {
      membershipRefusal(error);
    }
    await tellDecision(c.var.deps, after);
    return c.json(toApplicant(c.var.deps.db, after));
  });

  app.post('/club/members/:user/erase', staffGuard(clubMembers.erase), (c) => {
    const row = membershipParam(c);
    input(c, clubMembers.erase);
    const after = eraseMember(c.var.deps, staffActor(c.get('user')), row.user_id);
    if (!after) throw noSuchMember();
    return c.json(toApplicant(c.var.deps.db, after));
  });

  return app;
}
