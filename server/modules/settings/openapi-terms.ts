// OpenAPI paths of server/modules/settings/routes-terms.ts.
import type { OpenApiPaths } from '../../openapi/types.ts';
import { timestamp } from '../../openapi/components.ts';
import { bearer, json, readErrors, tags } from './openapi-common.ts';

const document = {
  type: 'object',
  required: ['name', 'title', 'version', 'url', 'published_at', 'accepted_version', 'accepted_at'],
  properties: {
    name: { type: 'string' },
    title: { type: 'string' },
    version: { type: 'integer' },
    url: { type: 'string', format: 'uri' },
    published_at: timestamp,
    accepted_version: { type: ['integer', 'null'], description: 'The highest version the member accepted' },
    accepted_at: { ...timestamp, type: ['string', 'null'] },
  },
};

export const settingsTermsPaths: OpenApiPaths = {
  '/api/user/terms': {
    get: {
      tags,
      summary: "The current terms documents and the member's accepted versions",
      description:
        'A document whose accepted_version is below its version is also listed in GET user/header term_updates; accept with POST user/terms/agree-updates.',
      security: bearer,
      responses: {
        200: {
          description: 'Documents',
          content: json({
            type: 'object',
            required: ['documents'],
            properties: { documents: { type: 'array', items: document } },
          }),
        },
        ...readErrors,
      },
    },
  },
};
