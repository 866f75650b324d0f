// OpenAPI paths of server/modules/user/routes.ts and server/modules/notifications/routes.ts.
import { bearer, bearerWith, paginatorOf, responses, timestamp } from '../../openapi/components.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';

const { json, ref } = responses;
const common = { 401: responses.unauthenticated, 403: responses.invalidAbility };

const headerSummary = {
  type: 'object',
  required: ['notifications', 'term_updates'],
  properties: {
    notifications: {
      type: 'object',
      required: ['notifications'],
      properties: {
        notifications: { type: 'object', properties: { unread_count: { type: 'integer' }, read_count: { type: 'integer' } } },
        chat: { type: 'object', description: 'Only when the chat module is enabled', properties: { unread_count: { type: 'integer' }, unread_message_conversation_id: { type: ['integer', 'null'] } } },
        tickets: { type: 'object', description: 'Only when tickets are enabled', properties: { unread_count: { type: 'integer' }, unread_ticket_id: { type: ['integer', 'null'] } } },
      },
    },
    term_updates: { type: 'array', description: 'Current terms documents the member has not accepted', items: { type: 'object', properties: { name: { type: 'string' }, url: { type: 'string' } } } },
  },
};

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
      properties: { title: { type: 'string' }, description: { type: 'string' }, class: { type: 'string', description: 'Icon class' }, status: { type: 'string', examples: ['success', 'warning', 'danger', 'info'] } },
    },
    read_at: { ...timestamp, type: ['string', 'null'] },
    created_at: timestamp,
    updated_at: timestamp,
  },
};

const pageParameter = { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } };

export const userPaths: OpenApiPaths = {
  '/api/user': {
    get: { tags: ['user'], summary: 'The signed-in member (SPEC §3 User)', security: bearerWith('user:read'), responses: { 200: { description: 'The member', content: json(ref('User')) }, ...common } },
  },
  '/api/user/header': {
    get: { tags: ['user'], summary: 'Header summary: notification counts, optional chat/ticket counts, terms updates', security: bearerWith('user:read'), responses: { 200: { description: 'Summary', content: json(headerSummary) }, ...common } },
  },
  '/api/instructions/toggle-state/{id}': {
    post: {
      tags: ['user'],
      summary: 'Flip a named instruction flag (register_intro_closed, android_app_closed, dashboard_intro_closed)',
      security: bearer,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: { description: 'All flags after the change', content: json({ type: 'object', properties: { instruction_state: { type: 'object', additionalProperties: { type: 'boolean' } } } }) },
        ...common,
        422: responses.validation,
      },
    },
  },
  '/api/fcm/register': {
    post: {
      tags: ['user'],
      summary: 'Register this device for push notifications (Android app)',
      security: bearer,
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 4096 } } } } } },
      responses: { 204: responses.noContent, ...common, 422: responses.validation },
    },
  },
  '/api/user/terms/agree-updates': {
    post: { tags: ['user'], summary: 'Accept every current terms document', security: bearer, responses: { 204: responses.noContent, ...common } },
  },
};

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
    post: { tags: ['notifications'], summary: 'Mark every unread notification read', security: bearerWith('notifications:write'), responses: { 204: responses.noContent, ...common } },
  },
};
