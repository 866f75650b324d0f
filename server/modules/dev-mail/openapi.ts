// OpenAPI paths of server/modules/dev-mail/routes.ts (served in demo mode only).
import { responses } from '../../openapi/components.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';

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
                id: { type: 'integer' },
                to: { type: 'string' },
                subject: { type: 'string' },
                text: { type: 'string' },
                html: { type: ['string', 'null'] },
                meta: { type: 'object', description: '`kind` plus `code` or `url` when the mail carries one' },
                created_at: { type: 'string' },
              },
            },
          }),
        },
      },
    },
  },
};
