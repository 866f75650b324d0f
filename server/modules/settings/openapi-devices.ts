// OpenAPI paths of server/modules/settings/routes-devices.ts.
import type { OpenApiPaths } from '../../openapi/types.ts';
import { timestamp } from '../../openapi/components.ts';
import { bearer, changeErrors, idParameter, json, noContent, notFoundResponse, nullable, passwordBody, passwordErrors, readErrors, tags } from './openapi-common.ts';

const device = {
  type: 'object',
  required: ['id', 'name', 'user_agent', 'ip_address', 'last_used_at', 'created_at', 'current'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: 'The device name given at login, else the user agent; ghost-mode sessions name the acting staff member' },
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
      responses: { 200: { description: 'Sessions, oldest first', content: json({ type: 'array', items: device }) }, ...readErrors },
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
      summary: 'End every other session (re-authenticated, contracts T21)',
      description: 'Ends every login session of the member except the calling one, pending logins included; API tokens are kept.',
      security: bearer,
      requestBody: passwordBody,
      responses: {
        200: { description: 'How many sessions ended', content: json({ type: 'object', required: ['revoked_devices'], properties: { revoked_devices: { type: 'integer' } } }) },
        ...passwordErrors,
      },
    },
  },
};
