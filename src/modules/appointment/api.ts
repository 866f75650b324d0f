// One request function per appointments endpoint, through the installed client runtime.
import type { Paginator } from '../../core/types.ts';
import { currentApi } from '../../core/runtime.ts';
import type { Appointment, NextAppointment, Ticket } from './types.ts';

const segment = (label: string) => encodeURIComponent(label);

export const getAppointments = (page = 1) => currentApi().get<Paginator<Appointment>>('appointments', { page });

export const getEvents = (page = 1) => currentApi().get<Paginator<Appointment>>('events', { page });

export const getNextAppointment = () => currentApi().get<NextAppointment>('appointments/next');

export const getAppointment = (label: string) => currentApi().get<Appointment>(`appointments/${segment(label)}`);

export const registerTicket = (appointmentId: number) => currentApi().post<Ticket>(`appointments/${appointmentId}/tickets`);

export const getTicket = (label: string) => currentApi().get<Ticket>(`tickets/${segment(label)}`);

export const cancelTicket = (label: string) => currentApi().post<Ticket>(`tickets/${segment(label)}/cancel`);
