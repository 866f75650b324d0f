// The bell of a member who is not signed in (or whose session ended): the same bell button, whose
// popover holds the compact sign-in. One sign-in machine per mode; a signed-in member gets the
// notifications module's bell instead (notification-bell.tsx).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { createSignIn } from '../../src/core/session/auth.ts';
import { $i18n, t } from '../../src/core/i18n/i18n.ts';
import { getRuntime } from '../../src/core/runtime.ts';
import { BellIcon } from '../../src/ui/icon.tsx';
import { MenuButton } from '../../src/ui/menu-button.tsx';
import { CompactSignIn } from '../sign-in/compact-sign-in.tsx';
import { fieldLabel, validationMessages } from '../sign-in/texts.ts';

export interface SignedOutBellProps {
  mode: 'login' | 'unlock';
  portal: string;
  /** Called once the member is signed in (the widget then moves focus to the bell). */
  onSignedIn: () => void;
}

export function SignedOutBell({ mode, portal, onSignedIn }: SignedOutBellProps) {
  useStore($i18n); // re-render on a language switch
  const [signIn] = useState(() => {
    const { api, session } = getRuntime();
    return createSignIn({
      api,
      session,
      mode,
      redirect: false, // the member stays on the club's website
      deviceName: `Club widget on ${location.host}`.slice(0, 255),
      label: fieldLabel(t),
      messages: validationMessages(t),
      onSignedIn,
    });
  });
  return (
    <span className="club-bell" part="bell">
      <MenuButton kind="popover" align="end" buttonClassName="club-bell__trigger" buttonLabel={t('embed.signIn.open')} label={<BellIcon />}>
        <CompactSignIn signIn={signIn} mode={mode} portal={portal} />
      </MenuButton>
    </span>
  );
}
