// The shared sign-in of every widget's prompt (a part of its own, fetched when a prompt first
// opens): one sign-in machine of the core (src/core/session/auth.ts) per open popover, the compact form
// and its verification step. Signing in here signs in every widget on the page and in every tab:
// they all follow the origin's one session.
import { useLayoutEffect, useRef, useState } from 'react';
import { createSignIn } from '../../src/core/session/auth.ts';
import { loadMessages, registerMessages, t } from '../../src/core/i18n/i18n.ts';
import { getRuntime } from '../../src/core/runtime.ts';
import formFieldCss from '../../src/ui/form-field.css?inline';
import { tabbables } from '../../src/ui/focus.ts';
import { adoptStyles } from '../../src/ui/styles.ts';
import signInCss from '../styles/sign-in.css?inline';
import { CompactSignIn } from './compact-sign-in.tsx';
import { fieldLabel, validationMessages } from './texts.ts';
import { $embedConfig } from '../env.ts';
import { onPortalOrigin } from '../session-storage.ts';
import { MEMBER_TEXTS } from '../env.ts';

// The form's texts, in the page's language, fetched with it.
registerMessages('embedSignIn', {
  en: () => import('../messages/sign-in/en.ts'),
  de: () => import('../messages/sign-in/de.ts'),
});

/**
 * The form's texts in the current language, and the member's (the errors it may show, the widgets
 * after the sign-in): the prompt waits for them before it shows the form.
 */
export const loadSignInTexts = (): Promise<void> => loadMessages(['embedSignIn', ...MEMBER_TEXTS]).catch(() => {});

export interface SignInPanelProps {
  mode: 'login' | 'unlock';
  /** What signing in shows ("Sign in to see your wallet"). */
  title: string;
  portal: string;
  root: ShadowRoot;
  onSignedIn: () => void;
}

export function SignInPanel({ mode, title, portal, root, onSignedIn }: SignInPanelProps) {
  const box = useRef<HTMLDivElement>(null);
  const [signIn] = useState(() => {
    const { api, session } = getRuntime();
    return createSignIn({
      api,
      session,
      mode,
      redirect: false, // the member stays on the club's website
      deviceName: `Club widget on ${location.host}`.slice(0, 255),
      // there the token lands in the host page's storage: one that can only do what widgets do
      widget: !onPortalOrigin($embedConfig.get(), location.href),
      label: fieldLabel(t),
      messages: validationMessages(t),
      onSignedIn,
    });
  });
  useLayoutEffect(() => {
    adoptStyles(root, formFieldCss, signInCss);
    // Arrived after the popover opened (and focused itself): focus goes on to the first field.
    if (root.activeElement?.getAttribute('role') === 'dialog' && box.current) tabbables(box.current)[0]?.focus();
  }, [root]);
  return (
    <div ref={box}>
      <CompactSignIn signIn={signIn} mode={mode} portal={portal} title={title} />
    </div>
  );
}
