// The membership module's wire shapes from its rows: the member's own view and the staff's.
import type { Applicant } from '../../../src/shared/contract/club-members.ts';
import type { Membership } from '../../../src/shared/contract/membership.ts';
import { findAgeCheck } from '../../auth/age-checks.ts';
import { dateOfBirth } from '../../auth/date-of-birth.ts';
import { berlinDay } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { sql, type Database } from '../../db/open.ts';
import { memberNumberLabel, type MembershipRow } from '../../members/repository.ts';
import { waitlist } from './joining.ts';
import { earliestLeaveOn } from './leaving.ts';

const emailConfirmed = (db: Database, userId: number) =>
  (sql(db, 'SELECT email_verified_at FROM users WHERE id = ?').get(userId) as { email_verified_at: string | null })
    .email_verified_at !== null;

function waitlistPosition(db: Database, row: MembershipRow): number | null {
  if (row.status !== 'waitlisted') return null;
  const index = waitlist(db).findIndex((w) => w.user_id === row.user_id);
  return index < 0 ? null : index;
}

export function toMembership(db: Database, config: Pick<Config, 'club'>, row: MembershipRow, now: Date): Membership {
  return {
    status: row.status,
    member_number: row.number === null ? null : memberNumberLabel(row.number),
    applied_at: row.applied_at,
    email_confirmed: emailConfirmed(db, row.user_id),
    checked_at: row.checked_at,
    started_on: row.started_on,
    waitlist_position: waitlistPosition(db, row),
    offer_expires_at: row.status === 'offered' ? row.offer_expires_at : null,
    rejection_reason: row.status === 'rejected' ? row.rejection_reason : null,
    notice_at: row.notice_at,
    leaves_on: row.leaves_on,
    earliest_leave_on:
      row.status === 'active' && row.started_on
        ? earliestLeaveOn(row.started_on, berlinDay(now), config.club.minMembershipMonths)
        : null,
  };
}

export function toApplicant(db: Database, row: MembershipRow): Applicant {
  const user = sql(db, 'SELECT id, name, email, email_verified_at FROM users WHERE id = ?').get(row.user_id) as {
    id: number;
    name: string;
    email: string;
    email_verified_at: string | null;
  };
  const address = sql(db, 'SELECT street, zip, city FROM addresses WHERE user_id = ?').get(row.user_id) as
    { street: string | null; zip: string | null; city: string | null } | undefined;
  const check = findAgeCheck(db, row.user_id);
  return {
    user_id: user.id,
    name: user.name,
    email: user.email,
    status: row.status,
    member_number: row.number === null ? null : memberNumberLabel(row.number),
    email_confirmed: user.email_verified_at !== null,
    date_of_birth: dateOfBirth(db, row.user_id),
    resident_since: row.resident_since,
    address: address ?? null,
    applied_at: row.applied_at,
    check: check
      ? {
          document: check.document,
          checked_by: check.checked_by,
          checked_at: check.checked_at,
          date_of_birth: check.date_of_birth,
        }
      : null,
    waitlisted_at: row.waitlisted_at,
    waitlist_position: waitlistPosition(db, row),
    offer_expires_at: row.offer_expires_at,
    started_on: row.started_on,
    leaves_on: row.leaves_on,
    rejection_reason: row.rejection_reason,
  };
}
