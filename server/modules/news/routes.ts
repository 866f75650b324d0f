// News (docs/spec.md §2 News module): the published posts, newest first in pages of POSTS_PER_PAGE, and a
// single post. Bodies were sanitised when written (repository.ts).
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { cachedRead } from '../../db/read-cache.ts';
import { sharedForms } from '../../http/compression.ts';
import { apiJsonText } from '../../http/platform.ts';
import {
  countPublishedPosts,
  findPublishedPost,
  listPublishedPosts,
  nextPublishedAt,
  toPost,
  toPostSummary,
} from './repository.ts';

export const POSTS_PER_PAGE = 6;

const now = (c: AppContext) => toTimestamp(c.var.deps.clock.now());

/** A session token or an API token with news:read. */
const newsRead = requireAuth({ abilities: ['news:read'] });

interface KeptPage {
  json: string;
  /** When the next scheduled post falls due (the page changes then without a write); null: none. */
  until: string | null;
}

/**
 * One page of the posts in the member's language, as the JSON text of Laravel's paginator, kept
 * until the database changes or the next scheduled post falls due. Every open widget asks for the
 * first page when a post is published, and each member gets the same text: compressed once for all
 * (sharedForms), not per request.
 */
function postsPage(c: AppContext): string {
  const { db, config } = c.var.deps;
  const page = resolvePage(c.req.query('page'));
  const language = c.get('user').language;
  const at = now(c);
  const path = `${config.appUrl}${new URL(c.req.url).pathname}`;
  return cachedRead<KeptPage>(
    db,
    `posts:${language}:${page}:${path}`,
    () => ({
      json: JSON.stringify(
        paginate({
          items: listPublishedPosts(db, at, POSTS_PER_PAGE, (page - 1) * POSTS_PER_PAGE, language).map(toPostSummary),
          total: countPublishedPosts(db, at, language),
          perPage: POSTS_PER_PAGE,
          page,
          path,
        }),
      ),
      until: nextPublishedAt(db, at),
    }),
    (kept) => kept.until === null || at < kept.until,
  ).json;
}

export function newsRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/posts', newsRead, (c) => {
      const json = postsPage(c);
      return apiJsonText(c, json, 200, sharedForms(json));
    })
    .get('/posts/:id', newsRead, (c) => {
      // Route-model binding: unknown, malformed and unpublished ids are all "no such post".
      const raw = c.req.param('id');
      const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
      const row = Number.isSafeInteger(id)
        ? findPublishedPost(c.var.deps.db, id, now(c), c.get('user').language)
        : undefined;
      if (!row) throw notFound(`No query results for model [App\\Models\\Post] ${raw}`);
      return c.json(toPost(row));
    });
}
