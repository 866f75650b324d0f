import { responses } from '../../openapi/components.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';

export const platformPaths: OpenApiPaths = {
  '/api/config': {
    get: {
      tags: ['platform'],
      summary: 'Client configuration: club name, social links, realtime connection settings, features',
      description: 'Public. Clients read the realtime key/host/port/scheme and the auth endpoint from here instead of hard-coding them.',
      responses: { 200: { description: 'The configuration', content: responses.json(responses.ref('ClientConfig')) } },
    },
  },
  '/api/openapi.json': {
    get: { tags: ['platform'], summary: 'This OpenAPI 3.1 document', responses: { 200: { description: 'The document', content: responses.json({ type: 'object' }) } } },
  },
};

export const devPaths: OpenApiPaths = {
  '/dev/mail': {
    get: {
      tags: ['dev'],
      summary: 'Demo mode only: the mail outbox as HTML',
      parameters: [{ name: 'to', in: 'query', schema: { type: 'string' } }],
      responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  },
  '/dev/mail.json': {
    get: {
      tags: ['dev'],
      summary: 'Demo mode only: the mail outbox as JSON (newest first), for browser tests reading codes and links',
      parameters: [{ name: 'to', in: 'query', schema: { type: 'string' } }],
      responses: {
        200: {
          description: 'Messages',
          content: responses.json({
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' }, to: { type: 'string' }, subject: { type: 'string' }, text: { type: 'string' }, html: { type: ['string', 'null'] },
                meta: { type: 'object', description: '`kind` plus `code` or `url` when the mail carries one' }, created_at: { type: 'string' },
              },
            },
          }),
        },
      },
    },
  },
};
