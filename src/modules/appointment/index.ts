// The appointment module (SPEC §2 'Appointment module'): appointments for members, the
// register-ticket screen and the public events; it needs the wallet module (paid tickets are
// paid from the wallet). Adds the 'Next appointment' dashboard card.
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
    { name: 'Appointment:Event', path: '/event', access: 'auth', requires: ['wallet'], title: 'appointment.events.title', load: () => import('./pages/events.tsx') },
  ],
  dashboard: [{ id: 'next-appointment', load: () => import('./components/dashboard-card.tsx'), order: 20 }],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
