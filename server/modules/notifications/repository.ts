// The member's database notifications as the bell and the list read them: pages, counts, the
// header's counts, mark-all-read and the archive. Storing and broadcasting one is the platform's
// notify() (server/notifications/notify.ts).
import { sql, type Database } from '../../db/open.ts';
import { USER_MODEL } from '../../auth/repository-tokens.ts';
import type { NotificationRow } from '../../notifications/notify.ts';
import type { NotificationTopic } from '../../../src/shared/contract/notification-topics.ts';

/** Which of the member's notifications a list holds (docs/spec.md §4 "Notifications"). */
export type NotificationBox = 'unread' | 'read' | 'archived';

const BOX: Record<NotificationBox, string> = {
  unread: 'archived_at IS NULL AND read_at IS NULL',
  read: 'archived_at IS NULL AND read_at IS NOT NULL',
  archived: 'archived_at IS NOT NULL',
};

function where(box: NotificationBox, topic: NotificationTopic | null): string {
  return `notifiable_type = ? AND notifiable_id = ? AND ${BOX[box]}${topic ? ' AND topic = ?' : ''}`;
}

const args = (userId: number, topic: NotificationTopic | null) =>
  topic ? [USER_MODEL, userId, topic] : [USER_MODEL, userId];

/** Newest first (the archive: last archived first), of one topic or all. */
export function listNotifications(
  db: Database,
  userId: number,
  box: NotificationBox,
  topic: NotificationTopic | null,
  limit: number,
  offset: number,
): NotificationRow[] {
  const order = box === 'archived' ? 'archived_at DESC, created_at DESC' : 'created_at DESC';
  return sql(
    db,
    `SELECT * FROM notifications WHERE ${where(box, topic)} ORDER BY ${order}, rowid DESC LIMIT ? OFFSET ?`,
  ).all(...args(userId, topic), limit, offset) as unknown as NotificationRow[];
}

export function countNotifications(
  db: Database,
  userId: number,
  box: NotificationBox,
  topic: NotificationTopic | null = null,
): number {
  return (
    sql(db, `SELECT COUNT(*) AS n FROM notifications WHERE ${where(box, topic)}`).get(...args(userId, topic)) as {
      n: number;
    }
  ).n;
}

/** The header's counts (server/http/header.ts): index-only subqueries over :user, the archive left out. */
export const NOTIFICATION_HEADER_COLUMNS = {
  unread_count: `(SELECT COUNT(*) FROM notifications WHERE notifiable_type = '${USER_MODEL}' AND notifiable_id = :user AND ${BOX.unread})`,
  read_count: `(SELECT COUNT(*) FROM notifications WHERE notifiable_type = '${USER_MODEL}' AND notifiable_id = :user AND ${BOX.read})`,
};

export function markAllNotificationsRead(db: Database, userId: number, now: string): number {
  return Number(
    sql(
      db,
      'UPDATE notifications SET read_at = ?, updated_at = ? WHERE notifiable_type = ? AND notifiable_id = ? AND read_at IS NULL',
    ).run(now, now, USER_MODEL, userId).changes,
  );
}

/**
 * Archives (`archived`) or unarchives one of the member's notifications: archiving marks it read
 * too, unarchiving puts it back among the read ones. Null when the member has no such notification
 * (another member's is not theirs to touch, nor to learn of).
 */
export function setArchived(
  db: Database,
  userId: number,
  id: string,
  archived: boolean,
  now: string,
): NotificationRow | null {
  const row = sql(
    db,
    archived
      ? 'UPDATE notifications SET archived_at = COALESCE(archived_at, ?), read_at = COALESCE(read_at, ?), updated_at = ? WHERE id = ? AND notifiable_type = ? AND notifiable_id = ? RETURNING *'
      : 'UPDATE notifications SET archived_at = NULL, updated_at = ? WHERE id = ? AND notifiable_type = ? AND notifiable_id = ? RETURNING *',
  ).get(...(archived ? [now, now, now] : [now]), id, USER_MODEL, userId) as NotificationRow | undefined;
  return row ?? null;
}
