// The member's database notifications, one paginator per list (10 per page), and mark-all-read.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { cachedRead } from '../../db/read-cache.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { apiJsonText } from '../../http/platform.ts';
import { countNotifications, listNotifications, markAllNotificationsRead } from './repository.ts';
import { toNotificationItem } from '../../notifications/notify.ts';
import { memberCue } from '../../realtime/member-cue.ts';
import { NOTIFICATIONS_READ_EVENT } from '../../../src/shared/contract/realtime-events.ts';

export const NOTIFICATIONS_PER_PAGE = 10;

/** One page of the member's read or unread notifications, as the JSON text of Laravel's paginator. */
function listJson(c: AppContext, read: boolean): string {
  const { db, config } = c.get('deps');
  const userId = c.get('user').id;
  const page = resolvePage(c.req.query('page'));
  const path = `${config.appUrl}${c.req.path}`;
  // The bell and the widgets ask for the first page on every load: the page's text is kept until the
  // database changes, as GET user/header's is (docs/architecture.md decision 13), not serialised anew.
  return cachedRead(db, `notifications:${userId}:${read}:${page}:${path}`, () =>
    JSON.stringify(
      paginate({
        items: listNotifications(db, userId, read, NOTIFICATIONS_PER_PAGE, (page - 1) * NOTIFICATIONS_PER_PAGE).map(
          toNotificationItem,
        ),
        total: countNotifications(db, userId, read),
        perPage: NOTIFICATIONS_PER_PAGE,
        page,
        path,
      }),
    ),
  );
}

export function notificationRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/user/notifications/unread', requireAuth({ abilities: ['notifications:read'] }), (c) =>
      apiJsonText(c, listJson(c, false)),
    )
    .get('/user/notifications/read', requireAuth({ abilities: ['notifications:read'] }), (c) =>
      apiJsonText(c, listJson(c, true)),
    )
    .post('/user/notifications/mark-all-read', requireAuth({ abilities: ['notifications:write'] }), async (c) => {
      const userId = c.get('user').id;
      markAllNotificationsRead(c.var.deps.db, userId, toTimestamp(c.var.deps.clock.now()));
      // the member's other tabs, widgets and portal follow (docs/spec.md §4)
      await memberCue(c.var.deps, userId, NOTIFICATIONS_READ_EVENT);
      return c.body(null, 204);
    });
}
