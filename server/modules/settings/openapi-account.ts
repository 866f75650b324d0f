// OpenAPI paths of server/modules/settings/routes-account.ts.
import type { OpenApiPaths } from '../../openapi/types.ts';
import { bearer, body, changeErrors, json, passwordErrors, tags, userResponse } from './openapi-common.ts';

export const settingsAccountPaths: OpenApiPaths = {
  '/api/user/settings/account': {
    put: {
      tags,
      summary: "Change the member's name",
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', maxLength: 255 } },
      }),
      responses: { ...userResponse('The member'), ...changeErrors },
    },
  },
  '/api/user/settings/email': {
    put: {
      tags,
      summary: 'Change the email address (re-authenticated); the new address must be verified',
      description:
        'The password is checked first (422 errors.password "The provided password was incorrect."), then the address (422 errors.email "The email has already been taken."). On success `email_verified` is false and a verification link goes to the new address. 10 changes an hour per member.',
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['email', 'password'],
        properties: { email: { type: 'string', format: 'email', maxLength: 255 }, password: { type: 'string' } },
      }),
      responses: { ...userResponse('The member, email unverified'), ...passwordErrors },
    },
  },
  '/api/user/settings/password': {
    put: {
      tags,
      summary: 'Change the password; optionally end every other session',
      description:
        'Fortify answers `200 ""`; we answer a message and how many other sessions ended. The new password follows the registration policy (8-256 characters, not a common password). A wrong current password: 422 errors.current_password. With `logout_other_devices` the API tokens are revoked too unless `keep_api_tokens` is true (a password reset revokes every token).',
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['current_password', 'password', 'password_confirmation'],
        properties: {
          current_password: { type: 'string' },
          password: { type: 'string', minLength: 8, maxLength: 256 },
          password_confirmation: { type: 'string' },
          logout_other_devices: {
            type: 'boolean',
            default: false,
            description: 'End every other login session (ASVS 5.0 7.4.3)',
          },
          keep_api_tokens: {
            type: 'boolean',
            default: false,
            description: 'With logout_other_devices: keep the API tokens',
          },
        },
      }),
      responses: {
        200: {
          description: 'Changed',
          content: json({
            type: 'object',
            required: ['message', 'revoked_devices', 'revoked_api_tokens'],
            properties: {
              message: { type: 'string' },
              revoked_devices: { type: 'integer' },
              revoked_api_tokens: { type: 'integer' },
            },
          }),
        },
        ...passwordErrors,
      },
    },
  },
  '/api/user/settings/wallet-address': {
    put: {
      tags,
      summary:
        'Link (with a signed Sign-In with Ethereum message) or clear the Ethereum wallet address (docs/spec.md §3 nft.address)',
      description:
        'Linking proves the address is yours: `message` is an EIP-4361 message for this site (domain and URI of APP_URL or FRONTEND_URL, a nonce from GET auth/siwe/nonce, a chain id, issued within 5 minutes) and `signature` its personal_sign by that address; the address is taken from the message and stored EIP-55 checksummed. A used nonce, a wrong domain, an expired message or a signature by another key: 422 (errors.message / errors.signature); an address another member linked: 422 errors.message. `{"address": null}` (or "") clears it without a signature. Throttled: 10 a minute per member.',
      security: bearer,
      requestBody: body({
        type: 'object',
        properties: {
          message: { type: 'string', maxLength: 4096, description: 'The EIP-4361 message the wallet signed' },
          signature: { type: 'string', maxLength: 200, examples: ['0x…65 bytes hex'] },
          address: { type: 'null', description: 'null clears the linked address' },
        },
      }),
      responses: { ...userResponse('The member with `nft.address`'), ...changeErrors },
    },
  },
};
