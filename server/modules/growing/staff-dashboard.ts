// Growing's part of the staff dashboard (docs/spec.md §10): today's pickups (Berlin's day), reserved
// or already collected, by slot. Names and slots only: grams and strains stay on the counter's screen.
import type { StaffDashboard } from '../../../src/shared/contract/club.ts';
import { berlinDay, toTimestamp } from '../../clock.ts';
import { sql, type Database } from '../../db/open.ts';
import { berlinInstant } from './slots.ts';

export function todaysPickups(db: Database, now: Date): NonNullable<StaffDashboard['pickups']> {
  const day = berlinDay(now);
  const next = berlinDay(new Date(berlinInstant(day, 12).getTime() + 86_400_000));
  const rows = sql(
    db,
    `SELECT r.label, r.slot_at, r.status, u.id AS member_id, u.name AS member_name
       FROM growing_reservations r JOIN users u ON u.id = r.user_id
      WHERE r.status IN ('reserved', 'collected') AND r.slot_at >= ? AND r.slot_at < ?
      ORDER BY r.slot_at, r.id`,
  ).all(toTimestamp(berlinInstant(day, 0)), toTimestamp(berlinInstant(next, 0))) as {
    label: string;
    slot_at: string;
    status: 'reserved' | 'collected';
    member_id: number;
    member_name: string;
  }[];
  return {
    count: rows.length,
    items: rows.map((row) => ({
      label: row.label,
      member: { id: row.member_id, name: row.member_name },
      slot_at: row.slot_at,
      status: row.status,
    })),
  };
}
