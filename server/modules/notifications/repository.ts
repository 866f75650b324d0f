// The member's database notifications as the bell and the list read them: pages, counts, the
// header's counts and mark-all-read. Storing and broadcasting one is the platform's notify()
// (server/notifications/notify.ts).
import { sql, type Database } from '../../db/open.ts';
import { USER_MODEL } from '../../auth/repository-tokens.ts';
import type { NotificationRow } from '../../notifications/notify.ts';

/** Newest first; `read` selects read or unread ones. */
export function listNotifications(
  db: Database,
  userId: number,
  read: boolean,
  limit: number,
  offset: number,
): NotificationRow[] {
  const where = read ? 'read_at IS NOT NULL' : 'read_at IS NULL';
  return sql(
    db,
    `SELECT * FROM notifications WHERE notifiable_type = ? AND notifiable_id = ? AND ${where} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
  ).all(USER_MODEL, userId, limit, offset) as unknown as NotificationRow[];
}

export function countNotifications(db: Database, userId: number, read: boolean): number {
  const where = read ? 'read_at IS NOT NULL' : 'read_at IS NULL';
  return (
    sql(db, `SELECT COUNT(*) AS n FROM notifications WHERE notifiable_type = ? AND notifiable_id = ? AND ${where}`).get(
      USER_MODEL,
      userId,
    ) as { n: number }
  ).n;
}

/** The header's counts (server/http/header.ts): index-only subqueries over :user. */
export const NOTIFICATION_HEADER_COLUMNS = {
  unread_count: `(SELECT COUNT(*) FROM notifications WHERE notifiable_type = '${USER_MODEL}' AND notifiable_id = :user AND read_at IS NULL)`,
  read_count: `(SELECT COUNT(*) FROM notifications WHERE notifiable_type = '${USER_MODEL}' AND notifiable_id = :user AND read_at IS NOT NULL)`,
};

export function markAllNotificationsRead(db: Database, userId: number, now: string): number {
  return Number(
    sql(
      db,
      'UPDATE notifications SET read_at = ?, updated_at = ? WHERE notifiable_type = ? AND notifiable_id = ? AND read_at IS NULL',
    ).run(now, now, USER_MODEL, userId).changes,
  );
}
