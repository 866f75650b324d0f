// Registering and cancelling a ticket from a list or the register-ticket screen: one state per
// appointment (busy, the last problem, what was done). A 422 (already registered, fully booked,
// started, wallet too low) is kept as the problem to show; the caller gets the new ticket.
import { map } from 'nanostores';
import { cancelTicket, registerTicket } from '../api.ts';
import type { Appointment, Ticket } from '../types.ts';

export interface TicketActionState {
  busy: boolean;
  error: unknown;
  done: 'registered' | 'cancelled' | null;
}

export const idleAction: TicketActionState = { busy: false, error: null, done: null };

export function createTicketActions(onTicket: (ticket: Ticket) => void = () => {}) {
  const $actions = map<Record<string, TicketActionState>>({});

  async function act(
    appointment: Appointment,
    kind: 'registered' | 'cancelled',
    call: () => Promise<Ticket>,
  ): Promise<Ticket | null> {
    const key = String(appointment.id);
    if ($actions.get()[key]?.busy) return null;
    $actions.setKey(key, { busy: true, error: null, done: null });
    try {
      const ticket = await call();
      $actions.setKey(key, { busy: false, error: null, done: kind });
      onTicket(ticket);
      return ticket;
    } catch (error) {
      $actions.setKey(key, { busy: false, error, done: null });
      return null;
    }
  }

  return {
    $actions,
    /** POST appointments/{id}/tickets. */
    register: (appointment: Appointment) => act(appointment, 'registered', () => registerTicket(appointment.id)),
    /** POST tickets/{label}/cancel for the member's ticket. */
    cancel: (appointment: Appointment) =>
      appointment.my_ticket
        ? act(appointment, 'cancelled', () => cancelTicket(appointment.my_ticket!.label))
        : Promise.resolve(null),
  };
}
