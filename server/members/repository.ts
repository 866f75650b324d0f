// Memberships in SQL (docs/spec.md §12 "Joining the club", KCanG §16): a member's state, number and
// dates. In the platform because the growing module (who may reserve or receive) and the
// membership module (joining, leaving) both read it.
import { sql, type Database } from '../db/open.ts';

export type MembershipStatus = 'applied' | 'checked' | 'waitlisted' | 'offered' | 'active' | 'rejected' | 'left';

export interface MembershipRow {
  user_id: number;
  status: MembershipStatus;
  number: number | null;
  resident_since: string;
  applied_at: string;
  checked_at: string | null;
  checked_by: string | null;
  waitlisted_at: string | null;
  offered_at: string | null;
  offer_expires_at: string | null;
  started_on: string | null;
  rejected_at: string | null;
  rejection_reason: string | null;
  notice_at: string | null;
  leaves_on: string | null;
  left_at: string | null;
  erased_at: string | null;
  updated_at: string;
}

/** 42 -> 'M-00042': how a membership number is printed on the card, the counter and the records. */
export const memberNumberLabel = (number: number): string => `M-${String(number).padStart(5, '0')}`;

/** 'M-00042', 'm42' or '42' -> 42; null for anything else. */
export function parseMemberNumber(text: string): number | null {
  const match = /^\s*(?:m-?)?0*(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : null;
}

export function findMembership(db: Database, userId: number): MembershipRow | undefined {
  return sql(db, 'SELECT * FROM memberships WHERE user_id = ?').get(userId) as MembershipRow | undefined;
}

export function findMembershipByNumber(db: Database, number: number): MembershipRow | undefined {
  return sql(db, 'SELECT * FROM memberships WHERE number = ?').get(number) as MembershipRow | undefined;
}

/** Places taken under the member limit: active members and places offered to the waitlist. */
export function placesTaken(db: Database): number {
  return (sql(db, "SELECT COUNT(*) AS n FROM memberships WHERE status IN ('active', 'offered')").get() as { n: number })
    .n;
}

/** The next membership number: numbers are never given twice, not even after a member left. */
export function nextMemberNumber(db: Database): number {
  return (sql(db, 'SELECT COALESCE(MAX(number), 0) + 1 AS n FROM memberships').get() as { n: number }).n;
}

/** Only an active member may reserve or receive (§16, §19 (2)). */
export const isActiveMember = (db: Database, userId: number): boolean =>
  findMembership(db, userId)?.status === 'active';

/**
 * Makes `userId` an active member with the next number from `startedOn` (the membership module's
 * approval and offers, the demo seed and tests). Call inside the write's transaction.
 */
export function activateMembership(
  db: Database,
  m: { userId: number; startedOn: string; now: string; residentSince?: string },
): MembershipRow {
  const number = findMembership(db, m.userId)?.number ?? nextMemberNumber(db);
  sql(
    db,
    `INSERT INTO memberships (user_id, status, number, resident_since, applied_at, started_on, updated_at)
     VALUES (:user, 'active', :number, :resident, :now, :started, :now)
     ON CONFLICT (user_id) DO UPDATE SET status = 'active', number = :number, started_on = :started,
       offered_at = NULL, offer_expires_at = NULL, updated_at = :now`,
  ).run({
    user: m.userId,
    number,
    resident: m.residentSince ?? m.startedOn,
    now: m.now,
    started: m.startedOn,
  });
  return findMembership(db, m.userId)!;
}
