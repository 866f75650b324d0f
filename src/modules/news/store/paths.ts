// Where the portal shows news: /posts?page=N and /post/{id}/{vanity_url}. Plain functions, so a
// widget can build the same links against the portal's address.
import type { PostSummary } from '../types.ts';

export const POSTS_PATH = '/posts';

export function postsPath(page = 1): string {
  return page > 1 ? `${POSTS_PATH}?page=${page}` : POSTS_PATH;
}

export function postPath(post: Pick<PostSummary, 'id' | 'vanity_url'>): string {
  return post.vanity_url ? `/post/${post.id}/${encodeURIComponent(post.vanity_url)}` : `/post/${post.id}`;
}

/** `?page=` as the list reads it (one rule for every paged list). */
export { pageFromSearch } from '../../../core/resource/page-search.ts';

/**
 * A post's picture, only from http(s):, a same-site path or a data:image URL (else none). The server
 * keeps only its own uploads or data: there (server/modules/news/post-images.ts); http: is the
 * club server's own without TLS (development), which an https page does not load anyway.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,])/i.test(url.trim())
    ? url.trim()
    : null;
}
