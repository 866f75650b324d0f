// Joining the club (docs/spec.md §12 "Joining the club", KCanG §16): an application makes an
// account (its email to confirm), the declaration of no other membership (kept three years) and a
// membership 'applied'; staff record the in-person check of an official photo ID (the club's age
// check, server/auth/age-checks.ts: this IS that check); the decision gives a place with a number,
// puts the applicant on the waitlist while the club is at its member limit, or rejects with a
// reason. A freed place is offered to the longest waiting, who takes or declines it. Every staff
// write is one transaction with its one audit entry; the limit is counted inside it, so two
// approvals at once never pass it.
import { recordAgeCheck, type AgeCheckDocument } from '../../auth/age-checks.ts';
import { recordAudit, type AuditActor, type AuditDeps } from '../../audit/audit-log.ts';
import { acceptCurrentTerms } from '../../auth/repository-terms.ts';
import { findUserByRefHash, insertUser, upsertAddress } from '../../auth/repository-users.ts';
import { setDateOfBirth } from '../../auth/date-of-birth.ts';
import { randomHex } from '../../auth/random.ts';
import { berlinDay, toTimestamp } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { AppDeps } from '../../http/env.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import { activateMembership, findMembership, placesTaken, type MembershipRow } from '../../members/repository.ts';
import { ageOn, MIN_AGE } from '../../../src/shared/contract/form-rules.ts';

/** Why a membership decision was refused. */
export class MembershipError extends Error {
  readonly code: 'unknown' | 'status' | 'email_unconfirmed' | 'not_checked' | 'under_18' | 'offer_expired';
  constructor(code: MembershipError['code']) {
    super(code);
    this.name = 'MembershipError';
    this.code = code;
  }
}

export interface NewApplication {
  firstname: string;
  lastname: string;
  email: string;
  passwordHash: string;
  dateOfBirth: string;
  street: string;
  zip: string;
  city: string;
  residentSince: string;
  language: string;
  ip: string | null;
  /** The declaration as the applicant read it (§16 (3)). */
  declaration: string;
}

const plusYears = (day: string, years: number) => {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCFullYear(at.getUTCFullYear() + years);
  return at.toISOString().slice(0, 10);
};

/** Months between two days, counting only whole months (2024-01-31 to 2024-02-29: 0). */
export function wholeMonths(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** The application: the account, the address, the date of birth as given, the declaration, the membership. */
export function insertApplication(
  deps: { db: Database; config: Pick<Config, 'club'> },
  a: NewApplication,
  now: Date,
): number {
  const { db } = deps;
  const stamp = toTimestamp(now);
  return transaction(db, () => {
    let refHash = randomHex(5);
    while (findUserByRefHash(db, refHash)) refHash = randomHex(5);
    const user = insertUser(db, {
      name: `${a.firstname} ${a.lastname}`,
      email: a.email,
      password: a.passwordHash,
      language: a.language,
      ref_hash: refHash,
      sponsor_id: null,
      ip_address: a.ip,
      email_verified_at: null,
      created_at: stamp,
    });
    acceptCurrentTerms(db, user.id, stamp);
    upsertAddress(db, {
      user_id: user.id,
      firstname: a.firstname,
      lastname: a.lastname,
      street: a.street,
      zip: a.zip,
      city: a.city,
      country: 'DE',
      region: null,
      updated_at: stamp,
    });
    setDateOfBirth(db, user.id, a.dateOfBirth, stamp);
    sql(
      db,
      `INSERT INTO membership_declarations (user_id, declarant, text, statutes_accepted, fee_plan_accepted, declared_at, keep_until)
       VALUES (?, ?, ?, 1, 1, ?, ?)`,
    ).run(
      user.id,
      `${a.lastname}, ${a.firstname}`,
      a.declaration,
      stamp,
      plusYears(berlinDay(now), deps.config.club.declarationYears),
    );
    sql(
      db,
      `INSERT INTO memberships (user_id, status, resident_since, applied_at, updated_at) VALUES (?, 'applied', ?, ?, ?)`,
    ).run(user.id, a.residentSince, stamp, stamp);
    return user.id;
  });
}

const audited = (
  deps: AuditDeps,
  actor: AuditActor,
  action: string,
  before: MembershipRow,
  after: MembershipRow,
  extra: Record<string, unknown> = {},
) =>
  recordAudit(deps, actor, {
    action,
    subject: { type: 'membership', id: after.user_id },
    before: { status: before.status },
    after: { status: after.status, ...extra },
  });

function membershipOf(db: Database, userId: number): MembershipRow {
  const row = findMembership(db, userId);
  if (!row) throw new MembershipError('unknown');
  return row;
}

/**
 * Staff saw an official photo ID in person: the date of birth on it and its kind (no copy, no
 * number), through the club's one age check; the applicant is 'checked'. A check repeated later
 * (a document renewed) corrects it without changing the state.
 */
export function checkInPerson(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  actor: AuditActor,
  userId: number,
  check: { document: AgeCheckDocument; dateOfBirth: string },
): MembershipRow {
  const { db } = deps;
  return transaction(db, () => {
    const before = membershipOf(db, userId);
    if (before.status === 'rejected' || before.status === 'left') throw new MembershipError('status');
    const now = deps.clock.now();
    if (ageOn(check.dateOfBirth, berlinDay(now)) < MIN_AGE) throw new MembershipError('under_18');
    // the check's own entry in the audit trail ('age-check.recorded') is this write's one entry
    recordAgeCheck(deps, actor, { userId, dateOfBirth: check.dateOfBirth, document: check.document });
    const stamp = toTimestamp(now);
    sql(
      db,
      `UPDATE memberships SET status = CASE WHEN status = 'applied' THEN 'checked' ELSE status END,
         checked_at = ?, checked_by = ?, updated_at = ? WHERE user_id = ?`,
    ).run(stamp, actor.label, stamp, userId);
    return membershipOf(db, userId);
  });
}

/** A checked applicant with a confirmed email gets a place, or the waitlist while the club is full. */
export function approve(
  deps: AuditDeps & { config: Pick<Config, 'club'> },
  actor: AuditActor,
  userId: number,
): MembershipRow {
  const { db } = deps;
  return transaction(db, () => {
    const before = membershipOf(db, userId);
    if (before.status === 'applied') throw new MembershipError('not_checked');
    if (before.status !== 'checked') throw new MembershipError('status');
    const confirmed = sql(db, 'SELECT email_verified_at FROM users WHERE id = ?').get(userId) as {
      email_verified_at: string | null;
    };
    if (!confirmed.email_verified_at) throw new MembershipError('email_unconfirmed');
    const now = deps.clock.now();
    const stamp = toTimestamp(now);
    if (placesTaken(db) >= deps.config.club.memberLimit) {
      sql(db, "UPDATE memberships SET status = 'waitlisted', waitlisted_at = ?, updated_at = ? WHERE user_id = ?").run(
        stamp,
        stamp,
        userId,
      );
      const after = membershipOf(db, userId);
      audited(deps, actor, 'membership.waitlisted', before, after);
      return after;
    }
    const after = activateMembership(db, { userId, startedOn: berlinDay(now), now: stamp });
    audited(deps, actor, 'membership.admitted', before, after, { number: after.number });
    return after;
  });
}

export function reject(deps: AuditDeps, actor: AuditActor, userId: number, reason: string): MembershipRow {
  const { db } = deps;
  return transaction(db, () => {
    const before = membershipOf(db, userId);
    if (!['applied', 'checked', 'waitlisted', 'offered'].includes(before.status)) throw new MembershipError('status');
    const stamp = toTimestamp(deps.clock.now());
    sql(
      db,
      `UPDATE memberships SET status = 'rejected', rejected_at = ?, rejection_reason = ?, offered_at = NULL,
         offer_expires_at = NULL, updated_at = ? WHERE user_id = ?`,
    ).run(stamp, reason, stamp, userId);
    const after = membershipOf(db, userId);
    audited(deps, actor, 'membership.rejected', before, after);
    return after;
  });
}

/** The waitlist in its order: who applied to wait first, first. */
export function waitlist(db: Database): MembershipRow[] {
  return sql(
    db,
    "SELECT * FROM memberships WHERE status = 'waitlisted' ORDER BY waitlisted_at, user_id",
  ).all() as unknown as MembershipRow[];
}

/**
 * Offers free places to the waitlist in its order, each for CLUB_OFFER_DAYS; answers the members
 * offered one. The job runner and every decision that frees a place call it.
 */
export function offerFreePlaces(
  deps: AuditDeps & { config: Pick<Config, 'club'> },
  actor: AuditActor,
): MembershipRow[] {
  const { db } = deps;
  return transaction(db, () => {
    const offered: MembershipRow[] = [];
    const now = deps.clock.now();
    const stamp = toTimestamp(now);
    const expires = toTimestamp(new Date(now.getTime() + deps.config.club.offerDays * 86_400_000));
    let free = deps.config.club.memberLimit - placesTaken(db);
    for (const next of waitlist(db)) {
      if (free <= 0) break;
      sql(
        db,
        "UPDATE memberships SET status = 'offered', offered_at = ?, offer_expires_at = ?, updated_at = ? WHERE user_id = ?",
      ).run(stamp, expires, stamp, next.user_id);
      const after = membershipOf(db, next.user_id);
      audited(deps, actor, 'membership.offered', next, after);
      offered.push(after);
      free--;
    }
    return offered;
  });
}

/** The member takes the place offered: active with the next number. */
export function acceptOffer(deps: AuditDeps, userId: number): MembershipRow {
  const { db } = deps;
  return transaction(db, () => {
    const before = membershipOf(db, userId);
    if (before.status !== 'offered') throw new MembershipError('status');
    const now = deps.clock.now();
    if (before.offer_expires_at && before.offer_expires_at <= toTimestamp(now))
      throw new MembershipError('offer_expired');
    return activateMembership(db, { userId, startedOn: berlinDay(now), now: toTimestamp(now) });
  });
}

/** The member declines the place (or lets the offer expire): they leave the waitlist. */
export function declineOffer(deps: AuditDeps, userId: number, reason: string): MembershipRow {
  const { db } = deps;
  return transaction(db, () => {
    const before = membershipOf(db, userId);
    if (before.status !== 'offered') throw new MembershipError('status');
    const stamp = toTimestamp(deps.clock.now());
    sql(
      db,
      `UPDATE memberships SET status = 'rejected', rejected_at = ?, rejection_reason = ?, offered_at = NULL,
         offer_expires_at = NULL, updated_at = ? WHERE user_id = ?`,
    ).run(stamp, reason, stamp, userId);
    return membershipOf(db, userId);
  });
}

/** Offers not answered in time: each lapses as if declined. Answers the members whose offer lapsed. */
export function lapseOffers(deps: AuditDeps, actor: AuditActor, reason: string): number[] {
  const { db } = deps;
  return transaction(db, () => {
    const stamp = toTimestamp(deps.clock.now());
    const lapsed = sql(db, "SELECT * FROM memberships WHERE status = 'offered' AND offer_expires_at <= ?").all(
      stamp,
    ) as unknown as MembershipRow[];
    for (const before of lapsed) {
      const after = declineOffer(deps, before.user_id, reason);
      audited(deps, actor, 'membership.offer-lapsed', before, after);
    }
    return lapsed.map((row) => row.user_id);
  });
}
