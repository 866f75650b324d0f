// OpenAPI paths of server/modules/settings/routes-devices.ts.
import type { OpenApiPaths } from '../../openapi/types.ts';
import { timestamp } from '../../openapi/components.ts';
import {
  bearer,
  body,
  changeErrors,
  idParameter,
  json,
  noContent,
  notFoundResponse,
  nullable,
  passwordErrors,
  readErrors,
  tags,
} from './openapi-common.ts';

const device = {
  type: 'object',
  required: ['id', 'name', 'user_agent', 'ip_address', 'last_used_at', 'created_at', 'current'],
  properties: {
    id: { type: 'integer' },
    name: {
      type: 'string',
      description:
        'The device name given at login, else the user agent; ghost-mode sessions name the acting staff member',
    },
    user_agent: nullable('string'),
    ip_address: nullable('string'),
    last_used_at: { ...timestamp, type: ['string', 'null'] },
    created_at: timestamp,
    current: { type: 'boolean', description: 'The session making this request' },
  },
};

export const settingsDevicesPaths: OpenApiPaths = {
  '/api/user/devices': {
    get: {
      tags,
      summary: "The member's active login sessions, never their secrets (ASVS 5.0 7.5.2)",
      description: 'API tokens are listed on their own (GET user/api-tokens).',
      security: bearer,
      responses: {
        200: { description: 'Sessions, oldest first', content: json({ type: 'array', items: device }) },
        ...readErrors,
      },
    },
  },
  '/api/user/devices/{id}': {
    delete: {
      tags,
      summary: 'End one session; its next request answers 401 Unauthenticated',
      security: bearer,
      parameters: [idParameter('The device (token) id')],
      responses: { 204: noContent, ...changeErrors, 404: notFoundResponse },
    },
  },
  '/api/user/devices/logout-others': {
    post: {
      tags,
      summary: 'End every other session (re-authenticated, docs/threats.md T21)',
      description:
        'Ends every login session of the member except the calling one, pending logins included, and revokes the API tokens too unless `keep_api_tokens` is true (a token minted with a stolen session must not outlive this).',
      security: bearer,
      requestBody: body({
        type: 'object',
        required: ['password'],
        properties: { password: { type: 'string' }, keep_api_tokens: { type: 'boolean', default: false } },
      }),
      responses: {
        200: {
          description: 'How many sessions and API tokens ended',
          content: json({
            type: 'object',
            required: ['revoked_devices', 'revoked_api_tokens'],
            properties: { revoked_devices: { type: 'integer' }, revoked_api_tokens: { type: 'integer' } },
          }),
        },
        ...passwordErrors,
      },
    },
  },
};
