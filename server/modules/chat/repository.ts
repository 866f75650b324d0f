// Conversations, participants with their read state, and messages: plain SQL.
import { sql, transaction, type Database } from '../../db/open.ts';
import type { ChatMessage, ConversationSummary } from '../../../src/shared/contract/chat.ts';

export interface ConversationRow {
  id: number;
  created_at: string;
  updated_at: string;
}

const MESSAGE_COLUMNS = 'id, conversation_id, sender_id, body, created_at';

/** The conversation if `userId` takes part in it; otherwise undefined (the route answers 404). */
export function findConversationFor(db: Database, conversationId: number, userId: number): ConversationRow | undefined {
  return sql(
    db,
    'SELECT c.* FROM conversations c JOIN conversation_user cu ON cu.conversation_id = c.id WHERE c.id = ? AND cu.user_id = ?',
  ).get(conversationId, userId) as ConversationRow | undefined;
}

/** The one conversation of exactly these two members, if any. */
export function findDirectConversation(db: Database, userId: number, otherId: number): ConversationRow | undefined {
  return sql(
    db,
    `SELECT c.* FROM conversations c
     JOIN conversation_user a ON a.conversation_id = c.id AND a.user_id = ?
     JOIN conversation_user b ON b.conversation_id = c.id AND b.user_id = ?
     WHERE (SELECT COUNT(*) FROM conversation_user x WHERE x.conversation_id = c.id) = 2
     ORDER BY c.id LIMIT 1`,
  ).get(userId, otherId) as ConversationRow | undefined;
}

export function createConversation(db: Database, memberIds: number[], now: string): ConversationRow {
  return transaction(db, () => {
    const id = Number(
      sql(db, 'INSERT INTO conversations (created_at, updated_at) VALUES (?, ?)').run(now, now).lastInsertRowid,
    );
    for (const userId of new Set(memberIds)) {
      sql(db, 'INSERT INTO conversation_user (conversation_id, user_id, created_at) VALUES (?, ?, ?)').run(
        id,
        userId,
        now,
      );
    }
    return { id, created_at: now, updated_at: now };
  });
}

export function participantIds(db: Database, conversationId: number): number[] {
  return (
    sql(db, 'SELECT user_id FROM conversation_user WHERE conversation_id = ? ORDER BY user_id').all(conversationId) as {
      user_id: number;
    }[]
  ).map((row) => row.user_id);
}

/** Stores a message; the sender has read everything up to it, and the conversation moves up the list. */
export function insertMessage(db: Database, message: Omit<ChatMessage, 'id'>): ChatMessage {
  return transaction(db, () => {
    const id = Number(
      sql(db, 'INSERT INTO messages (conversation_id, sender_id, body, created_at) VALUES (?, ?, ?, ?)').run(
        message.conversation_id,
        message.sender_id,
        message.body,
        message.created_at,
      ).lastInsertRowid,
    );
    sql(db, 'UPDATE conversations SET updated_at = ? WHERE id = ?').run(message.created_at, message.conversation_id);
    markRead(db, message.conversation_id, message.sender_id, message.created_at);
    return { id, ...message };
  });
}

export function countMessages(db: Database, conversationId: number): number {
  return (sql(db, 'SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?').get(conversationId) as { n: number })
    .n;
}

/** Newest first: page 1 holds the latest `limit` messages. */
export function listMessagesNewestFirst(
  db: Database,
  conversationId: number,
  limit: number,
  offset: number,
): ChatMessage[] {
  return sql(
    db,
    `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
  ).all(conversationId, limit, offset) as unknown as ChatMessage[];
}

/** Marks every message of the conversation up to now as read by `userId`. */
export function markRead(db: Database, conversationId: number, userId: number, now: string): void {
  sql(
    db,
    `UPDATE conversation_user SET last_read_at = ?,
       last_read_message_id = COALESCE((SELECT MAX(id) FROM messages WHERE conversation_id = ?), 0)
     WHERE conversation_id = ? AND user_id = ?`,
  ).run(now, conversationId, conversationId, userId);
}

interface SummaryRow {
  id: number;
  created_at: string;
  updated_at: string;
  other_id: number | null;
  other_name: string | null;
  unread_count: number;
  m_id: number | null;
  m_sender_id: number | null;
  m_body: string | null;
  m_created_at: string | null;
}

const SUMMARY_SELECT = `
  SELECT c.id, c.created_at, c.updated_at,
    o.user_id AS other_id, u.name AS other_name,
    (SELECT COUNT(*) FROM messages um WHERE um.conversation_id = c.id AND um.sender_id <> me.user_id AND um.id > me.last_read_message_id) AS unread_count,
    lm.id AS m_id, lm.sender_id AS m_sender_id, lm.body AS m_body, lm.created_at AS m_created_at
  FROM conversation_user me
  JOIN conversations c ON c.id = me.conversation_id
  LEFT JOIN conversation_user o ON o.conversation_id = c.id AND o.user_id = (
    SELECT MIN(x.user_id) FROM conversation_user x WHERE x.conversation_id = c.id AND x.user_id <> me.user_id)
  LEFT JOIN users u ON u.id = o.user_id
  LEFT JOIN messages lm ON lm.id = (SELECT MAX(id) FROM messages WHERE conversation_id = c.id)
  WHERE me.user_id = ?`;

function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    participant: { id: row.other_id ?? 0, name: row.other_name ?? '' },
    last_message:
      row.m_id === null
        ? null
        : {
            id: row.m_id,
            conversation_id: row.id,
            sender_id: row.m_sender_id!,
            body: row.m_body!,
            created_at: row.m_created_at!,
          },
    unread_count: row.unread_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The member's conversations, latest activity first. */
export function listConversations(db: Database, userId: number): ConversationSummary[] {
  const rows = sql(db, `${SUMMARY_SELECT} ORDER BY c.updated_at DESC, c.id DESC`).all(
    userId,
  ) as unknown as SummaryRow[];
  return rows.map(toSummary);
}

export function conversationSummary(
  db: Database,
  conversationId: number,
  userId: number,
): ConversationSummary | undefined {
  const row = sql(db, `${SUMMARY_SELECT} AND c.id = ?`).get(userId, conversationId) as SummaryRow | undefined;
  return row ? toSummary(row) : undefined;
}

/** docs/spec.md §3 header `chat` as subqueries over :user: all unread messages, and the conversation of the newest one. */
export const CHAT_HEADER_COLUMNS = {
  unread_count: `(SELECT COUNT(m.id) FROM conversation_user me JOIN messages m ON m.conversation_id = me.conversation_id
    WHERE me.user_id = :user AND m.sender_id <> me.user_id AND m.id > me.last_read_message_id)`,
  unread_message_conversation_id: `(SELECT m2.conversation_id FROM messages m2 JOIN conversation_user me2 ON me2.conversation_id = m2.conversation_id AND me2.user_id = :user
    WHERE m2.sender_id <> :user AND m2.id > me2.last_read_message_id ORDER BY m2.id DESC LIMIT 1)`,
};

export function chatHeader(row: Record<string, unknown>): {
  unread_count: number;
  unread_message_conversation_id: number | null;
} {
  return {
    unread_count: Number(row.unread_count),
    unread_message_conversation_id:
      row.unread_message_conversation_id === null ? null : Number(row.unread_message_conversation_id),
  };
}

/**
 * Whom `userId` may start a chat with: a verified member who is in their
 * team (their sponsor, someone they sponsored, or a member with the same sponsor), or who wrote to them before, or staff (a member
 * with a permission or a staff role). Everyone else answers like an unknown member, so chat lists nobody.
 */
export function canReach(db: Database, userId: number, otherId: number): boolean {
  const row = sql(
    db,
    `SELECT 1 FROM users o, users me
      WHERE o.id = ? AND me.id = ? AND o.email_verified_at IS NOT NULL AND (
        o.sponsor_id = me.id OR me.sponsor_id = o.id OR (me.sponsor_id IS NOT NULL AND o.sponsor_id = me.sponsor_id)
        OR EXISTS (SELECT 1 FROM user_permissions up WHERE up.user_id = o.id)
        OR EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = o.id)
        OR EXISTS (SELECT 1 FROM messages m JOIN conversation_user cu ON cu.conversation_id = m.conversation_id
                    WHERE m.sender_id = o.id AND cu.user_id = me.id))`,
  ).get(otherId, userId);
  return row !== undefined;
}
