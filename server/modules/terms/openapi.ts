// OpenAPI paths of server/modules/terms/routes.ts.
import { responses, timestamp } from '../../openapi/components.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';

export const publicTermsPaths: OpenApiPaths = {
  '/api/terms': {
    get: {
      tags: ['terms'],
      summary: 'The current terms documents (no login needed): what registering accepts',
      responses: {
        200: {
          description: 'Current version of each document, by name',
          content: responses.json(
            {
              type: 'object',
              required: ['data'],
              properties: {
                data: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['name', 'version', 'url', 'published_at'],
                    properties: {
                      name: { type: 'string' },
                      version: { type: 'integer' },
                      url: { type: 'string', format: 'uri' },
                      published_at: timestamp,
                    },
                  },
                },
              },
            },
            {
              data: [
                {
                  name: 'Terms and Conditions',
                  version: 1,
                  url: 'https://club.example/legal/terms-v1.html',
                  published_at: '2026-01-01T10:00:00.000000Z',
                },
              ],
            },
          ),
        },
      },
    },
  },
};
