// What the bell widget's two popups hold, a part of its own (bell-popups-part.ts) with the menu
// button that opens them (embed/lazy-menu-button.tsx): the notifications dropdown (with the icon
// set of store/class-icon.ts) and the account menu's entries, fetched when the member first shows interest in the bell (pointer over it, focus on it)
// or opens a popup, so the bell's first render carries only its buttons. The popover's width is
// fixed by its stylesheet, so it is placed right while the spinner stands in.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactElement } from 'react';
import { $i18n } from '../../src/core/i18n/i18n.ts';
import type { NotificationDropdownProps } from '../../src/modules/notifications/components/notification-dropdown.tsx';
import { loadNotificationListMessages } from '../../src/modules/notifications/store/messages-ready.ts';
import type { MenuButtonProps } from '../../src/ui/menu-button.tsx';
import { Spinner } from '../../src/ui/spinner.tsx';
import { LazyMenuButton } from '../lazy-menu-button.tsx';

type Popups = typeof import('./bell-popups-part.ts');

let loaded: Popups | null = null;
let loading: Promise<Popups> | null = null;

/** The popups' part once it is here. */
export const bellPopupsLoaded = (): Popups | null => loaded;

/** Fetches the popups' part with the list's texts once (again after a failure). */
export function loadBellPopups(): Promise<Popups> {
  return (loading ??= Promise.all([import('./bell-popups-part.ts'), loadNotificationListMessages()]).then(
    ([module]) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** The part once it is here; a spinner (or, failed, the reason) until then. */
function useBellPopups(): { popups: Popups | null; placeholder: ReactElement } {
  const { t } = useStore($i18n);
  const [popups, setPopups] = useState<Popups | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (popups) return;
    let live = true;
    loadBellPopups().then(
      (module) => live && setPopups(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [popups]);
  const placeholder = failed ? (
    <p className="club-notifications__error" role="alert">
      {t('notifications.failed')}
    </p>
  ) : (
    <Spinner size="sm" label={t('notifications.loading')} />
  );
  return { popups, placeholder };
}

export function BellDropdown(props: NotificationDropdownProps) {
  const { popups, placeholder } = useBellPopups();
  return popups ? <popups.NotificationDropdown {...props} /> : placeholder;
}

export function AccountItems(props: { name: string; portal: string }) {
  const { popups, placeholder } = useBellPopups();
  return popups ? <popups.AccountMenuItems {...props} /> : placeholder;
}

/** The bell's menu buttons: the popups' part brings the menu button itself (embed/lazy-menu-button.tsx). */
export function BellMenuButton(props: MenuButtonProps & { loading: string }) {
  return <LazyMenuButton {...props} load={loadBellPopups} loaded={bellPopupsLoaded} />;
}
