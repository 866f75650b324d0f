// The browser's side of a passkey ceremony: the only import of @simplewebauthn/browser. Loaded
// lazily (`await import('./passkey-browser.ts')`) when a member presses a passkey button, so the
// login page's first load does not carry it. The server checks every answer again.
import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** The member closed the browser's prompt, it timed out, or no passkey of this site was there. */
export class PasskeyCancelled extends Error {}

function cancelled(error: unknown): boolean {
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (cancelled(error)) throw new PasskeyCancelled('cancelled');
    throw error;
  }
}

/** Creates a passkey for the server's creation options; answers the credential as JSON. */
export const createPasskey = (options: Record<string, unknown>) =>
  ceremony(() =>
    startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }),
  ) as Promise<unknown> as Promise<Record<string, unknown>>;

/** Signs the server's challenge with a passkey (one it names, or any of this site's); answers it as JSON. */
export const signWithPasskey = (options: Record<string, unknown>) =>
  ceremony(() =>
    startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }),
  ) as Promise<unknown> as Promise<Record<string, unknown>>;
