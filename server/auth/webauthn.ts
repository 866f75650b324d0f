// WebAuthn ceremonies for passkeys: the only import of @simplewebauthn/server. The relying party is
// the portal's host (FRONTEND_URL); answers are accepted from the portal's and the API's own origins
// only, so a passkey made for another site, or answered on another site's page, is refused.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../config.ts';

export type { AuthenticationResponseJSON, RegistrationResponseJSON };
export type CreationOptions = PublicKeyCredentialCreationOptionsJSON;
export type RequestOptions = PublicKeyCredentialRequestOptionsJSON;

/** How long a ceremony's challenge (and the browser's prompt) lives. */
export const CEREMONY_MINUTES = 5;

export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

export function relyingParty(config: Pick<Config, 'appUrl' | 'frontendUrl' | 'appName'>): RelyingParty {
  const origins = [config.frontendUrl, config.appUrl].map((url) => new URL(url).origin);
  return { id: new URL(config.frontendUrl).hostname, name: config.appName, origins: [...new Set(origins)] };
}

export interface StoredCredential {
  credential_id: string;
  public_key: Uint8Array;
  counter: number;
  transports: string | null;
}

const transportsOf = (row: Pick<StoredCredential, 'transports'>): AuthenticatorTransport[] | undefined =>
  row.transports ? (JSON.parse(row.transports) as AuthenticatorTransport[]) : undefined;

/** Options for navigator.credentials.create(): a discoverable credential that verifies its user. */
export function registrationOptions(
  rp: RelyingParty,
  user: { handle: Uint8Array; email: string; name: string },
  existing: StoredCredential[],
): Promise<CreationOptions> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new Uint8Array(user.handle),
    userName: user.email,
    userDisplayName: user.name,
    timeout: CEREMONY_MINUTES * 60_000,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
}

/** Options for navigator.credentials.get(): any passkey of this site (none named), or the member's. */
export function authenticationOptions(rp: RelyingParty, allow: StoredCredential[] = []): Promise<RequestOptions> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_MINUTES * 60_000,
    userVerification: 'required',
    allowCredentials: allow.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
  });
}

/** The challenge an answer signed (from its clientDataJSON); null when it carries none. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge !== '' ? challenge : null;
  } catch {
    return null;
  }
}

export interface NewCredential {
  credential_id: string;
  public_key: Uint8Array;
  counter: number;
  transports: string | null;
  backed_up: boolean;
}

/** The new credential, or null when the answer is not one for this site, challenge and a verified user. */
export async function checkRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<NewCredential | null> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    const { credential, credentialBackedUp } = result.registrationInfo;
    return {
      credential_id: credential.id,
      public_key: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports?.length ? JSON.stringify(credential.transports) : null,
      backed_up: credentialBackedUp,
    };
  } catch {
    return null;
  }
}

/** The signature counter after a valid assertion by `stored`, or null when it is refused. */
export async function checkAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  stored: StoredCredential,
): Promise<{ counter: number; backed_up: boolean } | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: stored.credential_id,
        publicKey: new Uint8Array(stored.public_key),
        counter: stored.counter,
        transports: transportsOf(stored),
      },
    });
    if (!result.verified) return null;
    return { counter: result.authenticationInfo.newCounter, backed_up: result.authenticationInfo.credentialBackedUp };
  } catch {
    return null;
  }
}
