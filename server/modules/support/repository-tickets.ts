// Support tickets: a member's thread with the staff. A ticket is unread while a staff message is
// newer than member_read_at; a staff message marks it answered, a member message open again.
// Timestamps share one format, so text comparison orders them.
import { sql, transaction, type Database } from '../../db/open.ts';
import { inLocale } from '../../lang/content.ts';
import type {
  SupportTicket as Ticket,
  TicketAuthor,
  TicketMessage,
  TicketStatus,
  TicketSummary,
} from '../../../src/shared/contract/support.ts';
import type { HeaderSummary } from '../../../src/shared/contract/user.ts';
import { CONFIDENTIAL_TICKET_SQL } from './staff-dashboard.ts';

type TicketHeader = NonNullable<HeaderSummary['notifications']['tickets']>;

interface TicketRow {
  id: number;
  user_id: number;
  subject: string;
  status: TicketStatus;
  member_read_at: string | null;
  created_at: string;
  updated_at: string;
  category_slug: string | null;
  category_name: string | null;
  category_name_de: string | null;
  messages_count: number;
  unread: number;
}

const UNREAD = `EXISTS (SELECT 1 FROM support_ticket_messages m WHERE m.support_ticket_id = t.id AND m.author = 'staff'
  AND (t.member_read_at IS NULL OR m.created_at > t.member_read_at))`;

const SELECT_TICKET = `SELECT t.*, c.slug AS category_slug, c.name AS category_name, c.name_de AS category_name_de,
  (SELECT COUNT(*) FROM support_ticket_messages m WHERE m.support_ticket_id = t.id) AS messages_count,
  ${UNREAD} AS unread
  FROM support_tickets t LEFT JOIN contact_categories c ON c.id = t.contact_category_id`;

function toSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    category:
      row.category_slug === null
        ? null
        : { slug: row.category_slug, name: inLocale({ en: row.category_name ?? '', de: row.category_name_de ?? '' }) },
    unread: row.unread === 1,
    messages_count: row.messages_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function insertTicketMessage(
  db: Database,
  ticketId: number,
  author: TicketAuthor,
  body: string,
  now: string,
): TicketMessage {
  return transaction(db, () => {
    const message = sql(
      db,
      'INSERT INTO support_ticket_messages (support_ticket_id, author, body, created_at) VALUES (?, ?, ?, ?) RETURNING id, author, body, created_at',
    ).get(ticketId, author, body, now) as unknown as TicketMessage;
    if (author === 'staff') {
      sql(db, "UPDATE support_tickets SET status = 'answered', updated_at = ? WHERE id = ?").run(now, ticketId);
    } else {
      // The member wrote it, so they have seen the thread up to now.
      sql(db, "UPDATE support_tickets SET status = 'open', updated_at = ?, member_read_at = ? WHERE id = ?").run(
        now,
        now,
        ticketId,
      );
    }
    return { ...message };
  });
}

/** A new ticket with the member's first message. */
export function createTicket(
  db: Database,
  input: { userId: number; categoryId: number | null; subject: string; message: string; now: string },
): number {
  return transaction(db, () => {
    const id = Number(
      sql(
        db,
        "INSERT INTO support_tickets (user_id, contact_category_id, subject, status, member_read_at, created_at, updated_at) VALUES (?, ?, ?, 'open', ?, ?, ?)",
      ).run(input.userId, input.categoryId, input.subject, input.now, input.now, input.now).lastInsertRowid,
    );
    insertTicketMessage(db, id, 'member', input.message, input.now);
    return id;
  });
}

export function setTicketStatus(db: Database, ticketId: number, status: TicketStatus, now: string): void {
  sql(db, 'UPDATE support_tickets SET status = ?, updated_at = ? WHERE id = ?').run(status, now, ticketId);
}

/**
 * Which of the member's tickets a reader sees: all of them, or, for staff looking on in ghost mode,
 * none in the confidential category (KCanG §23: the prevention officer's only).
 */
export type TicketReach = 'all' | 'not-confidential';
const reachSql = (reach: TicketReach) => (reach === 'all' ? '' : ` AND NOT ${CONFIDENTIAL_TICKET_SQL}`);

/** The member's tickets, latest activity first. */
export function listTickets(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
  reach: TicketReach = 'all',
): TicketSummary[] {
  return (
    sql(
      db,
      `${SELECT_TICKET} WHERE t.user_id = ?${reachSql(reach)} ORDER BY t.updated_at DESC, t.id DESC LIMIT ? OFFSET ?`,
    ).all(userId, limit, offset) as unknown as TicketRow[]
  ).map(toSummary);
}

export function countTickets(db: Database, userId: number, reach: TicketReach = 'all'): number {
  return (
    sql(db, `SELECT COUNT(*) AS n FROM support_tickets t WHERE t.user_id = ?${reachSql(reach)}`).get(userId) as {
      n: number;
    }
  ).n;
}

/** The ticket with its thread, only when it belongs to `userId`. */
export function findTicketFor(
  db: Database,
  ticketId: number,
  userId: number,
  reach: TicketReach = 'all',
): Ticket | undefined {
  const row = sql(db, `${SELECT_TICKET} WHERE t.id = ? AND t.user_id = ?${reachSql(reach)}`).get(ticketId, userId) as
    TicketRow | undefined;
  if (!row) return undefined;
  const messages = sql(
    db,
    'SELECT id, author, body, created_at FROM support_ticket_messages WHERE support_ticket_id = ? ORDER BY created_at, id',
  ).all(ticketId) as unknown as TicketMessage[];
  return { ...toSummary(row), messages: messages.map((m) => ({ ...m })) };
}

export function markTicketRead(db: Database, ticketId: number, now: string): void {
  sql(db, 'UPDATE support_tickets SET member_read_at = ? WHERE id = ?').run(now, ticketId);
}

/** docs/spec.md §3 header `tickets` as subqueries over :user: how many tickets have an unread answer, and the latest answered of them. */
export const TICKET_HEADER_COLUMNS = {
  unread_count: `(SELECT COUNT(*) FROM support_tickets t WHERE t.user_id = :user AND ${UNREAD})`,
  unread_ticket_id: `(SELECT t.id FROM support_tickets t WHERE t.user_id = :user AND ${UNREAD}
    ORDER BY (SELECT MAX(m.created_at) FROM support_ticket_messages m WHERE m.support_ticket_id = t.id AND m.author = 'staff') DESC, t.id DESC LIMIT 1)`,
};

export function ticketHeaderOf(row: Record<string, unknown>): TicketHeader {
  return {
    unread_count: Number(row.unread_count),
    unread_ticket_id: row.unread_ticket_id === null ? null : Number(row.unread_ticket_id),
  };
}
