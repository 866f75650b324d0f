// The account menu's entries (fetched with the bell's popups, embed/widgets/bell-popups.tsx): who
// is signed in, the members' area, and logout. Logout clears the origin's session, so every widget
// and tab on this origin (and the portal, on its own origin) logs out with it.
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { $i18n } from '../../src/core/i18n/i18n.ts';
import { LogoutIcon } from '../../src/ui/icon.tsx';
import menuItemCss from '../../src/ui/menu-item.css?inline';
import { MenuGroup, MenuItem } from '../../src/ui/menu-item.tsx';
import { adoptStyles } from '../../src/ui/styles.ts';
import { logoutMember } from '../env.ts';

export function AccountMenuItems({ name, portal }: { name: string; portal: string }) {
  const { t } = useStore($i18n);
  const group = useRef<HTMLDivElement>(null);
  // Arrived after the menu opened (and focused itself): focus goes on to the first entry. Their look
  // comes with them, before the browser paints them.
  useLayoutEffect(() => {
    const root = group.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (root) adoptStyles(root, menuItemCss);
    if (root?.activeElement?.getAttribute('role') === 'menu')
      group.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  return (
    <div ref={group} role="none">
      <MenuGroup label={t('embed.account.signedInAs', { name })}>
        <MenuItem href={`${portal}/dashboard`}>{t('embed.signIn.portal')}</MenuItem>
        <MenuItem onSelect={() => void logoutMember()}>
          <LogoutIcon /> {t('embed.account.logout')}
        </MenuItem>
      </MenuGroup>
    </div>
  );
}
