// Appointments' part of the staff dashboard (docs/spec.md §10): the next five scheduled events and
// appointments with the seats taken (live tickets).
import type { StaffDashboard } from '../../../src/shared/contract/club.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, type Database } from '../../db/open.ts';

export function upcomingEvents(db: Database, now: Date): NonNullable<StaffDashboard['events']> {
  return sql(
    db,
    `SELECT a.label, a.title, a.kind, a.starts_at, a.capacity,
            (SELECT COUNT(*) FROM appointment_tickets t WHERE t.appointment_id = a.id AND t.status <> 'cancelled') AS taken
       FROM appointments a WHERE a.status = 'scheduled' AND a.ends_at > ? ORDER BY a.starts_at, a.id LIMIT 5`,
  ).all(toTimestamp(now)) as NonNullable<StaffDashboard['events']>;
}
