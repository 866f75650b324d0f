// "Sign in with Ethereum" on the Login page: shown only when the browser has an injected wallet
// and the server has the feature on. viem loads only when the member presses the button.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { SignIn } from '../../../core/session/auth.ts';
import { WalletError, type WalletProblem } from '../store/wallet-error.ts';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { $siweWallet, signInWithWallet } from '../store/siwe-wallet.ts';
import { Problem } from './page.tsx';

const WALLET_TEXT: Record<WalletProblem, string> = {
  rejected: 'account.siwe.rejected',
  'no-account': 'account.siwe.noAccount',
  unavailable: 'account.siwe.unavailable',
};

export function SiweSignIn({ signIn }: { signIn: SignIn }) {
  const { t } = useStore($i18n);
  const state = useStore(signIn.$state);
  const wallet = useStore($siweWallet);
  const [signing, setSigning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!wallet) return null;

  async function start() {
    setProblem(null);
    setSigning(true);
    try {
      await signInWithWallet(signIn, wallet!, () => setSigning(false));
    } catch (error) {
      setSigning(false);
      setProblem(error instanceof WalletError ? t(WALLET_TEXT[error.reason]) : messageOf(error, t));
    }
  }

  return (
    <>
      <p className="account-divider">{t('account.login.or')}</p>
      <Button variant="secondary" block loading={signing || state.busy} onClick={() => void start()}>
        {t('account.siwe.button')}
      </Button>
      {problem && <Problem text={problem} />}
    </>
  );
}
