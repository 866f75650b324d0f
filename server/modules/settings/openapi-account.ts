// OpenAPI paths of server/modules/settings/routes-account.ts.
import type { OpenApiPaths } from '../../openapi/types.ts';
import { bearer, body, changeErrors, json, nullable, passwordErrors, tags, userResponse } from './openapi-common.ts';

export const settingsAccountPaths: OpenApiPaths = {
  '/api/user/settings/account': {
    put: {
      tags,
      summary: "Change the member's name",
      security: bearer,
      requestBody: body({ type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 255 } } }),
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
      requestBody: body({ type: 'object', required: ['email', 'password'], properties: { email: { type: 'string', format: 'email', maxLength: 255 }, password: { type: 'string' } } }),
      responses: { ...userResponse('The member, email unverified'), ...passwordErrors },
    },
  },
  '/api/user/settings/password': {
    put: {
      tags,
      summary: 'Change the password; optionally end every other session',
      description:
        'Fortify answers `200 ""`; we answer a message and how many other sessions ended. The new password follows the registration policy (8-256 characters, not a common password). A wrong current password: 422 errors.current_password. API tokens are kept (they are revoked on their own page, and all tokens by a password reset).',
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['current_password', 'password', 'password_confirmation'],
        properties: {
          current_password: { type: 'string' },
          password: { type: 'string', minLength: 8, maxLength: 256 },
          password_confirmation: { type: 'string' },
          logout_other_devices: { type: 'boolean', default: false, description: 'End every other login session (ASVS 5.0 7.4.3)' },
        },
      }),
      responses: {
        200: {
          description: 'Changed',
          content: json({ type: 'object', required: ['message', 'revoked_devices'], properties: { message: { type: 'string' }, revoked_devices: { type: 'integer' } } }),
        },
        ...passwordErrors,
      },
    },
  },
  '/api/user/settings/wallet-address': {
    put: {
      tags,
      summary: 'Set or clear the Ethereum wallet address (SPEC nft.address; used by Sign-In with Ethereum)',
      description:
        'EIP-55: an all-lowercase address is accepted and stored checksummed; a mixed-case address with a wrong checksum is refused (422 errors.address). One member per address. `null` or "" clears it.',
      security: bearer,
      requestBody: body({ type: 'object', required: ['address'], properties: { address: nullable('string', { examples: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'] }) } }),
      responses: { ...userResponse('The member with `nft.address`'), ...changeErrors },
    },
  },
};
