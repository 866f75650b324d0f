// The signed-in member's menu beside the bell: its button (who is signed in) renders with the bell;
// its entries (members' area, logout) come with the bell's popups (bell-popups.tsx).
import { useStore } from '@nanostores/react';
import { $i18n } from '../../src/core/i18n/i18n.ts';
import { UserIcon } from '../../src/ui/icon-svg.tsx';
import { AccountItems, BellMenuButton } from './bell-popups.tsx';

export function AccountMenu({ name, portal }: { name: string; portal: string }) {
  const { t } = useStore($i18n);
  return (
    <BellMenuButton
      loading={t('embed.account.loading')}
      align="end"
      buttonClassName="club-account__trigger"
      buttonLabel={t('embed.account.signedInAs', { name })}
      label={<UserIcon />}
    >
      <AccountItems name={name} portal={portal} />
    </BellMenuButton>
  );
}
