// Sign-In with Ethereum on the Login page as a store: the browser's wallet, offered once the
// server's config says the feature is on (asked only where a wallet is injected: most members
// have none), and the sign-in itself: viem (./siwe.ts) loads only when the member presses the button.
import { atom, onStart } from 'nanostores';
import { t } from '../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../core/runtime.ts';
import type { SignIn } from '../../../core/session/auth.ts';
import { getSiweNonce, signInWithSiwe } from '../api.ts';
import { injectedWallet, type Eip1193Provider } from './browser-wallet.ts';

/** The wallet to sign in with; null while the server's config is not known to allow it. */
export const $siweWallet = atom<Eip1193Provider | null>(null);

onStart($siweWallet, () => {
  $siweWallet.set(null);
  const provider = injectedWallet();
  if (!provider) return;
  getRuntime()
    .loadClientConfig()
    .then((config) => {
      if (config.features.siwe) $siweWallet.set(provider);
    })
    .catch(() => {}); // without the config the button simply stays away
});

/** Has the wallet sign the server's message (then `signed()`), and signs in with it; rejects when refused. */
export async function signInWithWallet(signIn: SignIn, provider: Eip1193Provider, signed: () => void): Promise<void> {
  const { signSiweMessage } = await import('./siwe.ts');
  const config = await getRuntime().loadClientConfig();
  const message = await signSiweMessage({
    provider,
    getNonce: getSiweNonce,
    location: window.location,
    statement: t('account.siwe.statement', { club: config.club.name }),
  });
  signed();
  await signIn.signInWith(() => signInWithSiwe(message));
}
