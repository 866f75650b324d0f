// OpenAPI paths of server/modules/settings/routes-notification-preferences.ts.
import { NOTIFICATION_TOPICS } from '../../../src/shared/contract/notification-topics.ts';
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';
import { bearer, body, changeErrors, json, readErrors, tags } from './openapi-common.ts';

const channels: Schema = {
  type: 'object',
  required: ['mail', 'push'],
  additionalProperties: false,
  properties: { mail: { type: 'boolean' }, push: { type: 'boolean' } },
};
const preferences = (required: boolean): Schema => ({
  type: 'object',
  required: ['preferences'],
  properties: {
    preferences: {
      type: 'object',
      additionalProperties: false,
      ...(required ? { required: [...NOTIFICATION_TOPICS] } : {}),
      properties: Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, channels])),
    },
  },
});

export const settingsNotificationPreferencesPaths: OpenApiPaths = {
  '/api/user/settings/notifications': {
    get: {
      tags,
      summary: 'Notification preferences per topic and channel',
      description: `Topics: ${NOTIFICATION_TOPICS.join(', ')}. Until the member chooses, every topic is on for both channels.`,
      security: bearer,
      responses: { 200: { description: 'Every topic', content: json(preferences(true)) }, ...readErrors },
    },
    put: {
      tags,
      summary: 'Save notification preferences',
      description:
        'Name some or all topics; a named topic needs both `mail` and `push` as booleans. An unknown topic: 422 on `preferences.<topic>`.',
      security: bearer,
      requestBody: body(preferences(false)),
      responses: {
        200: { description: 'Every topic after the change', content: json(preferences(true)) },
        ...changeErrors,
      },
    },
  },
};
