// The page's notifications: one store bound to the installed client runtime (portal or widget
// script), the browser's realtime relay, the header summary and the page's wake-ups. While anything
// shows it, the header summary is loaded (once for the member) and the tab keeps the realtime
// connection; its counts flow back into the summary, so the dashboard's count is live too.
import { computed, onMount, onNotify } from 'nanostores';
import { onMemberCue, relay, retainRealtime } from '../../core/realtime/index.ts';
import { NOTIFICATIONS_READ_EVENT } from '../../shared/contract/realtime-events.ts';
import { currentApi, getRuntime } from '../../core/runtime.ts';
import { $session } from '../../core/session/session.ts';
import { $header, loadHeader, reloadHeader, updateHeader } from '../../core/header/store.ts';
import { createNotificationsApi, type NotificationsApi } from './api.ts';
import { createDesktopNotifier } from './store/desktop.ts';
import { createNotificationsStore } from './store/notifications-store.ts';
import { watchWake } from './store/wake.ts';

// bound at each call: the runtime is installed after this module loads
const live = () => createNotificationsApi(currentApi());
const api: NotificationsApi = {
  getUnread: (page, category) => live().getUnread(page, category),
  getRead: (page, category) => live().getRead(page, category),
  getArchived: (page, category) => live().getArchived(page, category),
  markAllRead: () => live().markAllRead(),
  setArchived: (id, archived) => live().setArchived(id, archived),
};

export const notifications = createNotificationsStore({
  api,
  realtime: relay,
  $userId: computed($session, (s) => s.user?.id ?? null),
  $header,
  reloadHeader,
  onWake: watchWake(),
  desktop: createDesktopNotifier(),
});

export const { $notifications, $unreadCount } = notifications;

onMount(notifications.$notifications, () => {
  if (!hasRuntime()) return; // nothing to talk to (a test rendering the bell with no runtime)
  const release = retainRealtime();
  loadHeader().catch(() => {}); // once per member; failures show as error dialogs
  // read or archived in another tab, widget or the portal: the server's lists again (docs/spec.md §4)
  const stopRead = onMemberCue(NOTIFICATIONS_READ_EVENT, () => void notifications.resync());
  // onNotify, not listen(): a listener of its own would keep the store (and the connection) mounted forever
  const stopSync = onNotify(notifications.$notifications, () => {
    const { unread, read } = notifications.$notifications.get().counts;
    updateHeader((summary) => {
      const counts = summary.notifications.notifications;
      if (counts.unread_count === unread && counts.read_count === read) return summary;
      return {
        ...summary,
        notifications: { ...summary.notifications, notifications: { unread_count: unread, read_count: read } },
      };
    });
  });
  return () => {
    stopRead();
    stopSync();
    release();
  };
});

function hasRuntime(): boolean {
  try {
    getRuntime();
    return true;
  } catch {
    return false;
  }
}
