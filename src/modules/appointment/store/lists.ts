// A paged list of appointments (GET appointments) or public events (GET events) whose items
// follow the member's ticket actions: a registered or cancelled ticket replaces its item with
// the appointment the server answered (seats, own ticket, what is allowed now).
import { atom } from 'nanostores';
import { createFetcher } from '../../../core/resource/resource.ts';
import { getAppointments, getEvents } from '../api.ts';
import { createTicketActions } from './tickets.ts';
import type { AppointmentKind, AppointmentWhen } from '../types.ts';

const appointmentPages = createFetcher({
  fetch: (kind: AppointmentKind, when: AppointmentWhen, page: number) =>
    (kind === 'event' ? getEvents : getAppointments)(page, when),
});

export function createAppointmentList(kind: AppointmentKind, when: AppointmentWhen = 'upcoming') {
  const $page = atom(1);
  const key = (): [AppointmentKind, AppointmentWhen, number] => [kind, when, $page.get()];
  const actions = createTicketActions((ticket) => {
    const page = appointmentPages.at(...key()).value!.data;
    if (!page) return;
    appointmentPages.set(key(), {
      ...page,
      data: page.data.map((item) => (item.id === ticket.appointment.id ? ticket.appointment : item)),
    });
  });
  return {
    /** The page shown: paging stays on the screen, not in the address. */
    $page,
    at: (page: number) => appointmentPages.at(kind, when, page),
    $actions: actions.$actions,
    load: () => appointmentPages.load(...key()),
    register: actions.register,
    cancel: actions.cancel,
  };
}
