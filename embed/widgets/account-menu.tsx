// The signed-in member's menu beside the bell: who is signed in, the members' area, and logout.
// Logout clears the origin's session, so every widget and tab on this origin (and the portal, on
// its own origin) logs out with it.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../src/core/i18n/i18n.ts';
import { LogoutIcon, UserIcon } from '../../src/ui/icon.tsx';
import { MenuButton } from '../../src/ui/menu-button.tsx';
import { MenuGroup, MenuItem } from '../../src/ui/menu-item.tsx';
import { logoutMember } from '../env.ts';

export function AccountMenu({ name, portal }: { name: string; portal: string }) {
  const { t } = useStore($i18n);
  const signedInAs = t('embed.account.signedInAs', { name });
  return (
    <MenuButton align="end" buttonClassName="club-account__trigger" buttonLabel={signedInAs} label={<UserIcon />}>
      <MenuGroup label={signedInAs}>
        <MenuItem href={`${portal}/dashboard`} target="_blank">
          {t('embed.signIn.portal')}
        </MenuItem>
        <MenuItem onSelect={() => void logoutMember()}>
          <LogoutIcon /> {t('embed.account.logout')}
        </MenuItem>
      </MenuGroup>
    </MenuButton>
  );
}
