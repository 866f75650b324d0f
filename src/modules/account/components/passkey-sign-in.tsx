// "Sign in with a passkey" on the Login page (shown where the browser can use passkeys: sign-in-on-demand.tsx);
// no email typed.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import type { SignIn } from '../../../core/session/auth.ts';
import { Button } from '../../../ui/button.tsx';
import { signInWithPasskeyAlone } from '../store/passkey-sign-in.ts';
import { Problem } from './page.tsx';

export function PasskeySignIn({ signIn }: { signIn: SignIn }) {
  const { t } = useStore($i18n);
  const state = useStore(signIn.$state);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function start() {
    setProblem(null);
    setAsking(true);
    try {
      await signInWithPasskeyAlone(signIn);
    } catch (error) {
      setProblem(messageOf(error, t));
    } finally {
      setAsking(false);
    }
  }

  return (
    <>
      <p className="account-divider">{t('account.login.or')}</p>
      <Button variant="secondary" block loading={asking || state.busy} onClick={() => void start()}>
        {t('account.passkey.signIn')}
      </Button>
      {problem && <Problem text={problem} />}
    </>
  );
}
