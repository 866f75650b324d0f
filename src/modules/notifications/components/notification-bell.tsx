// The notification bell: the portal's top bar and the <club-notification-bell> widget render this
// same component (so: no router, no portal layout, nothing portal-only). A WAI-ARIA menu button
// (popover kind: the dropdown holds more than actions); Escape closes and focus returns. Its name
// carries the unread count, a dot shows the live connection, a polite live region announces new
// notifications.
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { numberNatural } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import badgeCss from '../../../ui/badge.css?inline';
import baseCss from '../../../ui/base.css?inline';
import menuButtonCss from '../../../ui/menu-button.css?inline';
import spinnerCss from '../../../ui/spinner.css?inline';
import tokensCss from '../../../ui/tokens.css?inline';
import { BellIcon } from '../../../ui/icon-svg.tsx';
import type { MenuButtonProps } from '../../../ui/menu-button.tsx';
import { adoptStyles, type StyleRoot } from '../../../ui/styles.ts';
import { notificationMessages } from '../store/messages-ready.ts';
import type { NotificationLinks } from './notification-item.tsx';
import type { NotificationDropdownProps } from './notification-dropdown.tsx';
import bellCss from './notification-bell.css?inline';
import type { NotificationsStore } from '../store/notifications-store.ts';

export interface NotificationBellProps extends NotificationLinks {
  /** The page's store (notifications.ts), or one built with createNotificationsStore. */
  notifications: NotificationsStore;
  /**
   * The dropdown's content: the portal passes NotificationDropdown; the widget a part fetched when
   * the bell first opens, so the bell's first render carries only the button.
   */
  dropdown: ComponentType<NotificationDropdownProps>;
  /** Renders open (the widget whose painted button was clicked before it arrived). */
  initialOpen?: boolean;
  /**
   * The menu button (src/ui/menu-button.tsx; its popup's stylesheet, menu.css, is the caller's):
   * the portal's own, the widget's one whose popup code comes on interest (embed/lazy-menu-button.tsx).
   */
  menuButton: ComponentType<MenuButtonProps>;
  className?: string;
}

/**
 * The bell's stylesheets, for whoever adopts them up front (a widget's shadow root); the dropdown
 * adopts its own, and the popup's (menu.css) comes with the menu button.
 */
export const notificationBellCss: readonly string[] = [
  tokensCss,
  baseCss,
  badgeCss,
  menuButtonCss,
  spinnerCss,
  bellCss,
];

export function NotificationBell({
  notifications,
  dropdown: Dropdown,
  menuButton: MenuButton,
  initialOpen,
  className,
  link,
  onNavigate,
}: NotificationBellProps) {
  const { t, locale } = useStore($i18n);
  const ready = useStore(notificationMessages());
  const count = useStore(notifications.$unreadCount);
  const live = useStore(notifications.$live);
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLSpanElement>(null);

  // Styles go where the bell lives: the document, or a widget's shadow root.
  useLayoutEffect(() => {
    const node = root.current?.getRootNode();
    if (node && (node.nodeType === 9 || node.nodeType === 11)) adoptStyles(node as StyleRoot, ...notificationBellCss);
  }, [ready]);

  useEffect(
    () =>
      notifications.onNotification((notification) =>
        setAnnouncement(t('notifications.announce', { title: notification.data.title })),
      ),
    [notifications, t],
  );

  if (!ready) return <span ref={root} hidden />;
  const name =
    count > 0 ? t('notifications.bellUnread', { count: numberNatural(count, locale) }) : t('notifications.bell');
  return (
    <span ref={root} className={className ? `club-bell ${className}` : 'club-bell'} part="bell">
      <MenuButton
        kind="popover"
        align="end"
        buttonClassName="club-bell__trigger"
        buttonLabel={name}
        popupLabel={t('notifications.title')}
        onOpenChange={notifications.setOpen}
        initialOpen={initialOpen ? 'first' : undefined}
        label={
          <>
            <BellIcon />
            <Badge count={count} />
            <span
              className={`club-bell__live club-bell__live--${live}`}
              title={t(`notifications.connection.${live}`)}
              aria-hidden="true"
            />
          </>
        }
      >
        <Dropdown notifications={notifications} link={link} onNavigate={onNavigate} />
      </MenuButton>
      <span className="club-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </span>
  );
}
