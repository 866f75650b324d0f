// The appointment module (docs/spec.md §2 'Appointment module'): appointments for members, the
// register-ticket screen, the public events and the member's tickets; it needs the
// wallet module (paid tickets are paid from the wallet). Adds sidebar entries and the 'Next
// appointment' dashboard card.
import { defineModule } from '../../core/modules.ts';

export const appointmentModule = defineModule({
  id: 'appointment',
  requires: ['wallet'],
  routes: [
    {
      name: 'Appointment:Appointments',
      path: '/appointments',
      access: 'auth',
      requires: ['wallet'],
      title: 'appointment.appointments.title',
      load: () => import('./pages/appointments.tsx'),
    },
    {
      name: 'Appointment:RegisterTicket',
      path: '/appointment/register-ticket/:label',
      access: 'auth',
      title: 'appointment.registerTicket.title',
      load: () => import('./pages/register-ticket.tsx'),
    },
    {
      name: 'Appointment:Event',
      path: '/event',
      access: 'auth',
      requires: ['wallet'],
      title: 'appointment.events.title',
      load: () => import('./pages/events.tsx'),
    },
    {
      name: 'Appointment:Tickets',
      path: '/tickets',
      access: 'auth',
      title: 'appointment.myTickets.title',
      load: () => import('./pages/my-tickets.tsx'),
    },
  ],
  sidebar: [
    {
      section: 'personal',
      label: 'appointment.sidebar.appointments',
      path: '/appointments',
      icon: 'calendar',
      order: 30,
    },
    { section: 'personal', label: 'appointment.sidebar.events', path: '/event', icon: 'calendar', order: 31 },
    { section: 'personal', label: 'appointment.sidebar.tickets', path: '/tickets', icon: 'ticket', order: 32 },
  ],
  dashboard: [
    {
      id: 'next-appointment',
      load: () => import('./components/dashboard-card.tsx'),
      data: () => import('./store.ts').then((store) => [store.$nextAppointment]),
      order: 20,
      reserve: 'md',
    },
  ],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
