// OpenAPI paths of server/modules/auth/routes.ts, routes-password.ts and routes-email-verification.ts.
import { bearer, bearerOrWidget, bearerWith, responses } from '../../openapi/components.ts';
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';

const { json, ref } = responses;
const body = (schema: Schema) => ({ required: true, content: { 'application/json': { schema } } });
const auth = { 200: { description: 'Signed in', content: json(ref('AuthResponse')) } };
const message = (text: string) => ({ description: text, content: json(ref('Message'), { message: text }) });
const pendingOnly = 'Needs the pending token from POST auth/login (ability `verify`); a full token works too.';

export const authPaths: OpenApiPaths = {
  '/api/auth/register': {
    post: {
      tags: ['auth'],
      summary:
        'Register a member; answers 202 alike for new and known addresses and emails a confirmation link (or the owner a notice)',
      description:
        "Password: 8-256 characters, no composition rules, not a common password. Accepts every current terms document. Throttled: 10 a minute per IP. Answers 202 with the same message whether the address is new or already registered (Fortify's approach to enumeration, ASVS 5.0 6.3.8): a new address gets the account and a mail with the link that confirms it; a known one gets nothing created and its owner a mail saying someone tried, with links to log in and to reset the password. No token: the member logs in once the address is confirmed. The password is hashed either way, so the timing does not tell them apart either.",
      requestBody: body({
        type: 'object',
        required: ['name', 'email', 'password', 'password_confirmation', 'terms'],
        properties: {
          name: { type: 'string', maxLength: 255 },
          email: { type: 'string', format: 'email' },
          password: { type: 'string', minLength: 8, maxLength: 256 },
          password_confirmation: { type: 'string' },
          terms: { const: true },
          ref_hash: { type: ['string', 'null'], description: "A member's referral hash (their sponsor)" },
          language: { enum: ['en', 'de', null] },
          date_of_birth: {
            type: ['string', 'null'],
            format: 'date',
            description: 'YYYY-MM-DD; members must be 18 or older (the Growing module needs it for the quota)',
          },
        },
      }),
      responses: {
        202: message('Thanks for registering! We have emailed you a link to confirm your address. Then log in.'),
        422: responses.validation,
        429: responses.throttled,
      },
    },
  },
  '/api/auth/login': {
    post: {
      tags: ['auth'],
      summary: 'Password step of login: answers with a PENDING token for the verification step',
      description: [
        "The token can only call POST user/request-verification-code and POST auth/verify (10 minutes). `verification.method` names the step (docs/spec.md §5): `totp` (2FA on and no forced email check), `email` (request an emailed code), `none` (send an empty code); `verification.email` is the masked address. The member's data comes with the full token from auth/verify, never before the second factor.",
        'Bad credentials: 422 errors.email ["These credentials do not match our records."], the same for unknown emails. After 5 failures a minute per email and IP: 429 in Fortify\'s lockout shape with Retry-After (each attempt is counted before the password is checked, so concurrent attempts count too).',
        'Past 100 failures an hour on one account (LOGIN_ACCOUNT_HOURLY_CAP) the right password is not refused, so nobody can lock the owner out, but the step becomes `email`: a fresh emailed code.',
        'When too many passwords are being checked at once (PASSWORD_HASH_QUEUE): 429 with Retry-After: 1.',
      ].join(' '),
      requestBody: body({
        type: 'object',
        required: ['email', 'password'],
        properties: {
          email: { type: 'string' },
          password: { type: 'string' },
          device_name: { type: ['string', 'null'] },
          widget: {
            type: 'boolean',
            description:
              "A widget's sign-in: auth/verify then answers a widget token (docs/contracts.md §7.7: the widgets' reads, no money moves or settings), idle and absolute expiry as a session. A sign-in from a page on another origin than the portal's and the API's always gets one.",
          },
        },
      }),
      responses: {
        200: { description: 'The pending token for the verification step', content: json(ref('PendingAuthResponse')) },
        422: responses.validation,
        429: {
          description: 'Locked out for a while',
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
          content: json(ref('ValidationError'), {
            message: 'Too many login attempts. Please try again in 57 seconds.',
            errors: { email: ['Too many login attempts. Please try again in 57 seconds.'] },
          }),
        },
      },
    },
  },
  '/api/user/request-verification-code': {
    post: {
      tags: ['auth'],
      summary: 'Email a 6-digit login code (valid 10 minutes, single use; earlier codes stop working)',
      description: `${pendingOnly} Only for members whose step is the emailed code (422 otherwise). Throttled: 5 per 10 minutes.`,
      security: bearerWith('verify'),
      responses: {
        202: message('We have emailed you a verification code.'),
        401: responses.unauthenticated,
        422: responses.validation,
        429: responses.throttled,
      },
    },
  },
  '/api/auth/verify': {
    post: {
      tags: ['auth'],
      summary: 'Verification step: exchange the pending token and a code for a full token',
      description: `${pendingOnly} Send \`code\` (TOTP or emailed code, or empty when the member has neither 2FA nor a verified email) or \`recovery_code\` (2FA members; each works once). The pending token is revoked. A TOTP code is accepted for the current step ±1 and only once; 5 failures a minute answer 429.`,
      security: bearerWith('verify'),
      requestBody: body({
        type: 'object',
        properties: { code: { type: ['string', 'null'] }, recovery_code: { type: ['string', 'null'] } },
      }),
      responses: {
        ...auth,
        401: responses.unauthenticated,
        403: responses.invalidAbility,
        422: {
          description: 'Wrong code',
          content: json(ref('ValidationError'), {
            message: 'The provided two factor authentication code was invalid.',
            errors: { code: ['The provided two factor authentication code was invalid.'] },
          }),
        },
        429: responses.throttled,
      },
    },
  },
  '/api/auth/refresh': {
    post: {
      tags: ['auth'],
      summary: 'Rotate the token: a new full token, the old one revoked',
      description:
        'A pending login token (403 Invalid ability provided.) and a ghost mode token (403 "Ghost mode is read-only: leave ghost mode to make changes.") cannot be refreshed. A widget token refreshes into a widget token. The new token continues the same login: realtime subscriptions it authorised stay, and so does a fresh password confirmation.',
      security: bearerOrWidget,
      responses: { ...auth, 401: responses.unauthenticated, 403: responses.invalidAbility },
    },
  },
  '/api/auth/logout': {
    post: {
      tags: ['auth'],
      summary: 'Revoke the current token (its realtime subscriptions end within a second)',
      security: bearerOrWidget,
      responses: { 204: responses.noContent, 401: responses.unauthenticated, 403: responses.invalidAbility },
    },
  },
  '/api/auth/token-login': {
    post: {
      tags: ['auth'],
      summary: 'Exchange a one-time login link token (`/auth?token=...`, from `club login-link`) for a full token',
      description: 'Single use, valid 15 minutes. Throttled: 10 a minute per IP.',
      requestBody: body({ type: 'object', required: ['token'], properties: { token: { type: 'string' } } }),
      responses: { ...auth, 422: responses.validation, 429: responses.throttled },
    },
  },
  '/api/auth/recover': {
    post: {
      tags: ['auth'],
      summary: 'Email a password reset link `${FRONTEND_URL}/reset-password/{email}/{token}`',
      description:
        'Always the same answer, registered or not (deviation from Fortify, which reveals unknown addresses). The link works once within 60 minutes; one mail per address a minute. Throttled: 5 a minute per IP.',
      requestBody: body({
        type: 'object',
        required: ['email'],
        properties: { email: { type: 'string', format: 'email' } },
      }),
      responses: {
        200: message('If that address is registered, we have emailed a reset link.'),
        422: responses.validation,
        429: responses.throttled,
      },
    },
  },
  '/api/auth/reset-password': {
    post: {
      tags: ['auth'],
      summary: 'Set a new password with the emailed token; revokes every token of the member',
      requestBody: body({
        type: 'object',
        required: ['email', 'token', 'password', 'password_confirmation'],
        properties: {
          email: { type: 'string', format: 'email' },
          token: { type: 'string' },
          password: { type: 'string' },
          password_confirmation: { type: 'string' },
        },
      }),
      responses: {
        200: message('Your password has been reset.'),
        422: {
          description: 'Invalid, expired or used token (errors.email), or a weak password (errors.password)',
          content: json(ref('ValidationError'), {
            message: 'This password reset token is invalid.',
            errors: { email: ['This password reset token is invalid.'] },
          }),
        },
        429: responses.throttled,
      },
    },
  },
  '/api/email/verify/{id}/{hash}': {
    get: {
      tags: ['auth'],
      summary: 'The signed link of the verification mail: marks the email verified and redirects to the portal',
      description:
        'Laravel signed URL (HMAC-SHA256 over the URL with APP_KEY, 60 minutes); `hash` is sha1 of the email. No token needed. Redirects to `${FRONTEND_URL}/email-verification/{status}` with status success, already-verified, invalid or expired.',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'hash', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'expires', in: 'query', required: true, schema: { type: 'integer' } },
        { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
      ],
      responses: {
        302: { description: 'Redirect to the portal', headers: { Location: { schema: { type: 'string' } } } },
        429: responses.throttled,
      },
    },
  },
  '/api/user/email/verification-notification': {
    post: {
      tags: ['auth'],
      summary: 'Send the verification mail again',
      security: bearer,
      responses: {
        202: message('A new verification link has been sent to your email address.'),
        204: { description: 'Already verified' },
        401: responses.unauthenticated,
        429: responses.throttled,
      },
    },
  },
};
