// Settings: quiet hours (docs/spec.md §4 "Notification preferences and quiet hours"). Both times or
// neither; the holding itself: server/notifications/deliver.ts, released by the held-mail job.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import type { Database } from '../../db/open.ts';
import { sql } from '../../db/open.ts';
import type { AppEnv } from '../../http/env.ts';
import { ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { attributeName, fieldMessage } from '../../lang/translate.ts';
import { quietHoursOf } from '../../notifications/deliver.ts';
import { quietHours, type QuietHours } from '../../../src/shared/contract/quiet-hours.ts';
import { member, memberChange } from './guard.ts';

function answer(db: Database, userId: number): QuietHours {
  const stored = quietHoursOf({ db }, userId);
  return { starts: stored?.starts ?? null, ends: stored?.ends ?? null };
}

export function settingsQuietHoursRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/settings/quiet-hours', member(), (c) => c.json(answer(c.var.deps.db, c.get('user').id)));

  app.put('/user/settings/quiet-hours', memberChange(), (c) => {
    const { db, clock } = c.var.deps;
    const { starts, ends } = input(c, quietHours.save).body;
    const userId = c.get('user').id;
    if ((starts ?? null) === null && (ends ?? null) === null) {
      sql(db, 'DELETE FROM notification_quiet_hours WHERE user_id = ?').run(userId);
    } else if (!starts || !ends) {
      const [missing, given] = starts ? ['ends', 'starts'] : ['starts', 'ends'];
      throw new ValidationError({
        [missing]: [fieldMessage('required_with', missing, { values: attributeName(given) })],
      });
    } else {
      sql(
        db,
        `INSERT INTO notification_quiet_hours (user_id, starts, ends, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET starts = excluded.starts, ends = excluded.ends, updated_at = excluded.updated_at`,
      ).run(userId, starts, ends, toTimestamp(clock.now()));
    }
    return c.json(answer(db, userId));
  });

  return app;
}
