// SettingsAccount (docs/spec.md §2): name, email change (with the password; the new address is confirmed
// by mail), password change (optionally logging out the other devices) and the Ethereum wallet
// address (EIP-55, docs/spec.md §3 nft.address).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { getRuntime } from '../../../../core/runtime.ts';
import { SettingsPage } from '../../components/settings/settings-section.tsx';
import {
  EmailSection,
  NameSection,
  PasswordSection,
  WalletSection,
} from '../../components/settings/account-sections.tsx';
import { createAccountSettings } from '../../store/settings/account.ts';
import { LanguageSection } from '../../components/settings/language-section.tsx';

export default function SettingsAccount() {
  const { session } = getRuntime();
  const { user } = useStore(session.$session);
  const [settings] = useState(() => (user ? createAccountSettings(user) : null));

  if (!user || !settings) return null; // the route guard keeps members only
  return (
    <SettingsPage>
      <NameSection settings={settings} />
      <LanguageSection user={user} />
      <EmailSection settings={settings} user={user} />
      <PasswordSection settings={settings} />
      <WalletSection settings={settings} user={user} />
    </SettingsPage>
  );
}
