// Push registrations of the Android app: one row per device token, owned by the member who
// registered it last.
import { sql, type Database } from '../../db/open.ts';

export interface FcmTokenRow {
  id: number;
  user_id: number;
  token: string;
  access_token_id: number | null;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
}

export function upsertFcmToken(
  db: Database,
  row: { user_id: number; token: string; access_token_id: number | null; user_agent: string | null; now: string },
): void {
  sql(
    db,
    `INSERT INTO fcm_tokens (user_id, token, access_token_id, user_agent, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (token) DO UPDATE SET user_id = excluded.user_id, access_token_id = excluded.access_token_id, user_agent = excluded.user_agent, updated_at = excluded.updated_at`,
  ).run(row.user_id, row.token, row.access_token_id, row.user_agent, row.now, row.now);
}

export function fcmTokensOf(db: Database, userId: number): FcmTokenRow[] {
  return sql(db, 'SELECT * FROM fcm_tokens WHERE user_id = ? ORDER BY id').all(userId) as unknown as FcmTokenRow[];
}
