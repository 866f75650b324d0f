// The parts of the Login and Lock screens most visits never show, loaded when they are needed
// (the login screen's first load carries only its form): the verification step once the
// credentials are sent (it starts loading with the submit), Sign-In with Ethereum only where the
// browser has an injected wallet, the passkey button only where the browser can use passkeys.
import { lazy, Suspense } from 'react';
import type { SignIn } from '../../../core/session/auth.ts';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { injectedWallet } from '../store/browser-wallet.ts';
import { passkeysSupported } from '../store/passkey-support.ts';

const loadVerificationStep = () => import('./verification-step.tsx');
const LazyVerificationStep = lazy(() =>
  loadVerificationStep().then((module) => ({ default: module.VerificationStep })),
);
const LazyPasskeySignIn = lazy(() =>
  import('./passkey-sign-in.tsx').then((module) => ({ default: module.PasskeySignIn })),
);
const LazySiweSignIn = lazy(() => import('./siwe-sign-in.tsx').then((module) => ({ default: module.SiweSignIn })));

/** Starts loading the verification step (the screen calls it when the credentials go out). */
export function preloadVerificationStep(): void {
  void loadVerificationStep().catch(() => {});
}

export function VerificationStep({ signIn }: { signIn: SignIn }) {
  return (
    <Suspense fallback={null}>
      <LazyVerificationStep signIn={signIn} />
    </Suspense>
  );
}

/** The "Sign in with Ethereum" part: nothing at all without an injected wallet (most members). */
export function SiweSignIn({ signIn }: { signIn: SignIn }) {
  // The prerendered screen knows of no wallet: one found appears once the script took over.
  const hydrated = useHydrated();
  if (!hydrated || !injectedWallet()) return null;
  return (
    <Suspense fallback={null}>
      <LazySiweSignIn signIn={signIn} />
    </Suspense>
  );
}

/** "Sign in with a passkey": nothing where the browser cannot use passkeys. */
export function PasskeySignIn({ signIn }: { signIn: SignIn }) {
  // As the wallet's: the prerendered screen cannot know the browser, so the button comes after
  // hydration (rendered during it, the mismatch would throw away what was typed).
  const hydrated = useHydrated();
  if (!hydrated || !passkeysSupported()) return null;
  return (
    <Suspense fallback={null}>
      <LazyPasskeySignIn signIn={signIn} />
    </Suspense>
  );
}
