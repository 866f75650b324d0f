// The member's tickets: upcoming, past and cancelled, each with the signed
// payload its QR code shows; and the one write at the door, the admission. Plain SQL.
import type { MyTicket, MyTicketFilter } from '../../../src/shared/contract/appointment.ts';
import { sql, type Database } from '../../db/open.ts';
import { toTicket, type TicketRow } from './repository.ts';
import { signTicket, type TicketClaims } from './ticket-signing.ts';
import type { TicketKeys } from '../../signing/club-keys.ts';

/** Which of the member's tickets each view shows. A cancelled event cancels its tickets too. */
const WHERE: Record<MyTicketFilter, string> = {
  upcoming: "t.status <> 'cancelled' AND a.status = 'scheduled' AND a.ends_at > :now",
  past: "t.status <> 'cancelled' AND a.status = 'scheduled' AND a.ends_at <= :now",
  cancelled: "(t.status = 'cancelled' OR a.status = 'cancelled')",
};
/** Upcoming soonest first; the others latest first. */
const ORDER: Record<MyTicketFilter, string> = {
  upcoming: 'a.starts_at ASC, t.id',
  past: 'a.starts_at DESC, t.id DESC',
  cancelled: 't.updated_at DESC, t.id DESC',
};

/** node:sqlite refuses a named parameter the statement does not use. */
const withNow = (filter: MyTicketFilter, now: string): Record<string, string> =>
  WHERE[filter].includes(':now') ? { now } : {};

export function listMyTickets(
  db: Database,
  userId: number,
  filter: MyTicketFilter,
  now: string,
  limit: number,
  offset: number,
): TicketRow[] {
  return sql(
    db,
    `SELECT t.* FROM appointment_tickets t JOIN appointments a ON a.id = t.appointment_id
     WHERE t.user_id = :user AND ${WHERE[filter]} ORDER BY ${ORDER[filter]} LIMIT :limit OFFSET :offset`,
  ).all({ user: userId, ...withNow(filter, now), limit, offset }) as unknown as TicketRow[];
}

export function countMyTickets(db: Database, userId: number, filter: MyTicketFilter, now: string): number {
  const row = sql(
    db,
    `SELECT COUNT(*) AS n FROM appointment_tickets t JOIN appointments a ON a.id = t.appointment_id WHERE t.user_id = :user AND ${WHERE[filter]}`,
  ).get({ user: userId, ...withNow(filter, now) }) as { n: number };
  return row.n;
}

/** The ticket's place in its event's issue order: stable, as tickets are never deleted. */
export function admissionNumber(db: Database, ticket: Pick<TicketRow, 'id' | 'appointment_id'>): number {
  return (
    sql(db, 'SELECT COUNT(*) AS n FROM appointment_tickets WHERE appointment_id = ? AND id <= ?').get(
      ticket.appointment_id,
      ticket.id,
    ) as { n: number }
  ).n;
}

/** The name a ticket admits: the address name the member gave, else their account name. */
export function ticketHolderName(db: Database, userId: number): string {
  const row = sql(
    db,
    `SELECT u.name, TRIM(COALESCE(a.firstname, '') || ' ' || COALESCE(a.lastname, '')) AS address_name
    FROM users u LEFT JOIN addresses a ON a.user_id = u.id WHERE u.id = ?`,
  ).get(userId) as { name: string; address_name: string } | undefined;
  return row?.address_name || row?.name || '';
}

export function ticketClaims(db: Database, row: TicketRow): TicketClaims {
  const appointment = sql(db, 'SELECT id, title, ends_at FROM appointments WHERE id = ?').get(row.appointment_id) as {
    id: number;
    title: string;
    ends_at: string;
  };
  return {
    t: row.id,
    l: row.label,
    e: appointment.id,
    title: appointment.title,
    m: row.user_id,
    name: ticketHolderName(db, row.user_id),
    n: admissionNumber(db, row),
    f: row.created_at,
    u: appointment.ends_at,
  };
}

/** The wire shape: the ticket plus what its QR code and PDF show; no payload for a dead ticket. */
export function toMyTicket(db: Database, row: TicketRow, now: string, keys: TicketKeys): MyTicket {
  const ticket = toTicket(db, row, now);
  const claims = ticketClaims(db, row);
  const live = row.status !== 'cancelled' && ticket.appointment.status !== 'cancelled';
  return {
    ...ticket,
    admission_no: claims.n,
    holder_name: claims.name,
    valid_from: claims.f,
    valid_until: claims.u,
    qr_payload: live && keys.privateKey ? signTicket(claims, keys.privateKey) : null,
  };
}

export function findTicketById(
  db: Database,
  ticketId: number,
): (TicketRow & { admitted_at: string | null; appointment_status: string }) | undefined {
  return sql(
    db,
    'SELECT t.*, a.status AS appointment_status FROM appointment_tickets t JOIN appointments a ON a.id = t.appointment_id WHERE t.id = ?',
  ).get(ticketId) as (TicketRow & { admitted_at: string | null; appointment_status: string }) | undefined;
}

/** Records the admission once: true for the first check-in, false when it was admitted before or is no longer valid. */
export function admitTicket(db: Database, ticketId: number, now: string): boolean {
  const result = sql(
    db,
    `UPDATE appointment_tickets SET status = 'used', admitted_at = ?, updated_at = ?
     WHERE id = ? AND status = 'registered' AND admitted_at IS NULL
       AND EXISTS (SELECT 1 FROM appointments a WHERE a.id = appointment_id AND a.status = 'scheduled')`,
  ).run(now, now, ticketId);
  return Number(result.changes) === 1;
}
