// Wire types of the appointments API, inferred from its schemas (src/shared/contract/appointment.ts).
import type { MyTicketFilter } from '../../shared/contract/appointment.ts';

export type {
  Appointment,
  AppointmentKind,
  AppointmentStatus,
  AppointmentWhen,
  MyTicket,
  MyTicketFilter,
  NextAppointment,
  Ticket,
  TicketPublicKey,
  TicketStatus,
  TicketSummary,
} from '../../shared/contract/appointment.ts';

/** The tabs of the member's tickets page, in order. */
export const MY_TICKET_FILTERS: readonly MyTicketFilter[] = ['upcoming', 'past', 'cancelled'];
