// The bell in the portal's top bar (the common module's `topBar` item): the page's store, and
// links that navigate inside the single-page app. The widget mounts NotificationBell itself.
import { useLocation } from 'wouter';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationDropdown } from './notification-dropdown.tsx';
import { notifications } from '../store.ts';
import { loadNotificationListMessages } from '../store/messages-ready.ts';

// the portal's list comes with the bell, and so do its texts
void loadNotificationListMessages();

export default function TopBarBell() {
  const [, navigate] = useLocation();
  return (
    <NotificationBell
      notifications={notifications}
      dropdown={NotificationDropdown}
      onNavigate={(path) => navigate(path)}
    />
  );
}
