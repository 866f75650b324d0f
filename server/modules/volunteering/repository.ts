// Volunteer hours: plain SQL.
import type { VolunteerStatus } from '../../../src/shared/contract/volunteering.ts';
import { sql, type Database } from '../../db/open.ts';

export interface VolunteerRow {
  id: number;
  user_id: number;
  worked_on: string;
  task: string;
  minutes: number;
  note: string | null;
  status: VolunteerStatus;
  reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export type StaffVolunteerRow = VolunteerRow & { member_name: string };

export function insertEntry(
  db: Database,
  entry: Pick<VolunteerRow, 'user_id' | 'worked_on' | 'task' | 'minutes' | 'note'>,
  now: string,
): VolunteerRow {
  return sql(
    db,
    `INSERT INTO volunteer_hours (user_id, worked_on, task, minutes, note, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(entry.user_id, entry.worked_on, entry.task, entry.minutes, entry.note, now, now) as unknown as VolunteerRow;
}

/** The member's entries of a calendar year, newest day first. */
export function entriesOfYear(db: Database, userId: number, year: number): VolunteerRow[] {
  return sql(
    db,
    "SELECT * FROM volunteer_hours WHERE user_id = ? AND worked_on LIKE ? || '-%' ORDER BY worked_on DESC, id DESC",
  ).all(userId, String(year)) as unknown as VolunteerRow[];
}

/** One of the member's own entries; another member's answers as a missing one. */
export function findOwnEntry(db: Database, userId: number, id: number): VolunteerRow | undefined {
  return sql(db, 'SELECT * FROM volunteer_hours WHERE id = ? AND user_id = ?').get(id, userId) as
    VolunteerRow | undefined;
}

const STAFF_SELECT = 'SELECT h.*, u.name AS member_name FROM volunteer_hours h JOIN users u ON u.id = h.user_id';

export function findStaffEntry(db: Database, id: number): StaffVolunteerRow | undefined {
  return sql(db, `${STAFF_SELECT} WHERE h.id = ?`).get(id) as StaffVolunteerRow | undefined;
}

export function listStaffEntries(db: Database, status: VolunteerStatus | null): StaffVolunteerRow[] {
  return (status
    ? sql(db, `${STAFF_SELECT} WHERE h.status = ? ORDER BY h.id LIMIT 500`).all(status)
    : sql(db, `${STAFF_SELECT} ORDER BY h.id DESC LIMIT 500`).all()) as unknown as StaffVolunteerRow[];
}

/** Decides a pending entry; false when it was decided already (by someone else meanwhile). */
export function decideEntry(
  db: Database,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; by: number },
  now: string,
): boolean {
  const result = sql(
    db,
    `UPDATE volunteer_hours SET status = ?, reason = ?, decided_by = ?, decided_at = ?, updated_at = ?
     WHERE id = ? AND status = 'pending'`,
  ).run(decision.status, decision.reason, decision.by, now, now, id);
  return Number(result.changes) === 1;
}
