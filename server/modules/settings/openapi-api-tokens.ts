// OpenAPI paths of server/modules/settings/routes-api-tokens.ts.
import { API_TOKEN_ABILITIES } from '../../../src/shared/contract/api-token-abilities.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';
import { responses, timestamp } from '../../openapi/components.ts';
import {
  bearer,
  body,
  changeErrors,
  idParameter,
  json,
  noContent,
  notFoundResponse,
  nullable,
  readErrors,
  tags,
} from './openapi-common.ts';

const token = {
  type: 'object',
  required: ['id', 'name', 'abilities', 'last_used_at', 'created_at', 'expires_at'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    abilities: { type: 'array', items: { enum: [...API_TOKEN_ABILITIES] } },
    last_used_at: { ...timestamp, type: ['string', 'null'] },
    created_at: timestamp,
    expires_at: { ...timestamp, type: ['string', 'null'], description: 'null: never expires' },
  },
};

export const settingsApiTokensPaths: OpenApiPaths = {
  '/api/user/api-tokens': {
    get: {
      tags,
      summary: "The member's API tokens (not login sessions), newest first, never the secret",
      security: bearer,
      responses: { 200: { description: 'Tokens', content: json({ type: 'array', items: token }) }, ...readErrors },
    },
    post: {
      tags,
      summary: 'Create an API token; the plain token is answered once',
      description: `Abilities: a non-empty subset of ${API_TOKEN_ABILITIES.join(', ')} (never \`*\`: an API token cannot reach routes that need a full session, such as every settings route). \`expires_at\`: \`YYYY-MM-DD\` (midnight UTC) or an ISO 8601 date-time in the future, or null for no expiry. At most 50 tokens per member; 10 creations a minute. Needs the current password (422 errors.password when wrong, 429 after 5 wrong ones a minute): a token outlives the session, so a stolen session alone cannot mint one. "Log out other devices" and a password change with logout_other_devices revoke API tokens too unless keep_api_tokens is true.`,
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['name', 'abilities', 'password'],
        properties: {
          name: { type: 'string', maxLength: 255 },
          password: { type: 'string', maxLength: 1024, description: "The member's current password" },
          abilities: { type: 'array', minItems: 1, items: { enum: [...API_TOKEN_ABILITIES] } },
          expires_at: nullable('string', { examples: ['2026-12-31'] }),
        },
      }),
      responses: {
        201: {
          description: 'Created',
          content: json({
            type: 'object',
            required: ['token', 'plain_text_token'],
            properties: {
              token,
              plain_text_token: { type: 'string', examples: ['42|Q3lWb2xV0a1b2c3d4e5f6g7h8i9j0kLmNoPqRsTu'] },
            },
          }),
        },
        ...changeErrors,
        429: responses.throttled,
      },
    },
  },
  '/api/user/api-tokens/{id}': {
    delete: {
      tags,
      summary: 'Revoke an API token',
      security: bearer,
      parameters: [idParameter('The API token id')],
      responses: { 204: noContent, ...changeErrors, 404: notFoundResponse },
    },
  },
};
