// Passkeys on the Login screen (docs/spec.md §4 "Passkeys"): a sign-in with a passkey alone, and a
// passkey as the verification step. The WebAuthn library (./passkey-browser.ts) loads only when the
// member presses a passkey button.
import { t } from '../../../core/i18n/i18n.ts';
import type { SignIn } from '../../../core/session/auth.ts';
import {
  getPasskeySignInOptions,
  getPasskeyVerificationOptions,
  signInWithPasskey,
  verifyWithPasskey,
} from '../api.ts';

/** The browser's prompt, with a closed or timed-out prompt worded for the member. */
async function passkeyAnswer(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { PasskeyCancelled, signWithPasskey } = await import('./passkey-browser.ts');
  try {
    return await signWithPasskey(options);
  } catch (error) {
    throw error instanceof PasskeyCancelled ? new Error(t('account.passkey.cancelled')) : error;
  }
}

/** No email typed: the browser offers this site's passkeys; rejects when none was used. */
export async function signInWithPasskeyAlone(signIn: SignIn): Promise<void> {
  const credential = await passkeyAnswer(await getPasskeySignInOptions());
  await signIn.signInWith(() => signInWithPasskey(credential));
}

/** Answers the verification step with one of the member's passkeys. */
export function verifyStepWithPasskey(signIn: SignIn): Promise<boolean> {
  return signIn.verifyWith(async (pending) =>
    verifyWithPasskey(pending, await passkeyAnswer(await getPasskeyVerificationOptions(pending))),
  );
}
