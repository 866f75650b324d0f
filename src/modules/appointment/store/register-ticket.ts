// The register-ticket screen's logic (docs/spec.md §2 'appointment/register-ticket/{label}'): the
// appointment by its label, the member's ticket for it (GET tickets/{label}) when they hold one,
// and registering or cancelling, after which both show what the server answered.
import { atom, computed } from 'nanostores';
import { createFetcher } from '../../../core/resource/resource.ts';
import { getAppointment, getTicket } from '../api.ts';
import { createTicketActions } from './tickets.ts';

export const appointments = createFetcher({ fetch: (label: string) => getAppointment(label) });
export const tickets = createFetcher({ fetch: (label: string) => getTicket(label) });

export function createRegisterTicket(label: string) {
  // the ticket last answered stays shown (a cancelled one too), else the one the appointment names
  const $answered = atom<string | null>(null);
  const actions = createTicketActions((answered) => {
    appointments.set([label], answered.appointment);
    tickets.set([answered.label], answered);
    $answered.set(answered.label);
  });
  return {
    $appointment: appointments.at(label),
    $ticketLabel: computed(
      [$answered, appointments.at(label)],
      (answered, appointment) => answered ?? appointment.data?.my_ticket?.label ?? null,
    ),
    $actions: actions.$actions,
    load: () => appointments.load(label),
    register: actions.register,
    cancel: actions.cancel,
  };
}
