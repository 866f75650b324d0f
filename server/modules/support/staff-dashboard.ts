// Support's part of the staff dashboard (docs/spec.md §10): new tickets (open, not yet answered),
// every open one, and the five most recently active; never the confidential category's (KCanG §23),
// which only the prevention officer reads.
import type { StaffDashboard } from '../../../src/shared/contract/club.ts';
import { sql, type Database } from '../../db/open.ts';

export const NEW_TICKET_SQL = `t.status = 'open' AND NOT EXISTS (SELECT 1 FROM support_ticket_messages m WHERE m.support_ticket_id = t.id AND m.author = 'staff')`;

/** A ticket in a confidential contact category (migration 074): the prevention officer's only. */
export const CONFIDENTIAL_TICKET_SQL = `EXISTS (SELECT 1 FROM contact_categories cc
  WHERE cc.id = t.contact_category_id AND cc.confidential = 1)`;

export function ticketsPart(db: Database): NonNullable<StaffDashboard['tickets']> {
  const counts = sql(
    db,
    `SELECT COALESCE(SUM(CASE WHEN ${NEW_TICKET_SQL} THEN 1 ELSE 0 END), 0) AS fresh,
            COALESCE(SUM(CASE WHEN t.status = 'open' THEN 1 ELSE 0 END), 0) AS open
       FROM support_tickets t WHERE NOT ${CONFIDENTIAL_TICKET_SQL}`,
  ).get() as { fresh: number; open: number };
  const rows = sql(
    db,
    `SELECT t.id, t.subject, t.status, t.updated_at, u.id AS member_id, u.name AS member_name
       FROM support_tickets t JOIN users u ON u.id = t.user_id WHERE t.status = 'open'
        AND NOT ${CONFIDENTIAL_TICKET_SQL} ORDER BY t.updated_at DESC, t.id DESC LIMIT 5`,
  ).all() as {
    id: number;
    subject: string;
    status: string;
    updated_at: string;
    member_id: number;
    member_name: string;
  }[];
  return {
    new: counts.fresh,
    open: counts.open,
    latest: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      member: { id: row.member_id, name: row.member_name },
      status: row.status,
      updated_at: row.updated_at,
    })),
  };
}
