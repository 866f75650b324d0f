// The club's age check (KCanG §16, §19 (3)): a member's date of birth is a claim until staff have
// seen an official photo ID; the checked date is the fact the quota rules use, and until there is
// one the limits of members under 21 apply. recordAgeCheck() is the one way a check is written
// (the staff command member:verify-age calls it; the staff area will), together with its entry in
// the audit trail (server/audit/audit-log.ts) in one transaction. Beside the claim (./date-of-birth.ts).
import { sql, transaction, type Database } from '../db/open.ts';
import { toTimestamp } from '../clock.ts';
import type { AppDeps } from '../http/env.ts';
import { recordAudit, type AuditActor } from '../audit/audit-log.ts';
import { dateOfBirth } from './date-of-birth.ts';

/** The kinds of official photo ID the club accepts; the document itself is never stored. */
export const AGE_CHECK_DOCUMENTS = ['ID card', 'passport', 'residence permit', 'driving licence'] as const;
export type AgeCheckDocument = (typeof AGE_CHECK_DOCUMENTS)[number];

export interface AgeCheckRow {
  user_id: number;
  date_of_birth: string;
  document: AgeCheckDocument;
  checked_by: string;
  checked_by_user_id: number | null;
  checked_at: string;
}

export interface AgeCheck {
  userId: number;
  dateOfBirth: string;
  document: AgeCheckDocument;
}

export function findAgeCheck(db: Database, userId: number): AgeCheckRow | undefined {
  return sql(db, 'SELECT * FROM member_age_checks WHERE user_id = ?').get(userId) as AgeCheckRow | undefined;
}

/**
 * Records (or corrects) the club's check of a member's age, by `actor` (a staff member, or the
 * operator of the command line), and its audit entry; answers the stored row.
 */
export function recordAgeCheck(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  actor: AuditActor,
  check: AgeCheck,
): AgeCheckRow {
  const { db } = deps;
  const now = toTimestamp(deps.clock.now());
  return transaction(db, () => {
    const before = findAgeCheck(db, check.userId);
    sql(
      db,
      `INSERT INTO member_age_checks (user_id, date_of_birth, document, checked_by, checked_by_user_id, checked_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET date_of_birth = excluded.date_of_birth, document = excluded.document,
         checked_by = excluded.checked_by, checked_by_user_id = excluded.checked_by_user_id, checked_at = excluded.checked_at`,
    ).run(check.userId, check.dateOfBirth, check.document, actor.label, actor.id, now);
    // the kind of document and the date read from it, never a number or a copy of it
    const summary = (row: Pick<AgeCheckRow, 'date_of_birth' | 'document'>) => ({
      age_checked: true,
      document: row.document,
      date_of_birth: row.date_of_birth,
    });
    recordAudit(deps, actor, {
      action: 'age-check.recorded',
      subject: { type: 'user', id: check.userId },
      before: before ? summary(before) : { age_checked: false },
      after: summary({ date_of_birth: check.dateOfBirth, document: check.document }),
    });
    return findAgeCheck(db, check.userId)!;
  });
}

/** The member's own date of birth (a claim) and the one the club checked (the fact the limits use). */
export interface AgeFacts {
  claimed: string | null;
  checked: string | null;
}

export function ageFacts(db: Database, userId: number): AgeFacts {
  return { claimed: dateOfBirth(db, userId), checked: findAgeCheck(db, userId)?.date_of_birth ?? null };
}
