// The notifications' plain state: the first state, the counts a page brings, and what the bell's
// live indicator shows for a connection state (src/modules/notifications/store/notifications-store.ts).
import type { ConnectionState } from '../../../core/realtime/index.ts';
import { emptyList } from './list.ts';
import type { AppNotification, ListName, NotificationCounts, NotificationsState, PageOf } from '../types.ts';

/** What the bell's indicator shows. */
export type LiveStatus = 'connected' | 'reconnecting' | 'offline';

export function liveStatus(state: ConnectionState): LiveStatus {
  if (state === 'connected') return 'connected';
  return state === 'connecting' || state === 'reconnecting' ? 'reconnecting' : 'offline';
}

export function initialNotifications(): NotificationsState {
  return {
    unread: emptyList(),
    read: emptyList(),
    archived: emptyList(),
    open: false,
    view: 'inbox',
    category: null,
    counts: { unread: 0, read: 0 },
  };
}

/** The counts a page brings: the server's over every category, else (unfiltered) the list's total. */
export function countsAfter(
  state: NotificationsState,
  name: ListName,
  page: PageOf<AppNotification>,
): NotificationCounts {
  if (page.counts) return page.counts;
  if (name === 'archived' || state.category !== null) return state.counts;
  return { ...state.counts, [name]: page.total };
}
