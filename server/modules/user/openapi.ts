// OpenAPI paths of server/modules/user/routes.ts.
import { bearer, bearerWith, responses } from '../../openapi/components.ts';
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
        notifications: {
          type: 'object',
          properties: { unread_count: { type: 'integer' }, read_count: { type: 'integer' } },
        },
        chat: {
          type: 'object',
          description: 'Only when the chat module is enabled',
          properties: {
            unread_count: { type: 'integer' },
            unread_message_conversation_id: { type: ['integer', 'null'] },
          },
        },
        tickets: {
          type: 'object',
          description: 'Only when tickets are enabled',
          properties: { unread_count: { type: 'integer' }, unread_ticket_id: { type: ['integer', 'null'] } },
        },
      },
    },
    term_updates: {
      type: 'array',
      description: 'Current terms documents the member has not accepted',
      items: { type: 'object', properties: { name: { type: 'string' }, url: { type: 'string' } } },
    },
  },
};

export const userPaths: OpenApiPaths = {
  '/api/user': {
    get: {
      tags: ['user'],
      summary: 'The signed-in member (docs/spec.md §3 User)',
      security: bearerWith('user:read'),
      responses: { 200: { description: 'The member', content: json(ref('User')) }, ...common },
    },
  },
  '/api/user/header': {
    get: {
      tags: ['user'],
      summary: 'Header summary: notification counts, optional chat/ticket counts, terms updates',
      security: [...bearerWith('user:read'), ...bearerWith('header:read')],
      responses: { 200: { description: 'Summary', content: json(headerSummary) }, ...common },
    },
  },
  '/api/instructions/toggle-state/{id}': {
    post: {
      tags: ['user'],
      summary: 'Flip a named instruction flag (register_intro_closed, android_app_closed, dashboard_intro_closed)',
      security: bearer,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: {
          description: 'All flags after the change',
          content: json({
            type: 'object',
            properties: { instruction_state: { type: 'object', additionalProperties: { type: 'boolean' } } },
          }),
        },
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
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 4096 } } },
          },
        },
      },
      responses: { 204: responses.noContent, ...common, 422: responses.validation },
    },
  },
  '/api/user/terms/agree-updates': {
    post: {
      tags: ['user'],
      summary: 'Accept every current terms document',
      security: bearer,
      responses: { 204: responses.noContent, ...common },
    },
  },
};
