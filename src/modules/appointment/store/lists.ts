// A paged list of appointments (GET appointments) or public events (GET events) whose items
// follow the member's ticket actions: a registered or cancelled ticket replaces its item with
// the appointment the server answered (seats, own ticket, what is allowed now).
import type { Paginator } from '../../../core/types.ts';
import { getAppointments, getEvents } from '../api.ts';
import { createLoader } from '../../../core/resource/resource.ts';
import { createTicketActions } from './tickets.ts';
import type { Appointment, AppointmentKind, AppointmentWhen } from '../types.ts';

export function createAppointmentList(kind: AppointmentKind, when: AppointmentWhen = 'upcoming') {
  const loader = createLoader<Paginator<Appointment>>();
  const fetchPage = kind === 'event' ? getEvents : getAppointments;
  const actions = createTicketActions((ticket) => {
    const page = loader.$state.get().data;
    if (!page) return;
    loader.set({
      ...page,
      data: page.data.map((item) => (item.id === ticket.appointment.id ? ticket.appointment : item)),
    });
  });
  return {
    $state: loader.$state,
    $actions: actions.$actions,
    load: (page = 1) => loader.load(() => fetchPage(page, when)),
    register: actions.register,
    cancel: actions.cancel,
  };
}

export type AppointmentList = ReturnType<typeof createAppointmentList>;
