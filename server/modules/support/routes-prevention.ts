// The prevention officer's confidential messages (KCanG §23; docs/spec.md §12 "Prevention";
// src/shared/contract/club-prevention.ts): the tickets of the confidential contact category, read
// and answered with the `prevention` permission only. The support inbox's routes never find them.
import { Hono } from 'hono';
import { clubPrevention } from '../../../src/shared/contract/club-prevention.ts';
import type { InboxThread, InboxTicket } from '../../../src/shared/contract/club-support.ts';
import { staffActor } from '../../audit/actors.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { findInboxTicket, listInbox, replyToTicket, type InboxTicketRow } from './inbox.ts';

export const MESSAGES_PER_PAGE = 20;

const message = (row: InboxTicketRow): InboxTicket => ({
  id: row.id,
  subject: row.subject,
  status: row.is_new ? 'new' : row.status,
  member: { id: row.user_id, name: row.member_name, email: row.member_email },
  category: row.category_name,
  assignee: null,
  messages_count: row.messages_count,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The thread without internal notes: the prevention officer keeps none in the club's database. */
function threadOf(c: AppContext): InboxThread {
  const raw = c.req.param('id') ?? '';
  const found = /^\d{1,15}$/.test(raw) ? findInboxTicket(c.var.deps.db, Number(raw), 'prevention') : null;
  if (!found) throw notFound(`No query results for model [App\\Models\\Ticket] ${raw}`);
  return { ticket: message(found.ticket), messages: found.messages, notes: [] };
}

export function preventionMessageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/club/prevention/messages', staffGuard(clubPrevention.messages), (c) => {
    const { query } = input(c, clubPrevention.messages);
    const page = resolvePage(c.req.query('page'));
    const { items, total } = listInbox(
      c.var.deps.db,
      { status: query.status },
      { limit: MESSAGES_PER_PAGE, offset: (page - 1) * MESSAGES_PER_PAGE },
      'prevention',
    );
    const path = `${c.var.deps.config.appUrl}${new URL(c.req.url).pathname}`;
    return c.json(paginate({ items: items.map(message), total, perPage: MESSAGES_PER_PAGE, page, path }));
  });

  app.get('/club/prevention/messages/:id', staffGuard(clubPrevention.message), (c) => c.json(threadOf(c)));

  app.post('/club/prevention/messages/:id/reply', staffGuard(clubPrevention.reply), async (c) => {
    const { ticket } = threadOf(c);
    const { body } = input(c, clubPrevention.reply);
    await replyToTicket(c.var.deps, staffActor(c.get('user')), ticket.id, body.text.trim(), 'prevention');
    return c.json(threadOf(c));
  });

  return app;
}
