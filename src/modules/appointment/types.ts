// Wire types of the appointments API (server/modules/appointment/routes.ts imports them with `import type`).
import type { Timestamp } from '../../core/types.ts';

/** 'appointment': for members (GET appointments); 'event': a public event of the club (GET events). */
export type AppointmentKind = 'appointment' | 'event';
export type AppointmentStatus = 'scheduled' | 'cancelled';
export type TicketStatus = 'registered' | 'cancelled' | 'used';

/** The member's own ticket for an appointment, as embedded in it. */
export interface TicketSummary {
  label: string;
  status: TicketStatus;
}

export interface Appointment {
  id: number;
  /** e.g. 'APT-2026-000004'; the register-ticket screen is addressed by it. */
  label: string;
  kind: AppointmentKind;
  status: AppointmentStatus;
  title: string;
  description: string;
  location: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** null: no limit. */
  capacity: number | null;
  /** Tickets registered or used. */
  registered_count: number;
  /** null: no limit. */
  seats_left: number | null;
  price_cents: number;
  currency: string;
  /** The member's current ticket (registered or used), or null. */
  my_ticket: TicketSummary | null;
  /** Whether it is over (by the server's clock). */
  has_ended: boolean;
  /** Whether the member may register now (scheduled, not started, seats left, no ticket yet). */
  can_register: boolean;
  /** Whether the member may cancel their ticket now (registered and not started). */
  can_cancel: boolean;
}

export interface Ticket {
  label: string;
  status: TicketStatus;
  price_cents: number;
  currency: string;
  /** The wallet entry that paid the ticket; null for free appointments. A refund is its own entry. */
  transaction_label: string | null;
  appointment: Appointment;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** GET appointments/next. */
export interface NextAppointment {
  appointment: Appointment | null;
}

/** GET appointments|events?when=: what is still ahead, or what has ended or was cancelled. */
export type AppointmentWhen = 'upcoming' | 'past';

/** GET tickets?filter=: the member's own tickets, upcoming, past or cancelled. */
export type MyTicketFilter = 'upcoming' | 'past' | 'cancelled';
export const MY_TICKET_FILTERS: readonly MyTicketFilter[] = ['upcoming', 'past', 'cancelled'];

/** One of the member's tickets, with what its QR code and PDF show. */
export interface MyTicket extends Ticket {
  /** The ticket's place in its event's issue order. */
  admission_no: number;
  /** The name the ticket admits. */
  holder_name: string;
  valid_from: Timestamp;
  valid_until: Timestamp;
  /** The signed ticket the QR code encodes (`CT1.<claims>.<signature>`); null when cancelled. */
  qr_payload: string | null;
}

/** GET tickets/public-key: the club's key that checks a ticket's signature offline. */
export interface TicketPublicKey {
  algorithm: 'Ed25519';
  format: 'spki-pem';
  public_key: string;
}
