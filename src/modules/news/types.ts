// Wire types of the news API (server/modules/news/routes.ts imports them with `import type`).
import type { Paginator, Timestamp } from '../../core/types.ts';

/** A post as listed (GET posts): everything but the body. */
export interface PostSummary {
  id: number;
  title: string;
  /** URL slug, the optional last segment of /post/:id/:vanity_url. */
  vanity_url: string;
  /** Plain text. */
  excerpt: string;
  /** https:, a same-site path or a data:image URL; null when the post has no picture. */
  image_url: string | null;
  author: string;
  published_at: Timestamp;
}

/** A single post (GET posts/{id}). */
export interface Post extends PostSummary {
  /** Sanitised on the server when written; the client sanitises again before rendering. */
  body_html: string;
  updated_at: Timestamp;
}

export type PostPage = Paginator<PostSummary>;
