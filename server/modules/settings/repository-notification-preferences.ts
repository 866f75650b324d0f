// Which notifications a member wants by mail and by push, per topic: plain SQL. Topics without a
// row use the defaults of the route.
import { sql, transaction, type Database } from '../../db/open.ts';

export interface PreferenceRow {
  topic: string;
  mail: number;
  push: number;
}

export function listPreferences(db: Database, userId: number): PreferenceRow[] {
  return sql(db, 'SELECT topic, mail, push FROM notification_preferences WHERE user_id = ? ORDER BY topic').all(
    userId,
  ) as unknown as PreferenceRow[];
}

export function savePreferences(
  db: Database,
  userId: number,
  rows: { topic: string; mail: boolean; push: boolean }[],
  now: string,
): void {
  transaction(db, () => {
    for (const row of rows) {
      sql(
        db,
        `INSERT INTO notification_preferences (user_id, topic, mail, push, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, topic) DO UPDATE SET mail = excluded.mail, push = excluded.push, updated_at = excluded.updated_at`,
      ).run(userId, row.topic, row.mail ? 1 : 0, row.push ? 1 : 0, now);
    }
  });
}
