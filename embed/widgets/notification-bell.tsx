// <club-notification-bell>: the notifications module's own bell (the portal's top bar renders the
// same component) for a signed-in member, with links into the portal (data-portal) and the account
// menu; the compact sign-in for everyone else. While one is mounted it reports club:unread-change
// and club:notification.
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { $session, $sessionState } from '../../src/core/session/session.ts';
import { buttonCss, formFieldCss } from '../../src/ui/css.ts';
import { loadHeader } from '../../src/core/header/store.ts';
import { NotificationBell, notificationBellCss } from '../../src/modules/notifications/components/notification-bell.tsx';
import { notifications } from '../../src/modules/notifications/store.ts';
import { portalPath } from '../../src/modules/notifications/store/status.ts';
import { $embedConfig } from '../env.ts';
import type { Emit } from '../events.ts';
import type { WidgetContext, WidgetDefinition } from '../registry.ts';
import signInCss from '../styles/sign-in.css?inline';
import bellWidgetCss from '../styles/notification-bell.css?inline';
import { AccountMenu } from './account-menu.tsx';
import { SignedOutBell } from './signed-out-bell.tsx';

export function NotificationBellWidget({ root }: WidgetContext) {
  const state = useStore($sessionState);
  const user = useStore($session).user;
  const { portal } = useStore($embedConfig);
  const focusBell = useRef(false);
  const signedIn = state === 'logged-in' && user !== null;

  // The header summary gives the bell its counts. The portal's top bar loads it when it mounts,
  // after login; a widget is often mounted before the member signs in, so it loads it then.
  useEffect(() => {
    if (signedIn) loadHeader().catch(() => {}); // failures are reported as club:error
  }, [signedIn, user?.id]);

  // After a sign-in the popover that held focus is gone: focus goes to the bell that replaced it.
  useLayoutEffect(() => {
    if (state !== 'logged-in' || !focusBell.current) return;
    focusBell.current = false;
    root.querySelector<HTMLElement>('.club-bell__trigger')?.focus();
  }, [state, root]);

  if (!signedIn) {
    const mode = state === 'locked' ? 'unlock' : 'login';
    return <SignedOutBell key={mode} mode={mode} portal={portal} onSignedIn={() => (focusBell.current = true)} />;
  }
  return (
    <span className="club-bell-widget">
      <NotificationBell notifications={notifications} link={(path) => `${portal}${path}`} />
      <AccountMenu name={user!.name} portal={portal} />
    </span>
  );
}

function watchBell(emit: Emit): () => void {
  let last: number | null = null;
  const stops = [
    notifications.$unreadCount.subscribe((count) => {
      if (count === last) return;
      last = count;
      emit('unread-change', { count });
    }),
    notifications.onNotification(({ id, data }) => {
      const path = portalPath(data.url);
      emit('notification', { id, title: data.title, description: data.description, status: data.status, url: path ? `${$embedConfig.get().portal}${path}` : null });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

export const notificationBellWidget: WidgetDefinition = {
  name: 'notification-bell',
  component: NotificationBellWidget,
  styles: [...notificationBellCss, buttonCss, formFieldCss, signInCss, bellWidgetCss],
  watch: watchBell,
};
