// The member's database notifications, one paginator per list (10 per page), each of one category
// or all; mark-all-read; archiving one and taking it back (docs/spec.md §4 "Notifications").
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { cachedRead } from '../../db/read-cache.ts';
import { notFound } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { apiJsonText } from '../../http/platform.ts';
import {
  countNotifications,
  listNotifications,
  markAllNotificationsRead,
  setArchived,
  type NotificationBox,
} from './repository.ts';
import { toNotificationItem } from '../../notifications/notify.ts';
import { memberCue } from '../../realtime/member-cue.ts';
import { NOTIFICATIONS_READ_EVENT } from '../../../src/shared/contract/realtime-events.ts';
import { user as contract } from '../../../src/shared/contract/user.ts';
import type { Paginator } from '../../../src/shared/contract/endpoint.ts';

export const NOTIFICATIONS_PER_PAGE = 10;

const LISTS = { unread: contract.unread, read: contract.read, archived: contract.archived } as const;

/**
 * One page of the member's notifications in `box`, as the JSON text of Laravel's paginator plus the
 * member's counts over every category (what the badge shows does not follow the filter).
 */
function listJson(c: AppContext, box: NotificationBox): string {
  const { db, config } = c.get('deps');
  const userId = c.get('user').id;
  const topic = input(c, LISTS[box]).query.category ?? null;
  const page = resolvePage(c.req.query('page'));
  const path = `${config.appUrl}${c.req.path}`;
  // The bell and the widgets ask for the first page on every load: the page's text is kept until the
  // database changes, as GET user/header's is (docs/architecture.md decision 13), not serialised anew.
  return cachedRead(db, `notifications:${userId}:${box}:${topic ?? ''}:${page}:${path}`, () => {
    const total = countNotifications(db, userId, box, topic);
    const counts = {
      unread: box === 'unread' && !topic ? total : countNotifications(db, userId, 'unread'),
      read: box === 'read' && !topic ? total : countNotifications(db, userId, 'read'),
      archived: box === 'archived' && !topic ? total : countNotifications(db, userId, 'archived'),
    };
    const rows = listNotifications(db, userId, box, topic, NOTIFICATIONS_PER_PAGE, (page - 1) * NOTIFICATIONS_PER_PAGE);
    const paginator = paginate({
      items: rows.map(toNotificationItem),
      total,
      perPage: NOTIFICATIONS_PER_PAGE,
      page,
      path,
    });
    return JSON.stringify({ ...(topic ? withQuery(paginator, `category=${topic}`) : paginator), counts });
  });
}

/** The page links with the filter in them, as Laravel's ->withQueryString() writes them. */
function withQuery<T>(paginator: Paginator<T>, query: string): Paginator<T> {
  const url = <U extends string | null>(link: U): U => (link ? link.replace('?page=', `?${query}&page=`) : link) as U;
  return {
    ...paginator,
    first_page_url: url(paginator.first_page_url),
    last_page_url: url(paginator.last_page_url),
    next_page_url: url(paginator.next_page_url),
    prev_page_url: url(paginator.prev_page_url),
    links: paginator.links.map((link) => ({ ...link, url: url(link.url) })),
  };
}

async function changeArchive(c: AppContext, archived: boolean) {
  const { db, clock } = c.var.deps;
  const userId = c.get('user').id;
  const row = setArchived(db, userId, c.req.param('id') ?? '', archived, toTimestamp(clock.now()));
  // another member's notification answers as one that does not exist: its id tells nothing
  if (!row) throw notFound('No query results for model [Illuminate\\Notifications\\DatabaseNotification].');
  // the member's other tabs, widgets and portal follow (docs/spec.md §4)
  await memberCue(c.var.deps, userId, NOTIFICATIONS_READ_EVENT);
  return c.json(toNotificationItem(row));
}

export function notificationRoutes(): Hono<AppEnv> {
  const read = requireAuth({ abilities: ['notifications:read'] });
  const write = requireAuth({ abilities: ['notifications:write'] });
  return new Hono<AppEnv>()
    .get('/user/notifications/unread', read, (c) => apiJsonText(c, listJson(c, 'unread')))
    .get('/user/notifications/read', read, (c) => apiJsonText(c, listJson(c, 'read')))
    .get('/user/notifications/archived', read, (c) => apiJsonText(c, listJson(c, 'archived')))
    .post('/user/notifications/mark-all-read', write, async (c) => {
      const userId = c.get('user').id;
      markAllNotificationsRead(c.var.deps.db, userId, toTimestamp(c.var.deps.clock.now()));
      // the member's other tabs, widgets and portal follow (docs/spec.md §4)
      await memberCue(c.var.deps, userId, NOTIFICATIONS_READ_EVENT);
      return c.body(null, 204);
    })
    .post('/user/notifications/:id/archive', write, (c) => changeArchive(c, true))
    .post('/user/notifications/:id/unarchive', write, (c) => changeArchive(c, false));
}
