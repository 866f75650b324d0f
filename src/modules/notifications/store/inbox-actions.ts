// The inbox's actions (docs/spec.md §4 "Notifications"): the inbox or the archive, one category or
// all, archiving a notification and restoring one. Fetched with their first use, so the bell's
// first render on a club's website does not carry them (notifications-store.ts).
import type { WritableAtom } from 'nanostores';
import type { NotificationTopic } from '../../../shared/contract/notification-topics.ts';
import type { NotificationsApi } from '../api.ts';
import { emptyList } from './list.ts';
import type { ListName, NotificationsState, NotificationView } from '../types.ts';

export interface InboxContext {
  $notifications: WritableAtom<NotificationsState>;
  api: Pick<NotificationsApi, 'setArchived'>;
  /** Loads the shown view's lists that have no page yet. */
  loadView(): void;
  /** The server's first pages and counts again. */
  resync(): Promise<void>;
  /** Answers still on their way are for the previous lists: dropped. */
  dropAnswers(): void;
}

export function inboxActions({ $notifications, api, loadView, resync, dropAnswers }: InboxContext) {
  const get = () => $notifications.get();
  return {
    /** The inbox or the archive. */
    setView(view: NotificationView): void {
      if (get().view === view) return;
      $notifications.set({ ...get(), view });
      loadView();
    },

    /** One category's notifications in every list, or (null) all: the lists start again from page 1. */
    setCategory(category: NotificationTopic | null): void {
      if (get().category === category) return;
      dropAnswers();
      const { counts } = get();
      $notifications.set({
        ...get(),
        category,
        unread: emptyList(category === null ? counts.unread : 0),
        read: emptyList(category === null ? counts.read : 0),
        archived: emptyList(),
      });
      loadView();
    },

    /**
     * Archives a notification of the inbox (`archived`) or takes one back from the archive: it
     * leaves its list at once (and, archived unread, the badge); the server's lists follow the
     * answer, in this tab and, through the cue, in the member's others.
     */
    async setArchived(id: string, archived: boolean): Promise<void> {
      const state = get();
      const next = { ...state, counts: { ...state.counts } };
      for (const name of (archived ? ['unread', 'read'] : ['archived']) as ListName[]) {
        const list = state[name];
        if (!list.data.some((item) => item.id === id)) continue;
        next[name] = { ...list, data: list.data.filter((item) => item.id !== id), total: Math.max(0, list.total - 1) };
        if (name !== 'archived') next.counts[name] = Math.max(0, next.counts[name] - 1);
      }
      $notifications.set(next);
      try {
        await api.setArchived(id, archived);
      } finally {
        await resync(); // the server's word on where it is now, and its place in the other list
      }
    },
  };
}

export type InboxActions = ReturnType<typeof inboxActions>;
