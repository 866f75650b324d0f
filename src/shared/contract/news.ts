// The club's news posts (docs/spec.md §2 News): published posts only; an API token with news:read.
import { endpoints, id, nullable, page, paginator, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';

const endpoint = endpoints('news', { auth: ['news:read'] });
/** Without a token a visitor's: public posts only (docs/spec.md §9 "News for visitors"). */
const VISITORS =
  'Without an Authorization header: public posts only (a members’ post answers 404), with `Cache-Control: public`, an ETag (304 on If-None-Match) and `Vary: Authorization`; `lang` adds the posts written in that language. With a token: every post for that member.';
const media = endpoints('news');

/** A post as listed: `vanity_url` the optional last segment of /post/{id}/{vanity_url}; `image_url` one of ours (/media/post-images/) or data:image. */
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
    description: VISITORS,
    query: v.object({ page, lang: v.optional(v.picklist(['en', 'de'])) }),
    responses: { 200: paginator(PostSummary) },
  }),
  post: endpoint('GET /api/posts/{id}', 'One published post with its (sanitised) HTML body', {
    description: VISITORS,
    responses: { 200: Post, 404: 'No such published post' },
  }),
  image: media('GET /media/post-images/{file}', "A post's uploaded picture, by the SHA-256 of its bytes", {
    description:
      'No token: an <img> loads it (on a widget host page too). Sent with its type, `X-Content-Type-Options: nosniff`, `Content-Security-Policy: sandbox` and a year-long immutable cache.',
    params: v.object({ file: v.string() }),
    responses: {
      200: { description: 'PNG, JPEG, GIF or WebP', type: 'image/*', schema: v.string() },
      404: 'No such picture',
    },
  }),
};

export type PostSummary = v.InferOutput<typeof PostSummary>;
export type Post = v.InferOutput<typeof Post>;
