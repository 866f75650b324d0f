// The bell widget's dropdown, a part of its own: fetched when the member first shows interest in
// the bell (pointer over it, focus on it) or opens it, so the bell's first render carries only its
// button. The popover's width is fixed by its stylesheet, so it is placed right while the spinner
// stands in; the dropdown (with the icon set of store/class-icon.ts) then renders in its place.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $i18n } from '../../src/core/i18n/i18n.ts';
import type { NotificationDropdownProps } from '../../src/modules/notifications/components/notification-dropdown.tsx';
import { Spinner } from '../../src/ui/spinner.tsx';

type Dropdown =
  typeof import('../../src/modules/notifications/components/notification-dropdown.tsx').NotificationDropdown;

let loaded: Dropdown | null = null;
let loading: Promise<Dropdown> | null = null;

/** Fetches the dropdown's part once (again after a failure). */
export function loadBellDropdown(): Promise<Dropdown> {
  return (loading ??= import('../../src/modules/notifications/components/notification-dropdown.tsx').then(
    (module) => (loaded = module.NotificationDropdown),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

export function BellDropdown(props: NotificationDropdownProps) {
  const { t } = useStore($i18n);
  const [Loaded, setLoaded] = useState<Dropdown | null>(() => loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (Loaded) return;
    let live = true;
    loadBellDropdown().then(
      (dropdown) => live && setLoaded(() => dropdown),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (Loaded) return <Loaded {...props} />;
  if (failed)
    return (
      <p className="club-notifications__error" role="alert">
        {t('notifications.failed')}
      </p>
    );
  return <Spinner size="sm" label={t('notifications.loading')} />;
}
