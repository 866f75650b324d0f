// One function per endpoint (docs/spec.md §7): the three lists, one page at a time and of one
// category or all, mark-all-read, and archiving one notification or taking it back.
import type { Api } from '../../core/api/api.ts';
import type { NotificationTopic } from '../../shared/contract/notification-topics.ts';
import { fromRest, toPage } from './store/normalise.ts';
import type { AppNotification, ListName, PageOf } from './types.ts';

export interface NotificationsApi {
  getUnread(page: number, category?: NotificationTopic | null): Promise<PageOf<AppNotification>>;
  getRead(page: number, category?: NotificationTopic | null): Promise<PageOf<AppNotification>>;
  getArchived(page: number, category?: NotificationTopic | null): Promise<PageOf<AppNotification>>;
  markAllRead(): Promise<void>;
  /** Archives (`archived`) or unarchives one; the server's copy of it after the change. */
  setArchived(id: string, archived: boolean): Promise<AppNotification | null>;
}

const query = (page: number, category?: NotificationTopic | null) => (category ? { page, category } : { page });

export function createNotificationsApi(api: Pick<Api, 'get' | 'post'>): NotificationsApi {
  const list = (name: ListName) => (page: number, category?: NotificationTopic | null) =>
    api.get<unknown>(`user/notifications/${name}`, query(page, category)).then(toPage);
  return {
    getUnread: list('unread'),
    getRead: list('read'),
    getArchived: list('archived'),
    markAllRead: () => api.post<unknown>('user/notifications/mark-all-read').then(() => undefined),
    setArchived: (id, archived) =>
      api
        .post<unknown>(`user/notifications/${encodeURIComponent(id)}/${archived ? 'archive' : 'unarchive'}`)
        .then(fromRest),
  };
}
