// OpenAPI paths of server/modules/news/routes.ts.
import { bearerWith, paginatorOf, responses, timestamp } from '../../openapi/components.ts';
import type { OpenApiPaths, Schema } from '../../openapi/types.ts';

const { json } = responses;
const common = { 401: responses.unauthenticated, 403: responses.invalidAbility };
/** A session token or an API token with news:read. */
const bearer = bearerWith('news:read');

export const postSummary: Schema = {
  type: 'object',
  required: ['id', 'title', 'vanity_url', 'excerpt', 'image_url', 'author', 'published_at'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    vanity_url: {
      type: 'string',
      description: 'URL slug; the optional last segment of the portal route /post/{id}/{vanity_url}',
      examples: ['opening-hours-in-winter'],
    },
    excerpt: { type: 'string', description: 'Plain text' },
    image_url: { type: ['string', 'null'], description: 'https:, a same-site path or a data:image URL' },
    author: { type: 'string' },
    published_at: timestamp,
  },
};

export const post: Schema = {
  ...postSummary,
  required: [...(postSummary.required as string[]), 'body_html', 'updated_at'],
  properties: {
    ...(postSummary.properties as Schema),
    body_html: {
      type: 'string',
      description:
        'HTML sanitised when written (no scripts, event handlers, styles, forms or frames; https/mailto/tel/same-site URLs only; links rel="noopener noreferrer nofollow"; ids prefixed `user-content-`). Clients must sanitise again before rendering (DOMPurify).',
    },
    updated_at: timestamp,
  },
};

const notFound = {
  description: 'Unknown or unpublished post',
  content: json(responses.ref('Message'), { message: 'No query results for model [App\\Models\\Post] 9' }),
};

export const newsPaths: OpenApiPaths = {
  '/api/posts': {
    get: {
      tags: ['news'],
      summary: 'Published posts, newest first, 6 per page (LengthAwarePaginator); without bodies',
      security: bearer,
      parameters: [{ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } }],
      responses: { 200: { description: 'A page of posts', content: json(paginatorOf(postSummary)) }, ...common },
    },
  },
  '/api/posts/{id}': {
    get: {
      tags: ['news'],
      summary: 'One published post with its (sanitised) HTML body',
      security: bearer,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: { 200: { description: 'The post', content: json(post) }, ...common, 404: notFound },
    },
  },
};
