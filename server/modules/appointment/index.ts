// Appointments, public events and tickets; paid tickets are paid from the wallet. Members hear
// seat changes on their channel (seats-cue.ts).
import type { ServerModule } from '../../http/module.ts';
import { appointmentRoutes } from './routes.ts';
import { myTicketRoutes } from './routes-my-tickets.ts';
import { staffEventRoutes } from './routes-staff.ts';
import { appointmentChannels } from './seats-cue.ts';
import { seedAppointments } from './seed.ts';
import { upcomingEvents } from './staff-dashboard.ts';

export const appointmentModule: ServerModule = {
  id: 'appointment',
  // The member's tickets first: their GET tickets/public-key is not a ticket label.
  api: () => myTicketRoutes().route('/', appointmentRoutes()).route('/', staffEventRoutes()),
  channels: appointmentChannels,
  seed: seedAppointments,
  staffDashboard: { events: (deps, now) => upcomingEvents(deps.db, now) },
};
