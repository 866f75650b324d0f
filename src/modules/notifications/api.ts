// One function per endpoint (docs/spec.md §7): the two lists, one page at a time, and mark-all-read.
import type { Api } from '../../core/api/api.ts';
import { toPage } from './store/normalise.ts';
import type { AppNotification, PageOf } from './types.ts';

export interface NotificationsApi {
  getUnread(page: number): Promise<PageOf<AppNotification>>;
  getRead(page: number): Promise<PageOf<AppNotification>>;
  markAllRead(): Promise<void>;
}

export function createNotificationsApi(api: Pick<Api, 'get' | 'post'>): NotificationsApi {
  return {
    getUnread: (page) => api.get<unknown>('user/notifications/unread', { page }).then(toPage),
    getRead: (page) => api.get<unknown>('user/notifications/read', { page }).then(toPage),
    markAllRead: () => api.post<unknown>('user/notifications/mark-all-read').then(() => undefined),
  };
}
