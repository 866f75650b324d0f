// One request function per appointments endpoint, through the installed client runtime.
import type { Paginator } from '../../core/types.ts';
import { currentApi } from '../../core/runtime.ts';
import { SAVED_AT_HEADER } from '../../core/service-worker.ts';
import type { Appointment, AppointmentWhen, MyTicket, MyTicketFilter, NextAppointment, Ticket } from './types.ts';

const segment = (label: string) => encodeURIComponent(label);

export const getAppointments = (page = 1, when: AppointmentWhen = 'upcoming') =>
  currentApi().get<Paginator<Appointment>>('appointments', { page, when });

export const getEvents = (page = 1, when: AppointmentWhen = 'upcoming') =>
  currentApi().get<Paginator<Appointment>>('events', { page, when });

export const getNextAppointment = () => currentApi().get<NextAppointment>('appointments/next');

export const getAppointment = (label: string) => currentApi().get<Appointment>(`appointments/${segment(label)}`);

export const registerTicket = (appointmentId: number) =>
  currentApi().post<Ticket>(`appointments/${appointmentId}/tickets`);

export const getTicket = (label: string) => currentApi().get<Ticket>(`tickets/${segment(label)}`);

export const cancelTicket = (label: string) => currentApi().post<Ticket>(`tickets/${segment(label)}/cancel`);

/** A page of the member's tickets; saved_at: when the service worker's offline copy was fetched (else null). */
export const getMyTickets = (filter: MyTicketFilter, page = 1) =>
  currentApi()
    .raw<Paginator<MyTicket>>('GET', 'tickets', { params: { filter, page } })
    .then((response) => ({ ...response.data, saved_at: response.headers.get(SAVED_AT_HEADER) }));

/** Base64 PDF of the ticket with its QR code (docs/spec.md §7), saved as {name}.pdf. */
export const getTicketPdf = (label: string) =>
  currentApi().get<{ name: string; data: string }>(`tickets/${segment(label)}/pdf`);
