// Appointments, events and the members' tickets: plain SQL plus the wire mapping.
// Adding appointments is here too; registering and cancelling tickets is in appointments-tickets.ts.
import type {
  Appointment,
  AppointmentKind,
  AppointmentStatus,
  Ticket,
  TicketStatus,
} from '../../../src/shared/contract/appointment.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import { findTransactionById } from '../../ledger/repository.ts';
import { formatLabel, nextId } from '../../db/labels.ts';

export interface AppointmentRow {
  id: number;
  label: string;
  kind: AppointmentKind;
  status: AppointmentStatus;
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  capacity: number | null;
  price_cents: number;
  currency: string;
  created_at: string;
  updated_at: string;
}

/** A row with what the signed-in member sees of it: seats taken and their own live ticket. */
export interface AppointmentView extends AppointmentRow {
  registered_count: number;
  my_ticket_label: string | null;
  my_ticket_status: TicketStatus | null;
}

export interface TicketRow {
  id: number;
  label: string;
  appointment_id: number;
  user_id: number;
  status: TicketStatus;
  price_cents: number;
  transaction_id: number | null;
  created_at: string;
  updated_at: string;
}

// Live tickets hold a seat; a cancelled one does not.
const VIEW = `SELECT a.*,
  (SELECT COUNT(*) FROM appointment_tickets t WHERE t.appointment_id = a.id AND t.status <> 'cancelled') AS registered_count,
  (SELECT t.label FROM appointment_tickets t WHERE t.appointment_id = a.id AND t.user_id = :user AND t.status <> 'cancelled') AS my_ticket_label,
  (SELECT t.status FROM appointment_tickets t WHERE t.appointment_id = a.id AND t.user_id = :user AND t.status <> 'cancelled') AS my_ticket_status
  FROM appointments a`;

/** 'upcoming': scheduled and not yet ended (soonest first); 'past': ended or cancelled (latest first). */
export type AppointmentWhen = 'upcoming' | 'past';

const WHEN: Record<AppointmentWhen, { where: string; order: string }> = {
  upcoming: { where: "a.status = 'scheduled' AND a.ends_at > :now", order: 'a.starts_at ASC, a.id' },
  past: { where: "NOT (a.status = 'scheduled' AND a.ends_at > :now)", order: 'a.starts_at DESC, a.id DESC' },
};

export function listAppointments(
  db: Database,
  kind: AppointmentKind,
  userId: number,
  now: string,
  limit: number,
  offset: number,
  when: AppointmentWhen = 'upcoming',
): AppointmentView[] {
  return sql(
    db,
    `${VIEW} WHERE a.kind = :kind AND ${WHEN[when].where}
     ORDER BY ${WHEN[when].order}
     LIMIT :limit OFFSET :offset`,
  ).all({ user: userId, kind, now, limit, offset }) as unknown as AppointmentView[];
}

export function countAppointments(
  db: Database,
  kind: AppointmentKind,
  now: string,
  when: AppointmentWhen = 'upcoming',
): number {
  return (
    sql(db, `SELECT COUNT(*) AS n FROM appointments a WHERE a.kind = :kind AND ${WHEN[when].where}`).get({
      kind,
      now,
    }) as { n: number }
  ).n;
}

export function findAppointmentView(
  db: Database,
  userId: number,
  where: { id: number } | { label: string },
): AppointmentView | undefined {
  if ('id' in where)
    return sql(db, `${VIEW} WHERE a.id = :id`).get({ user: userId, id: where.id }) as AppointmentView | undefined;
  return sql(db, `${VIEW} WHERE a.label = :label`).get({ user: userId, label: where.label }) as
    AppointmentView | undefined;
}

/** The member's next appointment they hold a registered ticket for (one still running counts). */
export function findNextAppointment(db: Database, userId: number, now: string): AppointmentView | undefined {
  return sql(
    db,
    `${VIEW} WHERE a.status = 'scheduled' AND a.ends_at > :now
       AND EXISTS (SELECT 1 FROM appointment_tickets t WHERE t.appointment_id = a.id AND t.user_id = :user AND t.status = 'registered')
     ORDER BY a.starts_at, a.id LIMIT 1`,
  ).get({ user: userId, now }) as AppointmentView | undefined;
}

export function findTicket(db: Database, userId: number, label: string): TicketRow | undefined {
  return sql(db, 'SELECT * FROM appointment_tickets WHERE user_id = ? AND label = ?').get(userId, label) as
    TicketRow | undefined;
}

export function toAppointment(view: AppointmentView, now: string): Appointment {
  const seatsLeft = view.capacity === null ? null : Math.max(view.capacity - view.registered_count, 0);
  const open = view.status === 'scheduled' && view.starts_at > now;
  const myTicket =
    view.my_ticket_label && view.my_ticket_status
      ? { label: view.my_ticket_label, status: view.my_ticket_status }
      : null;
  return {
    id: view.id,
    label: view.label,
    kind: view.kind,
    status: view.status,
    title: view.title,
    description: view.description,
    location: view.location,
    starts_at: view.starts_at,
    ends_at: view.ends_at,
    capacity: view.capacity,
    registered_count: view.registered_count,
    seats_left: seatsLeft,
    price_cents: view.price_cents,
    currency: view.currency,
    my_ticket: myTicket,
    has_ended: view.ends_at <= now,
    can_register: open && myTicket === null && seatsLeft !== 0,
    can_cancel: open && myTicket?.status === 'registered',
  };
}

export function toTicket(db: Database, row: TicketRow, now: string): Ticket {
  const appointment = findAppointmentView(db, row.user_id, { id: row.appointment_id })!;
  return {
    label: row.label,
    status: row.status,
    price_cents: row.price_cents,
    currency: appointment.currency,
    transaction_label:
      row.transaction_id === null ? null : (findTransactionById(db, row.transaction_id)?.label ?? null),
    appointment: toAppointment(appointment, now),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface NewAppointment {
  kind: AppointmentKind;
  status?: AppointmentStatus;
  title: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt: string;
  capacity: number | null;
  priceCents: number;
  now: string;
}

/** Adds an appointment or event; its label reads 'APT-2026-000004'. */
export function insertAppointment(db: Database, input: NewAppointment): AppointmentRow {
  return transaction(db, () => {
    const id = nextId(db, 'appointments');
    const label = formatLabel('APT', id, input.now);
    sql(
      db,
      `INSERT INTO appointments (id, label, kind, status, title, description, location, starts_at, ends_at, capacity, price_cents, currency, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'EUR', ?, ?)`,
    ).run(
      id,
      label,
      input.kind,
      input.status ?? 'scheduled',
      input.title,
      input.description,
      input.location,
      input.startsAt,
      input.endsAt,
      input.capacity,
      input.priceCents,
      input.now,
      input.now,
    );
    return sql(db, 'SELECT * FROM appointments WHERE id = ?').get(id) as unknown as AppointmentRow;
  });
}
