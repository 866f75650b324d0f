// Appointments for members, public events of the club, and the member's tickets. Registering a
// paid ticket pays it from the wallet; cancelling refunds it (appointments-tickets.ts).
import { staffCue } from '../../realtime/staff-cue.ts';
import { Hono } from 'hono';
import { appointment, type AppointmentKind } from '../../../src/shared/contract/appointment.ts';
import { requireAuth } from '../../auth/middleware.ts';
import { walletUpdated } from '../../ledger/events.ts';
import { toTimestamp } from '../../clock.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { input } from '../../http/input.ts';
import {
  countAppointments,
  type AppointmentWhen,
  findAppointmentView,
  findNextAppointment,
  findTicket,
  listAppointments,
  toAppointment,
  toTicket,
} from './repository.ts';
import { cancelTicket, registerTicket, TicketError } from './repository-tickets.ts';
import { seatsCue } from './seats-cue.ts';

export const APPOINTMENTS_PER_PAGE = 10;

const nowOf = (c: AppContext) => toTimestamp(c.var.deps.clock.now());

function list(c: AppContext, kind: AppointmentKind) {
  const { db, config } = c.var.deps;
  const now = nowOf(c);
  const page = resolvePage(c.req.query('page'));
  // The list shows what is still ahead; ?when=past shows ended and cancelled ones.
  const { when = 'upcoming' } = input(c, kind === 'event' ? appointment.events : appointment.appointments).query;
  const rows = listAppointments(
    db,
    kind,
    c.get('user').id,
    now,
    APPOINTMENTS_PER_PAGE,
    (page - 1) * APPOINTMENTS_PER_PAGE,
    when as AppointmentWhen,
  );
  const path = `${config.appUrl}${new URL(c.req.url).pathname}`;
  return paginate({
    items: rows.map((row) => toAppointment(row, now)),
    total: countAppointments(db, kind, now, when as AppointmentWhen),
    perPage: APPOINTMENTS_PER_PAGE,
    page,
    path,
  });
}

/** Domain rule -> Laravel shape: an unknown record 404, a broken rule 422 on its field. */
function rethrow(error: unknown): never {
  if (error instanceof TicketError) {
    if (error.code === 'not_found') throw notFound(error.message);
    throw new ValidationError({ [error.field]: [error.message] });
  }
  throw error;
}

/** The reads: a session token or an API token with appointments:read. Booking and cancelling a
 * ticket move wallet money, so they stay full-session only (requireAuth()), but for the events
 * widget's register (tickets:register, docs/threats.md T48). */
const appointmentsRead = requireAuth({ abilities: ['appointments:read'] });
/** The lists also for a widget's token (appointments:list): the events widget shows them. */
const appointmentsList = requireAuth({ abilities: ['appointments:read'], orAbilities: ['appointments:list'] });

export function appointmentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/appointments', appointmentsList, (c) => c.json(list(c, 'appointment')));

  app.get('/events', appointmentsList, (c) => c.json(list(c, 'event')));

  // Before /appointments/:label, so 'next' is not read as a label.
  app.get('/appointments/next', appointmentsRead, (c) => {
    const view = findNextAppointment(c.var.deps.db, c.get('user').id, nowOf(c));
    return c.json({ appointment: view ? toAppointment(view, nowOf(c)) : null });
  });

  app.get('/appointments/:label', appointmentsRead, (c) => {
    const label = c.req.param('label');
    const view = findAppointmentView(c.var.deps.db, c.get('user').id, { label });
    if (!view) throw notFound(`No query results for model [App\\Models\\Appointment] ${label}`);
    return c.json(toAppointment(view, nowOf(c)));
  });

  app.post('/appointments/:id/tickets', requireAuth({ orAbilities: ['tickets:register'] }), (c) => {
    const raw = c.req.param('id');
    if (!/^\d{1,15}$/.test(raw)) throw notFound(`No query results for model [App\\Models\\Appointment] ${raw}`);
    const { db } = c.var.deps;
    const userId = c.get('user').id;
    try {
      const ticket = registerTicket(db, { userId, appointmentId: Number(raw), now: nowOf(c) });
      void staffCue(c.var.deps, 'events');
      void seatsCue(c.var.deps, ticket.appointment_id);
      // the member's wallet views (the wallet widget beside the events widget) follow the payment
      if (ticket.price_cents > 0) void walletUpdated(c.var.deps, userId);
      return c.json(toTicket(db, ticket, nowOf(c)), 201);
    } catch (error) {
      rethrow(error);
    }
  });

  app.get('/tickets/:label', appointmentsRead, (c) => {
    const label = c.req.param('label');
    const row = findTicket(c.var.deps.db, c.get('user').id, label);
    if (!row) throw notFound(`No query results for model [App\\Models\\Ticket] ${label}`);
    return c.json(toTicket(c.var.deps.db, row, nowOf(c)));
  });

  app.post('/tickets/:label/cancel', requireAuth(), (c) => {
    const { db } = c.var.deps;
    try {
      const ticket = cancelTicket(db, { userId: c.get('user').id, label: c.req.param('label'), now: nowOf(c) });
      void staffCue(c.var.deps, 'events');
      void seatsCue(c.var.deps, ticket.appointment_id);
      if (ticket.price_cents > 0) void walletUpdated(c.var.deps, c.get('user').id);
      return c.json(toTicket(db, ticket, nowOf(c)));
    } catch (error) {
      rethrow(error);
    }
  });

  return app;
}
