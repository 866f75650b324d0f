// The support inbox (docs/spec.md §10 "Support inbox"): every member's tickets by status (new: open
// and not answered yet; open; answered; closed), the thread with the staff's internal notes, which
// the member's routes never read, replies, assignment and closing. The staff area's routes and
// `club ticket:reply` call these; each write and its audit entry are one transaction, then the
// member's indicator, widget and notification update (TicketUpdated) and staff dashboards get their cue.
import { TICKET_UPDATED_EVENT } from '../../../src/shared/contract/realtime-events.ts';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { notifyAbout } from '../../notifications/deliver.ts';
import { userChannel } from '../../realtime/broadcasting-auth.ts';
import { staffCue } from '../../realtime/staff-cue.ts';
import { ticketAnsweredTitle } from './notifications.ts';
import { insertTicketMessage, setTicketStatus } from './repository-tickets.ts';
import { CONFIDENTIAL_TICKET_SQL, NEW_TICKET_SQL } from './staff-dashboard.ts';

export type InboxStatus = 'new' | 'open' | 'answered' | 'closed';

/**
 * Whose tickets: the support inbox's, or the prevention officer's, the confidential contact
 * category's (KCanG §23, migration 074): neither scope ever reads the other's.
 */
export type InboxScope = 'support' | 'prevention';

const SCOPE_SQL: Record<InboxScope, string> = {
  support: `NOT ${CONFIDENTIAL_TICKET_SQL}`,
  prevention: CONFIDENTIAL_TICKET_SQL,
};

export interface InboxTicketRow {
  id: number;
  user_id: number;
  subject: string;
  status: 'open' | 'answered' | 'closed';
  is_new: number;
  assigned_to: number | null;
  assigned_name: string | null;
  member_name: string;
  member_email: string;
  category_name: string | null;
  category_name_de: string | null;
  messages_count: number;
  created_at: string;
  updated_at: string;
}

export class InboxError extends Error {
  readonly code: 'unknown' | 'closed' | 'not_staff';
  constructor(code: InboxError['code']) {
    super(code);
    this.name = 'InboxError';
    this.code = code;
  }
}

const INBOX = `SELECT t.id, t.user_id, t.subject, t.status, (${NEW_TICKET_SQL}) AS is_new, t.assigned_to,
    a.name AS assigned_name, u.name AS member_name, u.email AS member_email, c.name AS category_name, c.name_de AS category_name_de,
    (SELECT COUNT(*) FROM support_ticket_messages m WHERE m.support_ticket_id = t.id) AS messages_count,
    t.created_at, t.updated_at
  FROM support_tickets t JOIN users u ON u.id = t.user_id LEFT JOIN users a ON a.id = t.assigned_to
  LEFT JOIN contact_categories c ON c.id = t.contact_category_id`;

const STATUS_SQL: Record<InboxStatus, string> = {
  new: NEW_TICKET_SQL,
  open: "t.status = 'open'",
  answered: "t.status = 'answered'",
  closed: "t.status = 'closed'",
};

export function listInbox(
  db: Database,
  filter: { status?: InboxStatus; assignedTo?: number },
  page: { limit: number; offset: number },
  scope: InboxScope = 'support',
): { items: InboxTicketRow[]; total: number } {
  const where: string[] = [SCOPE_SQL[scope]];
  const params: (string | number)[] = [];
  if (filter.status) where.push(STATUS_SQL[filter.status]);
  if (filter.assignedTo !== undefined) {
    where.push('t.assigned_to = ?');
    params.push(filter.assignedTo);
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const total = (sql(db, `SELECT COUNT(*) AS n FROM support_tickets t ${clause}`).get(...params) as { n: number }).n;
  const items = sql(db, `${INBOX} ${clause} ORDER BY t.updated_at DESC, t.id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    page.limit,
    page.offset,
  ) as unknown as InboxTicketRow[];
  return { items, total };
}

export function findInboxTicket(db: Database, id: number, scope: InboxScope = 'support') {
  const ticket = sql(db, `${INBOX} WHERE t.id = ? AND ${SCOPE_SQL[scope]}`).get(id) as InboxTicketRow | undefined;
  if (!ticket) return null;
  const messages = sql(
    db,
    'SELECT id, author, body, created_at FROM support_ticket_messages WHERE support_ticket_id = ? ORDER BY created_at, id',
  ).all(id) as { id: number; author: 'member' | 'staff'; body: string; created_at: string }[];
  const notes = sql(
    db,
    'SELECT id, author, body, created_at FROM support_ticket_notes WHERE support_ticket_id = ? ORDER BY id',
  ).all(id) as { id: number; author: string; body: string; created_at: string }[];
  return { ticket, messages, notes };
}

const summary = (row: InboxTicketRow) => ({ status: row.status, assigned_to: row.assigned_to });

function open(db: Database, id: number, scope: InboxScope = 'support'): InboxTicketRow {
  const found = findInboxTicket(db, id, scope);
  if (!found) throw new InboxError('unknown');
  return found.ticket;
}

async function tellMember(deps: AppDeps, ticket: InboxTicketRow, answered: boolean): Promise<void> {
  const member = findUserById(deps.db, ticket.user_id);
  if (!member) return;
  if (answered)
    await notifyAbout(deps, member, 'support', {
      title: ticketAnsweredTitle(member.language === 'de' ? 'de' : 'en'),
      description: ticket.subject,
      class: 'fa fa-life-ring',
      status: 'info',
      type: 'App\\Notifications\\TicketAnswered',
      extra: { ticket_id: ticket.id },
      url: `/support/ticket/${ticket.id}`,
    });
  try {
    await deps.broadcaster.broadcast([userChannel(member.id)], TICKET_UPDATED_EVENT, { ticket_id: ticket.id });
  } catch (error) {
    deps.log.warn('TicketUpdated not broadcast', { error: error instanceof Error ? error.message : String(error) });
  }
  await staffCue(deps, 'tickets');
}

/** The staff's answer: the member's indicator, widget and notification update live. A closed ticket is reopened. */
export async function replyToTicket(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  text: string,
  scope: InboxScope = 'support',
) {
  const now = toTimestamp(deps.clock.now());
  const ticket = transaction(deps.db, () => {
    const before = open(deps.db, id, scope);
    insertTicketMessage(deps.db, id, 'staff', text, now);
    const after = open(deps.db, id, scope);
    recordAudit(deps, actor, {
      action: 'ticket.answered',
      subject: { type: 'ticket', id },
      before: summary(before),
      after: { ...summary(after), length: text.length },
    });
    return after;
  });
  await tellMember(deps, ticket, true);
  return ticket;
}

/** An internal note: staff only, never in the member's thread. */
export function addTicketNote(deps: AppDeps, actor: AuditActor, id: number, text: string) {
  const now = toTimestamp(deps.clock.now());
  return transaction(deps.db, () => {
    open(deps.db, id);
    const author = actor.id === null ? actor.label : (findUserById(deps.db, actor.id)?.name ?? actor.label);
    const noteId = Number(
      sql(
        deps.db,
        'INSERT INTO support_ticket_notes (support_ticket_id, author_id, author, body, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(id, actor.id, author, text, now).lastInsertRowid,
    );
    recordAudit(deps, actor, { action: 'ticket.noted', subject: { type: 'ticket', id }, after: { note: noteId } });
    return noteId;
  });
}

/** Assigns the ticket to a staff member (a member holding the `tickets` permission), or to nobody. */
export function assignTicket(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  staffId: number | null,
  mayHandle: (userId: number) => boolean,
) {
  const now = toTimestamp(deps.clock.now());
  return transaction(deps.db, () => {
    const before = open(deps.db, id);
    if (staffId !== null && !mayHandle(staffId)) throw new InboxError('not_staff');
    sql(deps.db, 'UPDATE support_tickets SET assigned_to = ?, updated_at = ? WHERE id = ?').run(staffId, now, id);
    const after = open(deps.db, id);
    recordAudit(deps, actor, {
      action: 'ticket.assigned',
      subject: { type: 'ticket', id },
      before: summary(before),
      after: summary(after),
    });
    return after;
  });
}

/** Closes the ticket; the member sees it closed at once. */
export async function closeTicket(deps: AppDeps, actor: AuditActor, id: number) {
  const now = toTimestamp(deps.clock.now());
  const ticket = transaction(deps.db, () => {
    const before = open(deps.db, id);
    if (before.status === 'closed') throw new InboxError('closed');
    setTicketStatus(deps.db, id, 'closed', now);
    const after = open(deps.db, id);
    recordAudit(deps, actor, {
      action: 'ticket.closed',
      subject: { type: 'ticket', id },
      before: summary(before),
      after: summary(after),
    });
    return after;
  });
  await tellMember(deps, ticket, false);
  return ticket;
}
