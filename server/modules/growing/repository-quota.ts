// What the Growing quota (KCanG §19 (3), docs/spec.md §2 Growing) is checked against, in SQL: the
// member's date of birth (claimed and checked) and the grams counted (handovers, and open
// reservations on their day).
import { sql, type Database } from '../../db/open.ts';
import { expiryCutoff, RESERVATION_STATUS } from './expiry.ts';
import type { Counted } from './quota.ts';
import { findAgeCheck } from './age-checks.ts';

/** The member's own date of birth (a claim) and the one the club checked (the fact the limits use). */
export interface AgeFacts {
  claimed: string | null;
  checked: string | null;
}

export function ageFacts(db: Database, userId: number): AgeFacts {
  return { claimed: dateOfBirth(db, userId), checked: findAgeCheck(db, userId)?.date_of_birth ?? null };
}

export function dateOfBirth(db: Database, userId: number): string | null {
  return (
    (
      sql(db, 'SELECT date_of_birth FROM member_birth_dates WHERE user_id = ?').get(userId) as
        { date_of_birth: string } | undefined
    )?.date_of_birth ?? null
  );
}

export function setDateOfBirth(db: Database, userId: number, date: string, now: string): void {
  sql(
    db,
    'INSERT INTO member_birth_dates (user_id, date_of_birth, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET date_of_birth = excluded.date_of_birth, updated_at = excluded.updated_at',
  ).run(userId, date, now);
}

/** What counts against the member's quota at `now`: handovers, and open (not expired) reservations on their slot's day. */
export function countedFor(
  db: Database,
  userId: number,
  now: string,
  exceptReservationId: number | null = null,
): Counted[] {
  const handed = sql(db, 'SELECT handed_at AS at, grams_mg AS mg FROM growing_handovers WHERE user_id = ?').all(
    userId,
  ) as { at: string; mg: number }[];
  const reserved = sql(
    db,
    `SELECT slot_at AS at, grams_mg AS mg FROM growing_reservations
      WHERE user_id = :user AND ${RESERVATION_STATUS} = 'reserved' AND id IS NOT :except`,
  ).all({ user: userId, except: exceptReservationId, cutoff: expiryCutoff(now) }) as {
    at: string;
    mg: number;
  }[];
  return [...handed, ...reserved].map((entry) => ({ at: new Date(entry.at), mg: entry.mg }));
}
