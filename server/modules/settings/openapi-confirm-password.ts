// OpenAPI paths of server/modules/settings/routes-confirm-password.ts.
import type { OpenApiPaths } from '../../openapi/types.ts';
import { bearer, body, json, passwordErrors, tags } from './openapi-common.ts';

export const settingsConfirmPasswordPaths: OpenApiPaths = {
  '/api/user/confirm-password': {
    post: {
      tags,
      summary: 'Confirm this login afresh: the password, or with 2FA on a TOTP code (5 minutes)',
      description:
        'Fortify\'s password confirmation for a token. Adding or changing a payout account, and a withdrawal to an account added less than 24 hours ago, answer 423 `{"message":"Password confirmation required.","confirm":"password"|"totp"}` without one in the last 5 minutes. With 2FA on only `code` is taken (a code works once). 5 wrong passwords, or codes, a minute per member: 429.',
      security: bearer,
      requestBody: body({
        type: 'object',
        properties: {
          password: { type: 'string', description: 'Without 2FA: the current password' },
          code: { type: 'string', description: 'With 2FA on: the current TOTP code' },
        },
      }),
      responses: {
        201: {
          description: 'Confirmed until',
          content: json({
            type: 'object',
            required: ['confirmed_until'],
            properties: { confirmed_until: { type: 'string' } },
          }),
        },
        ...passwordErrors,
      },
    },
  },
};
