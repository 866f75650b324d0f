// OpenAPI paths of server/modules/chat/routes.ts (wire types: src/modules/chat/types.ts).
import { bearer, paginatorOf, responses, timestamp } from '../../openapi/components.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';

const { json } = responses;
const disabled =
  'Every chat route answers 404 while the club has chat switched off (`features.chat` of GET /api/config).';
const notFound = {
  description: 'No such conversation, a conversation of other members, or chat switched off.',
  content: json(
    { type: 'object', properties: { message: { type: 'string' } } },
    { message: 'No query results for model [App\\Models\\Conversation] 9' },
  ),
};
const common = { 401: responses.unauthenticated, 403: responses.invalidAbility };

const message = {
  type: 'object',
  required: ['id', 'conversation_id', 'sender_id', 'body', 'created_at'],
  properties: {
    id: { type: 'integer', description: 'Also the id of the realtime copy (dedupe key)' },
    conversation_id: { type: 'integer' },
    sender_id: { type: 'integer' },
    body: { type: 'string', maxLength: 5000, description: 'Plain text (trimmed); render as text, never as HTML' },
    created_at: timestamp,
  },
};

const summary = {
  type: 'object',
  required: ['id', 'participant', 'last_message', 'unread_count', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    participant: {
      type: 'object',
      description: 'The other member',
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    last_message: { oneOf: [message, { type: 'null' }] },
    unread_count: { type: 'integer', description: "The other member's messages this member has not read" },
    created_at: timestamp,
    updated_at: { ...timestamp, description: 'Time of the latest message; the list is ordered by it' },
  },
};

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
const bodyOnly = {
  type: 'object',
  required: ['body'],
  properties: { body: { type: 'string', minLength: 1, maxLength: 5000 } },
};

export const chatPaths: OpenApiPaths = {
  '/api/chat/conversations': {
    get: {
      tags: ['chat'],
      summary: "The member's conversations, latest activity first",
      description: disabled,
      security: bearer,
      responses: {
        200: {
          description: 'All conversations (a ResourceCollection without paging)',
          content: json({
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'array', items: summary } },
          }),
        },
        ...common,
        404: notFound,
      },
    },
    post: {
      tags: ['chat'],
      summary: 'Start a conversation with another member (by id or email) with a first message',
      description: `An existing conversation of exactly these two members is reused. The message is broadcast like any other (see POST .../messages). Rate limited with sending: 30 per minute. ${disabled}`,
      security: bearer,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['body'],
              properties: {
                member_id: { type: 'integer', description: 'Required without email' },
                email: { type: 'string', format: 'email', description: 'Required without member_id' },
                body: bodyOnly.properties.body,
              },
            },
          },
        },
      },
      responses: {
        201: {
          description: 'The conversation and the first message',
          content: json({
            type: 'object',
            required: ['conversation', 'message'],
            properties: { conversation: summary, message },
          }),
        },
        ...common,
        404: notFound,
        422: responses.validation,
        429: responses.throttled,
      },
    },
  },
  '/api/chat/conversations/{id}': {
    get: {
      tags: ['chat'],
      summary: 'One conversation of the member',
      description: disabled,
      security: bearer,
      parameters: [idParameter],
      responses: { 200: { description: 'The conversation', content: json(summary) }, ...common, 404: notFound },
    },
  },
  '/api/chat/conversations/{id}/messages': {
    get: {
      tags: ['chat'],
      summary: 'Messages of a conversation, 30 per page (LengthAwarePaginator)',
      description: `Page 1 holds the newest messages, page 2 the ones before them, and so on; within a page the messages are oldest first (newest last). Messages arriving between two page loads shift the pages, so clients merge by id. ${disabled}`,
      security: bearer,
      parameters: [idParameter, { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } }],
      responses: { 200: { description: 'A page', content: json(paginatorOf(message)) }, ...common, 404: notFound },
    },
    post: {
      tags: ['chat'],
      summary: 'Send a message',
      description: [
        'Broadcasts `App\\Events\\NewMessageReceived` with `{"message": {...}}` on `private-App.Models.User.{id}` of every other member of the conversation.',
        "The connection named by `X-Socket-ID` is excluded (Laravel's `toOthers()`); a malformed value is ignored.",
        `Body trimmed, 1 to 5000 characters. Rate limited: 30 per minute per member. ${disabled}`,
      ].join(' '),
      security: bearer,
      parameters: [
        idParameter,
        { name: 'X-Socket-ID', in: 'header', required: false, schema: { type: 'string', pattern: '^\\d+\\.\\d+$' } },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: bodyOnly } } },
      responses: {
        201: { description: 'The stored message', content: json(message) },
        ...common,
        404: notFound,
        422: responses.validation,
        429: responses.throttled,
      },
    },
  },
  '/api/chat/conversations/{id}/read': {
    post: {
      tags: ['chat'],
      summary: 'Mark every message of the conversation read for the member',
      description: disabled,
      security: bearer,
      parameters: [idParameter],
      responses: { 204: responses.noContent, ...common, 404: notFound },
    },
  },
};
