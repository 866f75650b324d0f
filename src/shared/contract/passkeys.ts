// Passkeys (WebAuthn, docs/spec.md §4 "Passkeys"): registered, named and removed on the two-factor
// settings page; a sign-in with a passkey alone; a passkey as the verification step after the
// password. Each ceremony is two calls: options (a single-use challenge, 5 minutes), then the
// browser's answer, checked by the server (server/auth/passkeys.ts).
import { endpoints, id, nullable, optionalText, personName, Timestamp } from './endpoint.ts';
import { AuthResponse } from './user.ts';
import * as v from './schema.ts';

const endpoint = endpoints('passkeys', { auth: ['*'] });

/** One registered passkey; never its key. */
export const Passkey = v.object({
  id,
  name: v.string(),
  /** Synced by the platform (iCloud Keychain, Google Password Manager) rather than bound to one device. */
  backed_up: v.boolean(),
  created_at: Timestamp,
  last_used_at: nullable(Timestamp),
});

/** The JSON of PublicKeyCredentialCreationOptions / RequestOptions, as the browser library takes it. */
const CeremonyOptions = v.pipe(
  v.record(v.string(), v.unknown()),
  v.metadata({ description: 'WebAuthn options JSON (challenge base64url); pass to the browser as is' }),
);

const isBase64Url = (value: unknown, maxLength: number): boolean =>
  typeof value === 'string' && value.length > 0 && value.length <= maxLength && /^[A-Za-z0-9_-]+=*$/.test(value);

/** The browser's PublicKeyCredential as JSON (toJSON / @simplewebauthn/browser): its shape; the server checks the rest. */
const isCredentialJson = (kind: 'attestationObject' | 'signature') => (value: Record<string, unknown>) => {
  const response = value.response as Record<string, unknown> | undefined;
  return (
    isBase64Url(value.id, 1024) &&
    value.type === 'public-key' &&
    typeof response === 'object' &&
    response !== null &&
    isBase64Url(response.clientDataJSON, 8192) &&
    isBase64Url(response[kind], 16384)
  );
};
const credential = (kind: 'attestationObject' | 'signature') =>
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.check(isCredentialJson(kind), 'The :attribute is not a passkey answer.'),
    v.metadata({ description: 'The PublicKeyCredential as JSON (id, rawId, type, response, clientExtensionResults)' }),
  );

export const passkeys = {
  list: endpoint('GET /api/user/passkeys', "The member's passkeys, oldest first", {
    responses: { 200: v.array(Passkey) },
  }),
  registrationOptions: endpoint(
    'POST /api/user/passkeys/options',
    'Start registering a passkey (needs a fresh confirmation): creation options with a single-use challenge',
    {
      description:
        'A passkey signs in alone, so adding one is guarded like a payout account: 423 {"confirm": "password"|"totp"} without a confirmation (POST user/confirm-password) in the last 5 minutes.',
      responses: { 200: CeremonyOptions, 423: 'Confirmation required' },
    },
  ),
  register: endpoint('POST /api/user/passkeys', "Register the authenticator's answer to the creation options", {
    body: v.object({ name: personName(60), credential: credential('attestationObject') }),
    responses: { 201: Passkey, 423: 'Confirmation required' },
  }),
  rename: endpoint('PUT /api/user/passkeys/{id}', 'Rename a passkey', {
    params: v.object({ id }),
    body: v.object({ name: personName(60) }),
    responses: { 200: Passkey, 404: 'Not one of the member’s passkeys' },
  }),
  remove: endpoint('DELETE /api/user/passkeys/{id}', 'Remove a passkey (needs a fresh confirmation)', {
    params: v.object({ id }),
    responses: { 204: 'Removed', 404: 'Not one of the member’s passkeys', 423: 'Confirmation required' },
  }),
  signInOptions: endpoint(
    'POST /api/auth/passkey/options',
    'Start a sign-in with a passkey alone: request options naming no credential (discoverable)',
    { auth: [], responses: { 200: CeremonyOptions, 429: 'Throttled' } },
  ),
  signIn: endpoint('POST /api/auth/passkey', "Sign in with a passkey's answer: a full token, no email typed", {
    description:
      'The passkey verifies its user (PIN or biometrics), so it is a second factor of its own: the answer is a session, not a pending token. A replayed answer, or one made for or on another site, is refused (422 errors.credential).',
    auth: [],
    body: v.object({ credential: credential('signature'), device_name: optionalText(255) }),
    responses: { 200: AuthResponse, 429: 'Throttled' },
  }),
  verificationOptions: endpoint(
    'POST /api/auth/verify/passkey/options',
    "The verification step with a passkey: request options naming the member's passkeys",
    { auth: ['verify'], responses: { 200: CeremonyOptions, 422: 'The member has no passkey' } },
  ),
  verify: endpoint(
    'POST /api/auth/verify/passkey',
    'Verification step: exchange the pending token and a passkey answer for a full token',
    {
      auth: ['verify'],
      body: v.object({ credential: credential('signature') }),
      responses: { 200: AuthResponse, 429: 'Throttled: 5 failures a minute' },
    },
  ),
};

export type Passkey = v.InferOutput<typeof Passkey>;
