// Leaving the club (docs/spec.md §12 "Joining the club", KCanG §16 (5)): the member gives notice;
// it takes effect on the day they choose, but no earlier than the minimum membership
// (CLUB_MIN_MEMBERSHIP_MONTHS after the start, 3 by default). On that day the job runner ends the
// membership, erases the member's personal data (the records the law keeps stay under the
// number: server/members/erasure.ts) and offers the freed place to the waitlist.
import type { AuditActor, AuditDeps } from '../../audit/audit-log.ts';
import { berlinDay, toTimestamp } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { sql, transaction } from '../../db/open.ts';
import { eraseMember } from '../../members/erasure.ts';
import { findMembership, type MembershipRow } from '../../members/repository.ts';
import { MembershipError } from './joining.ts';

/** `day` plus `months` calendar months (the 31st of a shorter month becomes its last day). */
export function plusMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The earliest day a notice given on `today` ends the membership that started on `startedOn`. */
export function earliestLeaveOn(startedOn: string, today: string, minMonths: number): string {
  const minimum = plusMonths(startedOn, minMonths);
  return minimum > today ? minimum : today;
}

export function giveNotice(
  deps: Pick<AuditDeps, 'db' | 'clock'> & { config: Pick<Config, 'club'> },
  userId: number,
  leaveOn: string | null,
): MembershipRow {
  const { db } = deps;
  return transaction(db, () => {
    const row = findMembership(db, userId);
    if (row?.status !== 'active' || !row.started_on) throw new MembershipError('status');
    const now = deps.clock.now();
    const earliest = earliestLeaveOn(row.started_on, berlinDay(now), deps.config.club.minMembershipMonths);
    const day = leaveOn && leaveOn > earliest ? leaveOn : earliest;
    const stamp = toTimestamp(now);
    sql(db, 'UPDATE memberships SET notice_at = ?, leaves_on = ?, updated_at = ? WHERE user_id = ?').run(
      stamp,
      day,
      stamp,
      userId,
    );
    return findMembership(db, userId)!;
  });
}

export function withdrawNotice(deps: Pick<AuditDeps, 'db' | 'clock'>, userId: number): MembershipRow {
  const { db } = deps;
  return transaction(db, () => {
    const row = findMembership(db, userId);
    if (row?.status !== 'active' || !row.leaves_on) throw new MembershipError('status');
    sql(db, 'UPDATE memberships SET notice_at = NULL, leaves_on = NULL, updated_at = ? WHERE user_id = ?').run(
      toTimestamp(deps.clock.now()),
      userId,
    );
    return findMembership(db, userId)!;
  });
}

/** Ends every membership whose leaving day has come; answers the members who left. */
export function endDueMemberships(deps: AuditDeps, actor: AuditActor): number[] {
  const { db } = deps;
  const today = berlinDay(deps.clock.now());
  const due = sql(db, "SELECT user_id FROM memberships WHERE status = 'active' AND leaves_on <= ?").all(today) as {
    user_id: number;
  }[];
  // one transaction each: a member's leaving and erasure commit together, and one failing stops no other
  for (const { user_id } of due) eraseMember(deps, actor, user_id);
  return due.map((row) => row.user_id);
}
