import { responses } from '../../openapi/components.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';

export const platformPaths: OpenApiPaths = {
  '/api/config': {
    get: {
      tags: ['platform'],
      summary: 'Client configuration: club name, social links, realtime connection settings, features',
      description:
        'Public. Clients read the realtime key/host/port/scheme and the auth endpoint from here instead of hard-coding them.',
      responses: { 200: { description: 'The configuration', content: responses.json(responses.ref('ClientConfig')) } },
    },
  },
  '/api/openapi.json': {
    get: {
      tags: ['platform'],
      summary: 'This OpenAPI 3.1 document',
      responses: { 200: { description: 'The document', content: responses.json({ type: 'object' }) } },
    },
  },
};
