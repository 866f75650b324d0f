// Appointments for members, public events and tickets (docs/spec.md §2 Appointments): reads take
// an API token with appointments:read; booking and cancelling move wallet money (full session; the
// events widget's token may list and register, docs/threats.md T48).
import { endpoints, id, nullable, page, paginator, Timestamp } from './endpoint.ts';
import { PdfDocument } from './wallet.ts';
import * as v from './schema.ts';

const endpoint = endpoints('appointment', { auth: ['appointments:read'] });
const TicketStatus = v.picklist(['registered', 'cancelled', 'used']);

/** `kind` appointment: for members; event: a public event. null capacity/seats_left: no limit. */
export const Appointment = v.object({
  id,
  label: v.string(),
  kind: v.picklist(['appointment', 'event']),
  status: v.picklist(['scheduled', 'cancelled']),
  title: v.string(),
  description: v.string(),
  location: v.string(),
  starts_at: Timestamp,
  ends_at: Timestamp,
  capacity: nullable(v.number()),
  registered_count: v.number(),
  seats_left: nullable(v.number()),
  price_cents: v.number(),
  currency: v.string(),
  /** The member's current ticket (registered or used), or null. */
  my_ticket: nullable(v.object({ label: v.string(), status: TicketStatus })),
  has_ended: v.boolean(),
  can_register: v.boolean(),
  can_cancel: v.boolean(),
});
/** `transaction_label`: the wallet entry that paid it; null when free. */
export const Ticket = v.object({
  label: v.string(),
  status: TicketStatus,
  price_cents: v.number(),
  currency: v.string(),
  transaction_label: nullable(v.string()),
  appointment: Appointment,
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** One of the member's tickets with what its QR code (`qr_payload`, null when cancelled) and PDF show. */
export const MyTicket = v.object({
  ...Ticket.entries,
  admission_no: v.number(),
  holder_name: v.string(),
  valid_from: Timestamp,
  valid_until: Timestamp,
  qr_payload: nullable(v.string()),
});
export const TicketPublicKey = v.object({
  algorithm: v.literal('Ed25519'),
  format: v.literal('spki-pem'),
  public_key: v.string(),
});
const listing = {
  auth: ['appointments:read', 'appointments:list'] as const,
  query: v.object({ page, when: v.optional(v.picklist(['upcoming', 'past'])) }),
  responses: { 200: paginator(Appointment) },
};
const upcoming =
  'upcoming ones (soonest first) or, with when=past, ended and cancelled ones (latest first); 10 per page';
const missing = { 404: 'No such appointment or ticket' };

export const appointment = {
  appointments: endpoint('GET /api/appointments', `Appointments for members: ${upcoming}`, listing),
  events: endpoint('GET /api/events', `Public events of the club: ${upcoming}`, listing),
  next: endpoint(
    'GET /api/appointments/next',
    "The member's next appointment or event with a registered ticket (one still running counts), or null",
    { responses: { 200: v.object({ appointment: nullable(Appointment) }) } },
  ),
  byLabel: endpoint(
    'GET /api/appointments/{label}',
    'One appointment or event by its label (the register-ticket screen)',
    { responses: { 200: Appointment, ...missing } },
  ),
  register: endpoint(
    'POST /api/appointments/{id}/tickets',
    'Register a ticket; a paid one is paid from the wallet in the same database transaction',
    {
      auth: ['*', 'tickets:register'],
      responses: { 201: Ticket, ...missing, 422: 'Cancelled, started, full, already booked or the balance too low' },
    },
  ),
  ticket: endpoint('GET /api/tickets/{label}', "One of the member's tickets", {
    responses: { 200: Ticket, ...missing },
  }),
  cancel: endpoint(
    'POST /api/tickets/{label}/cancel',
    'Cancel a registered ticket before the appointment starts; a paid one is refunded to the wallet',
    { auth: ['*'], responses: { 200: Ticket, ...missing, 422: 'Not a registered ticket, or started' } },
  ),
  myTickets: endpoint(
    'GET /api/tickets',
    "The member's own tickets: upcoming (soonest first), past or cancelled (latest first); 10 per page",
    {
      query: v.object({ filter: v.optional(v.picklist(['upcoming', 'past', 'cancelled'])), page }),
      responses: { 200: paginator(MyTicket) },
    },
  ),
  publicKey: endpoint(
    'GET /api/tickets/public-key',
    "The club's Ed25519 public key, which checks a ticket's signature offline (no login needed)",
    { auth: [], responses: { 200: TicketPublicKey } },
  ),
  pdf: endpoint(
    'GET /api/tickets/{label}/pdf',
    "The ticket as a PDF with its QR code, in the member's language (422 for a cancelled one)",
    { responses: { 200: PdfDocument, ...missing, 422: 'A cancelled ticket has no PDF' } },
  ),
};

export type Appointment = v.InferOutput<typeof Appointment>;
export type AppointmentKind = Appointment['kind'];
export type AppointmentStatus = Appointment['status'];
export type TicketStatus = v.InferOutput<typeof TicketStatus>;
export type TicketSummary = NonNullable<Appointment['my_ticket']>;
export type Ticket = v.InferOutput<typeof Ticket>;
export type MyTicket = v.InferOutput<typeof MyTicket>;
export type TicketPublicKey = v.InferOutput<typeof TicketPublicKey>;
export type NextAppointment = { appointment: Appointment | null };
export type AppointmentWhen = 'upcoming' | 'past';
export type MyTicketFilter = 'upcoming' | 'past' | 'cancelled';
