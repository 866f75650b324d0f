// Events and appointments in the staff area (docs/spec.md §10 "Events and appointments"): the list
// with seats taken and admitted, create and edit, and the door check-in of a scanned ticket QR.
// Staff routes (./staff-endpoint.ts). Prices are integer cents.
import { count, text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-events');

const AppointmentKind = v.picklist(['appointment', 'event']);
const AppointmentStatus = v.picklist(['scheduled', 'cancelled']);

export const EVENT_TITLE_MAX = 200;
export const EVENT_PRICE_MAX_CENTS = 100_000_00;

export const StaffEvent = v.object({
  id: count,
  label: v.string(),
  kind: AppointmentKind,
  status: AppointmentStatus,
  title: v.string(),
  description: v.string(),
  location: v.string(),
  starts_at: Timestamp,
  ends_at: Timestamp,
  capacity: v.nullable(count),
  price_cents: count,
  seats_taken: count,
  admitted: count,
});

/** Why the door refuses a ticket: the scanner says each one plainly. */
export const CheckInRefusal = v.picklist([
  'malformed',
  'signature',
  'expired',
  'not_yet_valid',
  'other_event',
  'unknown',
  'cancelled',
  'already_admitted',
  'not_valid',
]);

export const CheckInAnswer = v.object({
  admitted: v.boolean(),
  reason: v.nullable(CheckInRefusal),
  /** Whom and what the ticket names (from its signed claims); null when it could not be read. */
  ticket: v.nullable(v.object({ label: v.string(), name: v.string(), title: v.string(), number: count })),
  admitted_at: v.nullable(v.string()),
  event: StaffEvent,
});

const Id = v.object({ id: v.string() });
const EventFields = v.object({
  kind: AppointmentKind,
  title: text(EVENT_TITLE_MAX),
  description: v.optional(text(5000)),
  location: text(255),
  starts_at: v.pipe(v.string(), v.isoTimestamp()),
  ends_at: v.pipe(v.string(), v.isoTimestamp()),
  capacity: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
  price_cents: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(EVENT_PRICE_MAX_CENTS)),
});

/** A member holding a live ticket, for the staff's attendee list (no wallet or health data). */
export const Attendee = v.object({
  ticket: v.string(),
  name: v.string(),
  email: v.string(),
  status: v.picklist(['registered', 'used']),
  price_cents: count,
  registered_at: Timestamp,
});

export const EventCancelled = v.object({
  event: StaffEvent,
  /** Tickets cancelled with the event, and how many of them were paid and refunded to the wallet. */
  tickets: count,
  refunded: count,
  refunded_cents: count,
});

export const clubEvents = {
  list: endpoint('GET /api/club/events', {
    summary: 'Events and appointments, upcoming first, with seats taken and tickets admitted',
    permission: ['events', 'check-in'],
    responses: { 200: v.array(StaffEvent) },
  }),
  create: endpoint('POST /api/club/events', {
    summary: 'Add an event or appointment (capacity, price in cents, place)',
    permission: 'events',
    body: EventFields,
    responses: { 201: StaffEvent },
  }),
  update: endpoint('PUT /api/club/events/{id}', {
    summary: 'Edit an event or appointment; its capacity cannot fall below the seats taken',
    permission: 'events',
    params: Id,
    body: EventFields,
    responses: { 200: StaffEvent, 404: 'No such event' },
  }),
  attendees: endpoint('GET /api/club/events/{id}/attendees', {
    summary: 'Who holds a live ticket for the event, in the order they registered',
    permission: ['events', 'check-in'],
    params: Id,
    responses: { 200: v.array(Attendee), 404: 'No such event' },
  }),
  cancel: endpoint('POST /api/club/events/{id}/cancel', {
    summary: 'Cancel an event: its tickets cancelled, paid ones refunded to the wallet, members told',
    permission: 'events',
    params: Id,
    body: v.object({ reason: text(500) }),
    responses: { 200: EventCancelled, 404: 'No such event', 422: 'Cancelled already, or over' },
  }),
  checkIn: endpoint('POST /api/club/events/{id}/check-in', {
    summary: "Check a scanned ticket at this event's door: admitted once, else the reason it is refused",
    permission: 'check-in',
    params: Id,
    body: v.object({ payload: text(4000) }),
    responses: { 200: CheckInAnswer, 404: 'No such event' },
  }),
};

export type StaffEvent = v.InferOutput<typeof StaffEvent>;
export type Attendee = v.InferOutput<typeof Attendee>;
export type EventCancelled = v.InferOutput<typeof EventCancelled>;
export type CheckInRefusal = v.InferOutput<typeof CheckInRefusal>;
export type CheckInAnswer = v.InferOutput<typeof CheckInAnswer>;
