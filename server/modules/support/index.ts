// Support: FAQ, contact categories and the member's tickets; its header part counts the unread
// replies while the club has tickets on (FEATURE_TICKETS).
import type { ServerModule } from '../../http/module.ts';
import { ticketHeaderOf, TICKET_HEADER_COLUMNS } from './repository-tickets.ts';
import { supportRoutes } from './routes.ts';
import { inboxRoutes } from './routes-inbox.ts';
import { preventionMessageRoutes } from './routes-prevention.ts';
import { seedSupport } from './seed.ts';
import { ticketsPart } from './staff-dashboard.ts';

export const supportModule: ServerModule = {
  id: 'support',
  api: () => supportRoutes().route('/', inboxRoutes()).route('/', preventionMessageRoutes()),
  headerQuery: (deps) =>
    deps.config.features.tickets
      ? { columns: TICKET_HEADER_COLUMNS, read: (row) => ({ notifications: { tickets: ticketHeaderOf(row) } }) }
      : null,
  seed: seedSupport,
  staffDashboard: { tickets: (deps) => ticketsPart(deps.db) },
};
