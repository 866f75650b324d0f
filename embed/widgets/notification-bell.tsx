// <club-notification-bell> for a signed-in member (the signed-out prompt is embed/prompt.tsx): the
// notifications module's own bell (the portal's top bar renders the same component) with links
// into the portal (data-portal), and the account menu. While one is mounted it reports
// club:unread-change and club:notification.
import { useStore } from '@nanostores/react';
import { $header } from '../../src/core/header/store.ts';
import { t } from '../../src/core/i18n/i18n.ts';
import { $session } from '../../src/core/session/session.ts';
import type { MenuButtonProps } from '../../src/ui/menu-button.tsx';
import menuButtonCss from '../../src/ui/menu-button.css?inline';
import {
  NotificationBell,
  notificationBellCss,
} from '../../src/modules/notifications/components/notification-bell.tsx';
import { notifications } from '../../src/modules/notifications/store.ts';
import { loadNotificationMessages } from '../../src/modules/notifications/store/messages-ready.ts';
import { portalPath, webAddress } from '../../src/modules/notifications/store/portal-path.ts';
import { $embedConfig } from '../env.ts';
import type { Emit } from '../events.ts';
import type { WidgetContext, WidgetPart } from '../registry.ts';
import bellWidgetCss from '../styles/notification-bell.css?inline';
import { AccountMenu } from './account-menu.tsx';
import { BellDropdown, BellMenuButton, loadBellPopups } from './bell-popups.tsx';

export function NotificationBellWidget({ portal, opened }: WidgetContext) {
  const user = useStore($session).user;

  return (
    <span className="club-bell-widget" onPointerEnter={prefetchPopups} onFocus={prefetchPopups}>
      <NotificationBell
        notifications={notifications}
        dropdown={BellDropdown}
        menuButton={BellButton}
        link={(path) => `${portal}${path}`}
        initialOpen={opened}
      />
      {user && <AccountMenu name={user.name} portal={portal} />}
    </span>
  );
}

// its popup's code comes with the dropdown's (embed/lazy-menu-button.tsx)
const BellButton = (props: MenuButtonProps) => <BellMenuButton {...props} loading={t('notifications.loading')} />;

// asked for ahead of the click; a failure shows when the dropdown itself asks
const prefetchPopups = () => void loadBellPopups().catch(() => {});

function watchBell(emit: Emit): () => void {
  let last: number | null = null;
  // Only counts the server gave: none before the header summary arrived (a page does not first hear
  // 0). The store takes the summary in as a change of its own state, which is what this follows.
  const stops = [
    notifications.$notifications.subscribe(() => {
      const count = notifications.$unreadCount.get();
      if (!$header.get() || count === last) return;
      last = count;
      emit('unread-change', { count });
    }),
    notifications.onNotification(({ id, data }) => {
      const path = portalPath(data.url);
      emit('notification', {
        id,
        title: data.title,
        description: data.description,
        status: data.status,
        url: path ? `${$embedConfig.get().portal}${path}` : webAddress(data.url),
      });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

const part: WidgetPart = {
  component: NotificationBellWidget,
  styles: [...notificationBellCss, menuButtonCss, bellWidgetCss],
  watch: watchBell,
  // The bell renders nothing until its texts are there: without them its first render would lack the
  // button, and focus after a sign-in (embed/view.tsx) would land on the account menu instead.
  ready: loadNotificationMessages,
};
export default part;
