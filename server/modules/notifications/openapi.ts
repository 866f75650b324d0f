// OpenAPI paths of server/modules/notifications/routes.ts.
import { bearerWith, paginatorOf, responses, timestamp } from '../../openapi/components.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';

const { json } = responses;
const common = { 401: responses.unauthenticated, 403: responses.invalidAbility };

export const notificationItem = {
  type: 'object',
  required: ['id', 'type', 'notifiable_type', 'notifiable_id', 'data', 'read_at', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'Also the `id` of the realtime copy (dedupe key)' },
    type: { type: 'string', examples: ['App\\Notifications\\ClubNotification'] },
    notifiable_type: { const: 'App\\Models\\User' },
    notifiable_id: { type: 'integer' },
    data: {
      type: 'object',
      required: ['title', 'description', 'class', 'status'],
      properties: {
        title: { type: 'string' },
        description: { type: 'string' },
        class: { type: 'string', description: 'Icon class' },
        status: { type: 'string', examples: ['success', 'warning', 'danger', 'info'] },
      },
    },
    read_at: { ...timestamp, type: ['string', 'null'] },
    created_at: timestamp,
    updated_at: timestamp,
  },
};

const pageParameter = { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } };

export const notificationPaths: OpenApiPaths = {
  '/api/user/notifications/unread': {
    get: {
      tags: ['notifications'],
      summary: 'Unread notifications, newest first, 10 per page (LengthAwarePaginator)',
      security: bearerWith('notifications:read'),
      parameters: [pageParameter],
      responses: { 200: { description: 'A page', content: json(paginatorOf(notificationItem)) }, ...common },
    },
  },
  '/api/user/notifications/read': {
    get: {
      tags: ['notifications'],
      summary: 'Read notifications, newest first, 10 per page (LengthAwarePaginator)',
      security: bearerWith('notifications:read'),
      parameters: [pageParameter],
      responses: { 200: { description: 'A page', content: json(paginatorOf(notificationItem)) }, ...common },
    },
  },
  '/api/user/notifications/mark-all-read': {
    post: {
      tags: ['notifications'],
      summary: 'Mark every unread notification read',
      security: bearerWith('notifications:write'),
      responses: { 204: responses.noContent, ...common },
    },
  },
};
