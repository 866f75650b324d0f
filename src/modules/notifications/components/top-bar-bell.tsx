// The bell in the portal's top bar (the common module's `topBar` item): the page's store, and
// links that navigate inside the single-page app. The widget mounts NotificationBell itself.
import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import menuCss from '../../../ui/menu.css?inline';
import { MenuButton } from '../../../ui/menu-button.tsx';
import { adoptStyles } from '../../../ui/styles.ts';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationDropdown } from './notification-dropdown.tsx';
import { notifications } from '../store.ts';
import { loadNotificationListMessages } from '../store/messages-ready.ts';

// the portal's list comes with the bell, and so do its texts
void loadNotificationListMessages();

export default function TopBarBell() {
  const [, navigate] = useLocation();
  useLayoutEffect(() => void adoptStyles(document, menuCss), []);
  return (
    <NotificationBell
      notifications={notifications}
      dropdown={NotificationDropdown}
      menuButton={MenuButton}
      onNavigate={(path) => navigate(path)}
    />
  );
}
