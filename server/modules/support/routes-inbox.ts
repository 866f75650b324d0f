// The support inbox's staff routes (docs/spec.md §10 "Support inbox", src/shared/contract/club-support.ts),
// thin over inbox.ts and faq-admin.ts, which `club ticket:reply` calls too.
import { Hono } from 'hono';
import { clubSupport, type InboxThread, type InboxTicket } from '../../../src/shared/contract/club-support.ts';
import { staffActor } from '../../audit/actors.ts';
import { holdsPermission, staffGuard } from '../../auth/require-permission.ts';
import { sql, type Database } from '../../db/open.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { inLocale } from '../../lang/content.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import {
  ContentError,
  removeSupportContent,
  saveSupportContent,
  supportContent,
  type SupportContentKind,
} from './faq-admin.ts';
import {
  addTicketNote,
  assignTicket,
  closeTicket,
  findInboxTicket,
  InboxError,
  listInbox,
  replyToTicket,
  type InboxTicketRow,
} from './inbox.ts';

export const INBOX_PER_PAGE = 20;

const actorOf = (c: AppContext) => staffActor(c.get('user'));
const pathOf = (c: AppContext) => `${c.var.deps.config.appUrl}${new URL(c.req.url).pathname}`;

const inboxTicket = (row: InboxTicketRow): InboxTicket => ({
  id: row.id,
  subject: row.subject,
  status: row.is_new ? 'new' : row.status,
  member: { id: row.user_id, name: row.member_name, email: row.member_email },
  category: row.category_name === null ? null : inLocale({ en: row.category_name, de: row.category_name_de ?? '' }),
  assignee: row.assigned_to === null ? null : { id: row.assigned_to, name: row.assigned_name ?? '' },
  messages_count: row.messages_count,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

function threadOf(db: Database, id: number): InboxThread {
  const found = findInboxTicket(db, id)!;
  return { ticket: inboxTicket(found.ticket), messages: found.messages, notes: found.notes };
}

function ticketId(c: AppContext): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,15}$/.test(raw) || !findInboxTicket(c.var.deps.db, Number(raw)))
    throw notFound(`No query results for model [App\\Models\\Ticket] ${raw}`);
  return Number(raw);
}

function contentId(c: AppContext, kind: SupportContentKind): number {
  const raw = c.req.param('id') ?? '';
  const table = {
    'faq-category': 'faq_categories',
    'faq-question': 'faq_questions',
    'contact-category': 'contact_categories',
  }[kind];
  if (!/^\d{1,15}$/.test(raw) || !sql(c.var.deps.db, `SELECT 1 FROM ${table} WHERE id = ?`).get(Number(raw)))
    throw notFound(`No query results for model [App\\Models\\${kind}] ${raw}`);
  return Number(raw);
}

function contentRefusal(error: unknown): never {
  if (!(error instanceof ContentError)) throw error;
  if (error.code === 'slug_taken') throw new ValidationError({ slug: [fieldMessage('unique', 'slug')] });
  throw new ValidationError({ id: [__('Members’ tickets still name this contact category.')] });
}

export function inboxRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/club/tickets', staffGuard(clubSupport.tickets), (c) => {
    const { query } = input(c, clubSupport.tickets);
    const page = resolvePage(c.req.query('page'));
    const { items, total } = listInbox(
      c.var.deps.db,
      { status: query.status, assignedTo: query.mine ? c.get('user').id : undefined },
      { limit: INBOX_PER_PAGE, offset: (page - 1) * INBOX_PER_PAGE },
    );
    return c.json(paginate({ items: items.map(inboxTicket), total, perPage: INBOX_PER_PAGE, page, path: pathOf(c) }));
  });

  app.get('/club/tickets/:id', staffGuard(clubSupport.ticket), (c) => c.json(threadOf(c.var.deps.db, ticketId(c))));

  app.post('/club/tickets/:id/reply', staffGuard(clubSupport.reply), async (c) => {
    const id = ticketId(c);
    const { body } = input(c, clubSupport.reply);
    await replyToTicket(c.var.deps, actorOf(c), id, body.text.trim());
    return c.json(threadOf(c.var.deps.db, id));
  });

  app.post('/club/tickets/:id/notes', staffGuard(clubSupport.note), (c) => {
    const id = ticketId(c);
    const { body } = input(c, clubSupport.note);
    addTicketNote(c.var.deps, actorOf(c), id, body.text.trim());
    return c.json(threadOf(c.var.deps.db, id), 201);
  });

  app.put('/club/tickets/:id/assignee', staffGuard(clubSupport.assign), (c) => {
    const id = ticketId(c);
    const { body } = input(c, clubSupport.assign);
    try {
      assignTicket(c.var.deps, actorOf(c), id, body.user_id ?? null, (userId) =>
        holdsPermission(c.var.deps, userId, 'tickets'),
      );
    } catch (error) {
      if (error instanceof InboxError && error.code === 'not_staff')
        throw new ValidationError({ user_id: [__('This member does not handle support tickets.')] });
      throw error;
    }
    return c.json(threadOf(c.var.deps.db, id));
  });

  app.post('/club/tickets/:id/close', staffGuard(clubSupport.close), async (c) => {
    const id = ticketId(c);
    try {
      await closeTicket(c.var.deps, actorOf(c), id);
    } catch (error) {
      if (error instanceof InboxError && error.code === 'closed')
        throw new ValidationError({ ticket: [__('This ticket is already closed.')] });
      throw error;
    }
    return c.json(threadOf(c.var.deps.db, id));
  });

  app.get('/club/tickets-assignees', staffGuard(clubSupport.assignees), (c) => {
    const { db } = c.var.deps;
    const candidates = sql(
      db,
      `SELECT DISTINCT u.id, u.name FROM users u WHERE EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id)
          OR EXISTS (SELECT 1 FROM user_permissions p WHERE p.user_id = u.id) ORDER BY u.name, u.id`,
    ).all() as { id: number; name: string }[];
    return c.json(candidates.filter((user) => holdsPermission(c.var.deps, user.id, 'tickets')));
  });

  app.get('/club/support-content', staffGuard(clubSupport.content), (c) => c.json(supportContent(c.var.deps.db)));

  const save = (kind: SupportContentKind, c: AppContext, id: number | null, fields: Record<string, unknown>) => {
    try {
      saveSupportContent(c.var.deps, actorOf(c), kind, id, fields as Record<string, string | number>);
    } catch (error) {
      contentRefusal(error);
    }
    return c.json(supportContent(c.var.deps.db), id === null ? 201 : 200);
  };
  const remove = (kind: SupportContentKind, c: AppContext) => {
    try {
      removeSupportContent(c.var.deps, actorOf(c), kind, contentId(c, kind));
    } catch (error) {
      contentRefusal(error);
    }
    return c.json(supportContent(c.var.deps.db));
  };
  const category = (c: AppContext, categoryId: number) => {
    if (!sql(c.var.deps.db, 'SELECT 1 FROM faq_categories WHERE id = ?').get(categoryId))
      throw new ValidationError({ faq_category_id: [fieldMessage('in', 'faq_category_id')] });
  };

  app.post('/club/faq-categories', staffGuard(clubSupport.addFaqCategory), (c) =>
    save('faq-category', c, null, input(c, clubSupport.addFaqCategory).body),
  );
  app.put('/club/faq-categories/:id', staffGuard(clubSupport.saveFaqCategory), (c) => {
    const id = contentId(c, 'faq-category');
    return save('faq-category', c, id, input(c, clubSupport.saveFaqCategory).body);
  });
  app.delete('/club/faq-categories/:id', staffGuard(clubSupport.removeFaqCategory), (c) => remove('faq-category', c));
  app.post('/club/faq-questions', staffGuard(clubSupport.addFaqQuestion), (c) => {
    const { body } = input(c, clubSupport.addFaqQuestion);
    category(c, body.faq_category_id);
    return save('faq-question', c, null, body);
  });
  app.put('/club/faq-questions/:id', staffGuard(clubSupport.saveFaqQuestion), (c) => {
    const id = contentId(c, 'faq-question');
    const { body } = input(c, clubSupport.saveFaqQuestion);
    category(c, body.faq_category_id);
    return save('faq-question', c, id, body);
  });
  app.delete('/club/faq-questions/:id', staffGuard(clubSupport.removeFaqQuestion), (c) => remove('faq-question', c));
  app.post('/club/contact-categories', staffGuard(clubSupport.addContactCategory), (c) =>
    save('contact-category', c, null, input(c, clubSupport.addContactCategory).body),
  );
  app.put('/club/contact-categories/:id', staffGuard(clubSupport.saveContactCategory), (c) => {
    const id = contentId(c, 'contact-category');
    return save('contact-category', c, id, input(c, clubSupport.saveContactCategory).body);
  });
  app.delete('/club/contact-categories/:id', staffGuard(clubSupport.removeContactCategory), (c) =>
    remove('contact-category', c),
  );

  return app;
}
