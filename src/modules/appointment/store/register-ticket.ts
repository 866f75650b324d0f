// The register-ticket screen's logic (docs/spec.md §2 'appointment/register-ticket/{label}'): the
// appointment by its label, the member's ticket for it (GET tickets/{label}) when they hold one,
// and registering or cancelling, after which both show what the server answered.
import { getAppointment, getTicket } from '../api.ts';
import { createLoader } from '../../../core/resource/resource.ts';
import { createTicketActions } from './tickets.ts';
import type { Appointment, Ticket } from '../types.ts';

export function createRegisterTicket(label: string) {
  const appointment = createLoader<Appointment>();
  const ticket = createLoader<Ticket>();
  const actions = createTicketActions((answered) => {
    appointment.set(answered.appointment);
    ticket.set(answered);
  });

  async function load(): Promise<void> {
    const found = await appointment.load(() => getAppointment(label));
    if (found?.my_ticket) await ticket.load(() => getTicket(found.my_ticket!.label));
  }

  return {
    $appointment: appointment.$state,
    $ticket: ticket.$state,
    $actions: actions.$actions,
    load,
    register: actions.register,
    cancel: actions.cancel,
  };
}
