// A member's quiet hours as stored (server/notifications/quiet-hours.ts says what they hold).
import { sql } from '../db/open.ts';
import type { AppDeps } from '../http/env.ts';
import type { QuietHours } from './quiet-hours.ts';

export function quietHoursOf(deps: Pick<AppDeps, 'db'>, userId: number): QuietHours | null {
  return (
    (sql(deps.db, 'SELECT starts, ends FROM notification_quiet_hours WHERE user_id = ?').get(userId) as
      QuietHours | undefined) ?? null
  );
}
