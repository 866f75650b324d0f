// Registration, the login with its verification step, the one-time link, password recovery, email
// verification, Sign-In with Ethereum and ghost mode (docs/spec.md §5).
import { LANGUAGES } from './language.ts';
import {
  accepted,
  confirmation,
  email,
  endpoints,
  Message,
  newPassword,
  optionalText,
  personName,
  text,
  unchecked,
} from './endpoint.ts';
import { AuthResponse, PendingAuthResponse } from './user.ts';
import * as v from './schema.ts';

const endpoint = endpoints('auth');
const answers = (description: string) => ({ description, schema: Message });

export const auth = {
  register: endpoint(
    'POST /api/auth/register',
    'Register a member; answers 202 alike for new and known addresses and emails a confirmation link',
    {
      description:
        'Password: 8-256 characters, not a common password. Accepts every current terms document. A known address gets nothing created and its owner a mail instead (no enumeration). No token: the member logs in once the address is confirmed. Throttled: 10 a minute per IP.',
      body: v.object({
        name: personName(),
        email,
        password: newPassword,
        password_confirmation: confirmation,
        terms: accepted,
        ref_hash: v.pipe(optionalText(64), v.description("A member's referral hash (their sponsor)")),
        language: v.nullish(v.picklist(LANGUAGES)),
        date_of_birth: v.pipe(
          v.nullish(v.string()),
          v.metadata({ format: 'date', description: 'YYYY-MM-DD; members must be 18 or older' }),
        ),
      }),
      responses: { 202: answers('Registered, or already registered'), 429: 'Throttled' },
    },
  ),
  login: endpoint(
    'POST /api/auth/login',
    'Password step of login: answers with a PENDING token for the verification step',
    {
      description:
        'The token can only call POST user/request-verification-code and POST auth/verify (10 minutes); `verification.method` names the step. Bad credentials: 422 errors.email, the same for unknown emails. After 5 failures a minute per email and IP: 429 with Retry-After. Past 100 failures an hour on one account the step becomes `email`.',
      body: v.object({
        email: text(255),
        password: text(1024),
        device_name: optionalText(255),
        widget: v.optional(
          v.pipe(
            v.boolean(),
            v.description(
              "A widget's sign-in: auth/verify then answers a widget token (docs/contracts.md §7.7: the widgets' reads only), expiring like a session. A sign-in from another origin than the portal's and the API's always gets one.",
            ),
          ),
        ),
      }),
      responses: {
        200: PendingAuthResponse,
        429: { description: 'Locked out for a while', headers: { 'Retry-After': 'Seconds' } },
      },
    },
  ),
  requestCode: endpoint(
    'POST /api/user/request-verification-code',
    'Email a 6-digit login code (valid 10 minutes, single use); 422 unless the step is the emailed code',
    {
      auth: ['verify'],
      responses: { 202: answers('Sent'), 422: 'Not an emailed-code member', 429: 'Throttled: 5 per 10 minutes' },
    },
  ),
  verify: endpoint(
    'POST /api/auth/verify',
    'Verification step: exchange the pending token and a code (or a recovery code) for a full token',
    {
      auth: ['verify'],
      body: v.object({ code: optionalText(32), recovery_code: optionalText(64) }),
      responses: { 200: AuthResponse, 429: 'Throttled: 5 failures a minute' },
    },
  ),
  refresh: endpoint(
    'POST /api/auth/refresh',
    'Rotate the token: a new token of the same kind and login, the old one revoked (not for ghost mode)',
    {
      description:
        'A widget token refreshes into a widget token. The new token continues the login: its realtime subscriptions and a fresh password confirmation stay.',
      auth: ['*', 'widget'],
      responses: { 200: AuthResponse },
    },
  ),
  logout: endpoint(
    'POST /api/auth/logout',
    'Revoke the current token (its realtime subscriptions end within a second)',
    {
      auth: ['*', 'widget'],
      responses: { 204: 'Done' },
    },
  ),
  tokenLogin: endpoint(
    'POST /api/auth/token-login',
    'Exchange a one-time login link token (single use, 15 minutes) for a full token',
    { body: v.object({ token: text(128) }), responses: { 200: AuthResponse, 429: 'Throttled' } },
  ),
  recover: endpoint(
    'POST /api/auth/recover',
    'Email a password reset link; the same answer whether the address is registered or not',
    { body: v.object({ email }), responses: { 200: answers('Sent if registered'), 429: 'Throttled' } },
  ),
  resetPassword: endpoint(
    'POST /api/auth/reset-password',
    'Set a new password with the emailed token; revokes every token of the member',
    {
      body: v.object({ token: text(255), email, password: newPassword, password_confirmation: confirmation }),
      responses: { 200: answers('Reset'), 429: 'Throttled' },
    },
  ),
  verifyEmail: endpoint(
    'GET /api/email/verify/{id}/{hash}',
    'The signed link of the verification mail: marks the email verified and redirects to the portal',
    {
      description: 'Laravel signed URL (60 minutes); redirects to `${FRONTEND_URL}/email-verification/{status}`.',
      query: v.object({ expires: unchecked({ type: 'integer' }), signature: unchecked({ type: 'string' }) }),
      responses: {
        302: { description: 'Redirect to the portal', headers: { Location: 'The portal page' } },
        429: 'Throttled',
      },
    },
  ),
  resendVerification: endpoint('POST /api/user/email/verification-notification', 'Send the verification mail again', {
    auth: ['*'],
    responses: { 202: answers('Sent'), 204: 'Already verified', 429: 'Throttled' },
  }),
  siweNonce: endpoint(
    'GET /api/auth/siwe/nonce',
    'A single-use nonce for a Sign-In with Ethereum message (valid 5 minutes); 404 unless FEATURE_SIWE',
    {
      responses: {
        200: v.object({ nonce: v.string(), issued_at: v.string(), expires_at: v.string() }),
        404: 'Off',
        429: 'Throttled',
      },
    },
  ),
  siwe: endpoint(
    'POST /api/auth/siwe',
    'Sign in with a signed EIP-4361 message from the wallet linked to a member (nft.address)',
    {
      description:
        'The message names this site, a nonce from GET auth/siwe/nonce and an Issued At within 5 minutes; the signature is its personal_sign. A member with 2FA gets a pending token, as POST auth/login.',
      body: v.object({ message: text(4096), signature: text(200) }),
      responses: { 200: v.union([AuthResponse, PendingAuthResponse]), 404: 'Off', 429: 'Throttled' },
    },
  ),
  ghostMode: endpoints('ghost-mode')(
    'POST /api/ghost-mode',
    'Support staff (permission ghost-mode) act as a member: a read-only login for at most 60 minutes',
    { auth: ['*'], body: v.object({ email }), responses: { 200: AuthResponse, 429: 'Throttled' } },
  ),
  leaveGhostMode: endpoints('ghost-mode')(
    'DELETE /api/ghost-mode',
    'Leave ghost mode: revokes the calling ghost token',
    { auth: ['*'], responses: { 204: 'Left' } },
  ),
};
