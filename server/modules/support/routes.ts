// Support (docs/spec.md §2 Support module): FAQ, contact categories, the contact form that opens a ticket,
// and the member's tickets with their thread. The ticket routes answer 404 when the club has
// tickets switched off (FEATURE_TICKETS), as if they were not registered; the contact form still
// reaches the staff then. The header carries `tickets` only when they are on (docs/spec.md §6).
import { Hono, type MiddlewareHandler } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { memberCue } from '../../realtime/member-cue.ts';
import { staffCue } from '../../realtime/staff-cue.ts';
import { TICKET_UPDATED_EVENT } from '../../../src/shared/contract/realtime-events.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, routeNotFound, ValidationError } from '../../http/errors.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { throttle } from '../../http/rate-limit.ts';
import { validateFields } from '../../http/input.ts';
import { support } from '../../../src/shared/contract/support.ts';
import { SUPPORT_MESSAGE_MAX } from '../../../src/shared/contract/form-rules.ts';
import { findContactCategory, findFaqCategory, listContactCategories, listFaq } from './repository.ts';
import {
  countTickets,
  createTicket,
  findTicketFor,
  insertTicketMessage,
  listTickets,
  markTicketRead,
  type TicketReach,
} from './repository-tickets.ts';
import { isGhostToken } from '../../auth/ghost.ts';
import { __ } from '../../lang/translate.ts';

export const TICKETS_PER_PAGE = 10;
/** A staff answer's limit (the CLI's), the member's reply's. */
export const MESSAGE_MAX = SUPPORT_MESSAGE_MAX;
/** Laravel's throttle: new tickets per member and hour, replies per member and minute. */
export const CONTACT_LIMIT = { name: 'support-contact', maxAttempts: 10, decaySeconds: 3600 };
export const REPLY_LIMIT = { name: 'support-reply', maxAttempts: 30, decaySeconds: 60 };

const now = (c: AppContext) => toTimestamp(c.var.deps.clock.now());
const member = (c: AppContext) => String(c.get('user').id);
/** Staff looking on in ghost mode never read the member's confidential messages (KCanG §23). */
const reachOf = (c: AppContext): TicketReach => (isGhostToken(c.get('token')) ? 'not-confidential' : 'all');

const ticketsEnabled: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.deps.config.features.tickets) throw routeNotFound(new URL(c.req.url).pathname);
  await next();
};

/** Laravel's TrimStrings (Str::trim): whitespace plus BOM, zero-width space and LRM at either end. */
const TRIM = /^[\s\uFEFF\u200B\u200E]+|[\s\uFEFF\u200B\u200E]+$/gu;

function trimmed(input: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const out = { ...input };
  for (const field of fields) if (typeof out[field] === 'string') out[field] = (out[field] as string).replace(TRIM, '');
  return out;
}

/** Route-model binding: a ticket of another member does not exist for this one. */
function ticketOf(c: AppContext) {
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  const ticket = Number.isSafeInteger(id) ? findTicketFor(c.var.deps.db, id, c.get('user').id, reachOf(c)) : undefined;
  if (!ticket) throw notFound(`No query results for model [App\\Models\\Ticket] ${raw}`);
  return ticket;
}

/** Reading FAQ and tickets: support:read; opening a ticket or replying: support:write (or a session token). */
const supportRead = requireAuth({ abilities: ['support:read'] });
const supportWrite = requireAuth({ abilities: ['support:write'] });

export function supportRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/support/faq', supportRead, (c) => c.json(listFaq(c.var.deps.db)));

  app.get('/support/faq/:category', supportRead, (c) => {
    const category = findFaqCategory(c.var.deps.db, c.req.param('category'));
    if (!category) throw notFound(`No query results for model [App\\Models\\FaqCategory] ${c.req.param('category')}`);
    return c.json(category);
  });

  app.get('/support/contact/categories', supportRead, (c) => c.json(listContactCategories(c.var.deps.db)));

  app.post('/support/contact/:category', supportWrite, throttle(CONTACT_LIMIT, member), (c) => {
    const { db } = c.var.deps;
    const category = findContactCategory(db, c.req.param('category'));
    if (!category)
      throw notFound(`No query results for model [App\\Models\\ContactCategory] ${c.req.param('category')}`);
    const input = validateFields(support.contact.body, trimmed(c.var.body, ['subject', 'message']));
    const id = createTicket(db, {
      userId: c.get('user').id,
      categoryId: category.id,
      subject: input.subject,
      message: input.message,
      now: now(c),
    });
    void staffCue(c.var.deps, 'tickets');
    return c.json(findTicketFor(db, id, c.get('user').id), 201);
  });

  app.get('/support/tickets', supportRead, ticketsEnabled, (c) => {
    const { db, config } = c.var.deps;
    const userId = c.get('user').id;
    const page = resolvePage(c.req.query('page'));
    const items = listTickets(db, userId, TICKETS_PER_PAGE, (page - 1) * TICKETS_PER_PAGE, reachOf(c));
    const path = `${config.appUrl}${new URL(c.req.url).pathname}`;
    const total = countTickets(db, userId, reachOf(c));
    return c.json(paginate({ items, total, perPage: TICKETS_PER_PAGE, page, path }));
  });

  app.get('/support/tickets/:id', supportRead, ticketsEnabled, async (c) => {
    const ticket = ticketOf(c);
    // Opening the thread is reading it: the answer no longer counts as unread, in every tab and
    // widget of the member too (their ticket indicators follow the cue).
    markTicketRead(c.var.deps.db, ticket.id, now(c));
    if (ticket.unread) await memberCue(c.var.deps, c.get('user').id, TICKET_UPDATED_EVENT, { ticket_id: ticket.id });
    return c.json({ ...ticket, unread: false });
  });

  app.post('/support/tickets/:id/messages', supportWrite, ticketsEnabled, throttle(REPLY_LIMIT, member), (c) => {
    const { db } = c.var.deps;
    const ticket = ticketOf(c);
    const { body } = validateFields(support.reply.body, trimmed(c.var.body, ['body']));
    if (ticket.status === 'closed')
      throw new ValidationError({ body: [__('This ticket is closed. Please open a new one.')] });
    insertTicketMessage(db, ticket.id, 'member', body, now(c));
    void staffCue(c.var.deps, 'tickets');
    return c.json(findTicketFor(db, ticket.id, c.get('user').id), 201);
  });

  return app;
}
