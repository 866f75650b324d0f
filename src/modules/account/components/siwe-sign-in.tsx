// "Sign in with Ethereum" on the Login page: shown only when the browser has an injected wallet
// and the server has the feature on. viem loads only when the member presses the button.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { SignIn } from '../../../core/session/auth.ts';
import { injectedWallet, type Eip1193Provider } from '../store/browser-wallet.ts';
import { WalletError, type WalletProblem } from '../store/wallet-error.ts';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../core/runtime.ts';
import { Button } from '../../../ui/button.tsx';
import { getSiweNonce, signInWithSiwe } from '../api.ts';
import { Problem } from './page.tsx';

const WALLET_TEXT: Record<WalletProblem, string> = {
  rejected: 'account.siwe.rejected',
  'no-account': 'account.siwe.noAccount',
  unavailable: 'account.siwe.unavailable',
};

/** The wallet, once the server's config says Sign-In with Ethereum is on; null otherwise. */
function useSiweWallet(): Eip1193Provider | null {
  const [wallet, setWallet] = useState<Eip1193Provider | null>(null);
  useEffect(() => {
    const provider = injectedWallet();
    if (!provider) return; // most members: no wallet, no config request
    let live = true;
    getRuntime()
      .loadClientConfig()
      .then((config) => {
        if (live && config.features.siwe) setWallet(provider);
      })
      .catch(() => {}); // without the config the button simply stays away
    return () => {
      live = false;
    };
  }, []);
  return wallet;
}

export function SiweSignIn({ signIn }: { signIn: SignIn }) {
  const { t } = useStore($i18n);
  const state = useStore(signIn.$state);
  const wallet = useSiweWallet();
  const [signing, setSigning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!wallet) return null;

  async function start() {
    setProblem(null);
    setSigning(true);
    try {
      const { signSiweMessage } = await import('../store/siwe.ts');
      const config = await getRuntime().loadClientConfig();
      const signed = await signSiweMessage({
        provider: wallet!,
        getNonce: getSiweNonce,
        location: window.location,
        statement: t('account.siwe.statement', { club: config.club.name }),
      });
      setSigning(false);
      await signIn.signInWith(() => signInWithSiwe(signed));
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
