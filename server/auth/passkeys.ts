// Passkey ceremonies (docs/spec.md §4 "Passkeys", docs/threats.md T35): every ceremony starts with a
// server challenge stored for 5 minutes and spent by the first answer, right or wrong, so an answer
// cannot be replayed; the answer must come from this site's origins, for this site's RP ID, with the
// user verified (PIN or biometrics), which makes a passkey alone a two-factor sign-in.
import { addMinutes, toTimestamp } from '../clock.ts';
import { appKeyBytes } from '../config.ts';
import type { AppDeps } from '../http/env.ts';
import { ValidationError } from '../http/errors.ts';
import { __ } from '../lang/translate.ts';
import { hmacHex } from './random.ts';
import {
  consumeChallenge,
  findPasskeyByCredentialId,
  insertChallenge,
  insertPasskey,
  passkeysOf,
  recordPasskeyUse,
  type ChallengePurpose,
  type PasskeyRow,
} from './repository-passkeys.ts';
import type { UserRow } from './repository-users.ts';
import {
  authenticationOptions,
  CEREMONY_MINUTES,
  challengeOf,
  checkAuthentication,
  checkRegistration,
  registrationOptions,
  relyingParty,
  type AuthenticationResponseJSON,
  type CreationOptions,
  type RegistrationResponseJSON,
  type RequestOptions,
} from './webauthn.ts';

export const PASSKEY_REFUSED = 'This passkey could not be verified. Please try again.';
export const PASSKEY_TAKEN = 'This passkey is already registered.';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** The member's WebAuthn user handle: stable, opaque, and nothing personal (not the id, not the email). */
function userHandle(deps: Deps, userId: number): Uint8Array {
  return Buffer.from(hmacHex(appKeyBytes(deps.config), `webauthn-user:${userId}`), 'hex');
}

function remember(deps: Deps, challenge: string, purpose: ChallengePurpose, userId: number | null): void {
  const now = deps.clock.now();
  insertChallenge(
    deps.db,
    challenge,
    purpose,
    userId,
    toTimestamp(addMinutes(now, CEREMONY_MINUTES)),
    toTimestamp(now),
  );
}

const refused = (field = 'credential'): ValidationError => new ValidationError({ [field]: [__(PASSKEY_REFUSED)] });

/** Spends the answer's challenge; refuses an answer whose challenge is unknown, used, expired or another's. */
function spend(
  deps: Deps,
  answer: { response: { clientDataJSON: string } },
  purpose: ChallengePurpose,
  userId: number | null,
) {
  const challenge = challengeOf(answer);
  if (!challenge || !consumeChallenge(deps.db, challenge, purpose, userId, toTimestamp(deps.clock.now())))
    throw refused();
  return challenge;
}

export async function startRegistration(deps: Deps, user: UserRow): Promise<CreationOptions> {
  const options = await registrationOptions(
    relyingParty(deps.config),
    { handle: userHandle(deps, user.id), email: user.email, name: user.name },
    passkeysOf(deps.db, user.id),
  );
  remember(deps, options.challenge, 'register', user.id);
  return options;
}

export async function finishRegistration(
  deps: Deps,
  user: UserRow,
  answer: RegistrationResponseJSON,
  name: string,
): Promise<PasskeyRow> {
  const challenge = spend(deps, answer, 'register', user.id);
  const credential = await checkRegistration(relyingParty(deps.config), answer, challenge);
  if (!credential) throw refused();
  if (findPasskeyByCredentialId(deps.db, credential.credential_id))
    throw new ValidationError({ credential: [__(PASSKEY_TAKEN)] });
  return insertPasskey(deps.db, user.id, credential, name, toTimestamp(deps.clock.now()));
}

/** Sign-in with a passkey alone: no credential named, the authenticator offers this site's. */
export async function startSignIn(deps: Deps): Promise<RequestOptions> {
  const options = await authenticationOptions(relyingParty(deps.config));
  remember(deps, options.challenge, 'login', null);
  return options;
}

/** The verification step after the password: one of this member's passkeys. */
export async function startVerification(deps: Deps, user: UserRow): Promise<RequestOptions> {
  const options = await authenticationOptions(relyingParty(deps.config), passkeysOf(deps.db, user.id));
  remember(deps, options.challenge, 'verify', user.id);
  return options;
}

/**
 * Checks an assertion for a sign-in (`user` null: whoever's passkey it is) or for `user`'s
 * verification step; answers the member's id and records the use.
 */
export async function finishAssertion(
  deps: Deps,
  answer: AuthenticationResponseJSON,
  user: UserRow | null,
): Promise<number> {
  const challenge = spend(deps, answer, user ? 'verify' : 'login', user?.id ?? null);
  const stored = findPasskeyByCredentialId(deps.db, answer.id);
  if (!stored || (user && stored.user_id !== user.id)) throw refused();
  const checked = await checkAuthentication(relyingParty(deps.config), answer, challenge, stored);
  if (!checked) throw refused();
  // A cloned authenticator shows itself by a counter that does not move forward.
  if (!recordPasskeyUse(deps.db, stored.id, checked.counter, checked.backed_up, toTimestamp(deps.clock.now())))
    throw refused();
  return stored.user_id;
}

export function hasPasskeys(deps: Pick<AppDeps, 'db'>, userId: number): boolean {
  return passkeysOf(deps.db, userId).length > 0;
}
