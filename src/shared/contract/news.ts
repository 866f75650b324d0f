// The club's news posts (docs/spec.md §2 News): published posts only; an API token with news:read.
import { endpoints, id, nullable, page, paginator, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';

const endpoint = endpoints('news', { auth: ['news:read'] });

/** A post as listed: `vanity_url` the optional last segment of /post/{id}/{vanity_url}; `image_url` https:, same-site or data:image. */
export const PostSummary = v.object({
  id,
  title: v.string(),
  vanity_url: v.string(),
  excerpt: v.string(),
  image_url: nullable(v.string()),
  author: v.string(),
  published_at: Timestamp,
});
/** `body_html` is sanitised on the server when written; clients sanitise again before rendering. */
export const Post = v.object({ ...PostSummary.entries, body_html: v.string(), updated_at: Timestamp });

export const news = {
  posts: endpoint('GET /api/posts', 'Published posts, newest first, 6 per page; without bodies', {
    query: v.object({ page }),
    responses: { 200: paginator(PostSummary) },
  }),
  post: endpoint('GET /api/posts/{id}', 'One published post with its (sanitised) HTML body', {
    responses: { 200: Post, 404: 'No such published post' },
  }),
};

export type PostSummary = v.InferOutput<typeof PostSummary>;
export type Post = v.InferOutput<typeof Post>;
