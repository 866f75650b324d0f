// OpenAPI paths of server/modules/settings/routes-two-factor.ts.
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';
import { timestamp } from '../../openapi/components.ts';
import { bearer, body, json, noContent, passwordBody, passwordErrors, readErrors, tags } from './openapi-common.ts';

const recoveryCodes: Schema = {
  type: 'object',
  required: ['recovery_codes', 'enabled_at'],
  properties: {
    recovery_codes: {
      type: 'array',
      minItems: 8,
      maxItems: 8,
      items: { type: 'string', examples: ['aB3dE5gH7j-Kl9Mn1Pq3Rs'] },
      description: 'Shown once: only sha256 hashes are stored. Each code works once at login.',
    },
    enabled_at: timestamp,
  },
};

export const settingsTwoFactorPaths: OpenApiPaths = {
  '/api/user/two-factor': {
    get: {
      tags,
      summary: 'Two-factor status: confirmed, pending, recovery codes left',
      description: 'Deviation from Fortify: recovery codes cannot be read back (no GET of the codes), only counted.',
      security: bearer,
      responses: {
        200: {
          description: 'Status',
          content: json({
            type: 'object',
            required: ['enabled_at', 'pending', 'recovery_codes_left'],
            properties: {
              enabled_at: { ...timestamp, type: ['string', 'null'] },
              pending: { type: 'boolean' },
              recovery_codes_left: { type: 'integer' },
            },
          }),
        },
        ...readErrors,
      },
    },
    post: {
      tags,
      summary: 'Start enabling 2FA (re-authenticated): a new secret, pending until confirmed',
      description:
        'Deviations from Fortify: a 160-bit secret (32 base32 characters, not 16); the secret, otpauth URL and QR SVG come in this answer. Login is not gated until POST user/two-factor/confirm succeeds. Show `qr_svg` only as `<img src="data:image/svg+xml;base64,…">`. 422 errors.password when 2FA is already confirmed (disable it first).',
      security: bearer,
      requestBody: passwordBody,
      responses: {
        200: {
          description: 'The pending secret',
          content: json({
            type: 'object',
            required: ['secret', 'otpauth_url', 'qr_svg'],
            properties: {
              secret: { type: 'string', pattern: '^[A-Z2-7]{32}$' },
              otpauth_url: {
                type: 'string',
                examples: [
                  'otpauth://totp/Club:mia%40club.test?secret=…&issuer=Club&algorithm=SHA1&digits=6&period=30',
                ],
              },
              qr_svg: { type: 'string', description: 'An SVG document of the otpauth URL' },
            },
          }),
        },
        ...passwordErrors,
      },
    },
    delete: {
      tags,
      summary: 'Disable 2FA (re-authenticated); the recovery codes die with it',
      security: bearer,
      requestBody: passwordBody,
      responses: { 204: noContent, ...passwordErrors },
    },
  },
  '/api/user/two-factor/confirm': {
    post: {
      tags,
      summary: 'Confirm the pending secret with a first code; answers the 8 recovery codes, once',
      description:
        'The code is a 6-digit TOTP of the pending secret (±1 step of 30 s); it is spent by this call. Wrong code: 422 errors.code "The provided two factor authentication code was invalid."; after 5 a minute, 429.',
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['code'],
        properties: { code: { type: 'string', pattern: '^\\d{6}$' } },
      }),
      responses: { 200: { description: '2FA is on', content: json(recoveryCodes) }, ...passwordErrors },
    },
  },
  '/api/user/two-factor/recovery-codes': {
    post: {
      tags,
      summary: 'Regenerate the recovery codes (re-authenticated); the old ones stop working',
      security: bearer,
      requestBody: passwordBody,
      responses: { 200: { description: 'The new codes, shown once', content: json(recoveryCodes) }, ...passwordErrors },
    },
  },
};
