// Events and appointments in the staff area (docs/spec.md §10 "Events and appointments"): create and
// edit, with the seats taken; `club event:create` / `appointment:create` call createEvent too. Each
// write and its audit entry are one transaction.
import type { StaffEvent } from '../../../src/shared/contract/club-events.ts';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { admittedCount } from './check-in.ts';
import { insertAppointment, type AppointmentRow } from './repository.ts';

export interface EventInput {
  kind: 'event' | 'appointment';
  title: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  priceCents: number;
}

export class EventEditorError extends Error {
  readonly code: 'unknown' | 'capacity_below_taken' | 'ends_before_start';
  readonly taken: number;
  constructor(code: EventEditorError['code'], taken = 0) {
    super(code);
    this.code = code;
    this.taken = taken;
  }
}

/** Live tickets hold a seat; a cancelled one does not (the members' view counts the same). */
export const seatsTaken = (db: Database, eventId: number): number =>
  (
    sql(db, "SELECT COUNT(*) AS n FROM appointment_tickets WHERE appointment_id = ? AND status <> 'cancelled'").get(
      eventId,
    ) as { n: number }
  ).n;

export const findEvent = (db: Database, id: number): AppointmentRow | undefined =>
  sql(db, 'SELECT * FROM appointments WHERE id = ?').get(id) as AppointmentRow | undefined;

/** What the audit entry keeps of an event. */
const summaryOf = (row: AppointmentRow) => ({
  kind: row.kind,
  title: row.title,
  location: row.location,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  capacity: row.capacity,
  price_cents: row.price_cents,
});

export function toStaffEvent(deps: Pick<AppDeps, 'db'>, row: AppointmentRow): StaffEvent {
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    status: row.status,
    title: row.title,
    description: row.description,
    location: row.location,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    capacity: row.capacity,
    price_cents: row.price_cents,
    seats_taken: seatsTaken(deps.db, row.id),
    admitted: admittedCount(deps, row.id),
  };
}

/** Upcoming first (soonest first), then the past ones (latest first). */
export function listStaffEvents(db: Database, now: string, limit: number): AppointmentRow[] {
  return sql(
    db,
    `SELECT * FROM appointments ORDER BY (ends_at <= :now), CASE WHEN ends_at > :now THEN starts_at END ASC,
       starts_at DESC, id LIMIT :limit`,
  ).all({ now, limit }) as unknown as AppointmentRow[];
}

export function createEvent(deps: AppDeps, actor: AuditActor, input: EventInput): AppointmentRow {
  if (input.endsAt.getTime() < input.startsAt.getTime()) throw new EventEditorError('ends_before_start');
  return transaction(deps.db, () => {
    const row = insertAppointment(deps.db, {
      kind: input.kind,
      title: input.title,
      description: input.description,
      location: input.location,
      startsAt: toTimestamp(input.startsAt),
      endsAt: toTimestamp(input.endsAt),
      capacity: input.capacity,
      priceCents: input.priceCents,
      now: toTimestamp(deps.clock.now()),
    });
    recordAudit(deps, actor, {
      action: `${row.kind}.created`,
      subject: { type: row.kind, id: row.label },
      after: summaryOf(row),
    });
    return row;
  });
}

/** Edits an event; its capacity cannot fall below the seats already taken. */
export function updateEvent(deps: AppDeps, actor: AuditActor, id: number, input: EventInput): AppointmentRow {
  if (input.endsAt.getTime() < input.startsAt.getTime()) throw new EventEditorError('ends_before_start');
  return transaction(deps.db, () => {
    const before = findEvent(deps.db, id);
    if (!before) throw new EventEditorError('unknown');
    const taken = seatsTaken(deps.db, id);
    if (input.capacity !== null && input.capacity < taken) throw new EventEditorError('capacity_below_taken', taken);
    const row = sql(
      deps.db,
      `UPDATE appointments SET kind = ?, title = ?, description = ?, location = ?, starts_at = ?, ends_at = ?,
         capacity = ?, price_cents = ?, updated_at = ? WHERE id = ? RETURNING *`,
    ).get(
      input.kind,
      input.title,
      input.description,
      input.location,
      toTimestamp(input.startsAt),
      toTimestamp(input.endsAt),
      input.capacity,
      input.priceCents,
      toTimestamp(deps.clock.now()),
      id,
    ) as unknown as AppointmentRow;
    recordAudit(deps, actor, {
      action: `${row.kind}.updated`,
      subject: { type: row.kind, id: row.label },
      before: summaryOf(before),
      after: summaryOf(row),
    });
    return row;
  });
}
