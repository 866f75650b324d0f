// The browsers a member opted in to web push from: plain SQL. An endpoint belongs to one member,
// the one who subscribed with it last (a shared computer's browser follows whoever signs in).
import { sql, type Database } from '../db/open.ts';

export interface PushSubscriptionRow {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function saveSubscription(
  db: Database,
  row: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null; now: string },
): void {
  sql(
    db,
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
       user_agent = excluded.user_agent, updated_at = excluded.updated_at`,
  ).run(row.userId, row.endpoint, row.p256dh, row.auth, row.userAgent, row.now, row.now);
}

export function subscriptionsOf(db: Database, userId: number): PushSubscriptionRow[] {
  return sql(
    db,
    'SELECT id, user_id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ? ORDER BY id',
  ).all(userId) as unknown as PushSubscriptionRow[];
}

/** Removes the member's own subscription with that endpoint; answers whether there was one. */
export function deleteSubscription(db: Database, userId: number, endpoint: string): boolean {
  return sql(db, 'DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?').run(userId, endpoint).changes > 0;
}

export function deleteSubscriptionById(db: Database, id: number): void {
  sql(db, 'DELETE FROM push_subscriptions WHERE id = ?').run(id);
}
