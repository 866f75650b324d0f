// The member's tickets: GET tickets?filter=upcoming|past|cancelled, each with its
// signed QR payload; GET tickets/{label}/pdf (base64, docs/spec.md §7); and the club's public key, which
// anyone may fetch, so a door scanner can check tickets offline. Mounted before the appointment
// routes, whose GET tickets/{label} would otherwise read 'public-key' as a label.
import { Hono } from 'hono';
import { currentLocale } from '../../lang/locale.ts';
import { appointment, type MyTicketFilter, type TicketPublicKey } from '../../../src/shared/contract/appointment.ts';
import { requireAuth } from '../../auth/middleware.ts';
import { toTimestamp } from '../../clock.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { input } from '../../http/input.ts';
import { __ } from '../../lang/translate.ts';
import { findTicket } from './repository.ts';
import { countMyTickets, listMyTickets, toMyTicket } from './repository-my-tickets.ts';
import { ticketPdf } from '../../pdf/ticket-pdf.ts';
import { publicKeyPem, ticketKeys } from '../../signing/club-keys.ts';

export const MY_TICKETS_PER_PAGE = 10;

const nowOf = (c: AppContext) => toTimestamp(c.var.deps.clock.now());
const appointmentsRead = requireAuth({ abilities: ['appointments:read'] });

export function myTicketRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/tickets/public-key', (c) => {
    const body: TicketPublicKey = {
      algorithm: 'Ed25519',
      format: 'spki-pem',
      public_key: publicKeyPem(ticketKeys(c.var.deps.config)),
    };
    return c.json(body);
  });

  app.get('/tickets', appointmentsRead, (c) => {
    const { db, config } = c.var.deps;
    const { filter = 'upcoming' } = input(c, appointment.myTickets).query;
    const userId = c.get('user').id;
    const now = nowOf(c);
    const page = resolvePage(c.req.query('page'));
    const rows = listMyTickets(
      db,
      userId,
      filter as MyTicketFilter,
      now,
      MY_TICKETS_PER_PAGE,
      (page - 1) * MY_TICKETS_PER_PAGE,
    );
    const keys = ticketKeys(config);
    const path = `${config.appUrl}${new URL(c.req.url).pathname}`;
    return c.json(
      paginate({
        items: rows.map((row) => toMyTicket(db, row, now, keys)),
        total: countMyTickets(db, userId, filter as MyTicketFilter, now),
        perPage: MY_TICKETS_PER_PAGE,
        page,
        path,
      }),
    );
  });

  app.get('/tickets/:label/pdf', appointmentsRead, async (c) => {
    const { db, config } = c.var.deps;
    const label = c.req.param('label');
    const user = c.get('user');
    const row = findTicket(db, user.id, label);
    if (!row) throw notFound(`No query results for model [App\\Models\\Ticket] ${label}`);
    const ticket = toMyTicket(db, row, nowOf(c), ticketKeys(config));
    if (!ticket.qr_payload) throw new ValidationError({ ticket: [__('A cancelled ticket has no PDF.')] });
    // In the language on screen (the request's) and the club's time zone (docs/spec.md §9).
    const pdf = await ticketPdf({
      clubName: config.appName,
      ticket,
      language: currentLocale(),
      timeZone: config.timeZone,
    });
    return c.json({ name: ticket.label, data: pdf.toString('base64') });
  });

  return app;
}
