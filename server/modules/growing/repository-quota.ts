// What the Growing quota (KCanG §19 (3), docs/spec.md §2 Growing) is checked against, in SQL: the
// grams counted (handovers, and open reservations on their day); the age the limits use is the
// club's check (server/auth/age-checks.ts).
import { sql, type Database } from '../../db/open.ts';
import { expiryCutoff, RESERVATION_STATUS } from './expiry.ts';
import type { Counted } from './quota.ts';

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
