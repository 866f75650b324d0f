// News (docs/spec.md §2 News module): the published posts, newest first in pages of POSTS_PER_PAGE, and a
// single post. Bodies were sanitised when written (repository.ts).
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { countPublishedPosts, findPublishedPost, listPublishedPosts, toPost, toPostSummary } from './repository.ts';

export const POSTS_PER_PAGE = 6;

const now = (c: AppContext) => toTimestamp(c.var.deps.clock.now());

/** A session token or an API token with news:read. */
const newsRead = requireAuth({ abilities: ['news:read'] });

export function newsRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/posts', newsRead, (c) => {
      const { db, config } = c.var.deps;
      const page = resolvePage(c.req.query('page'));
      const language = c.get('user').language;
      const rows = listPublishedPosts(db, now(c), POSTS_PER_PAGE, (page - 1) * POSTS_PER_PAGE, language);
      const path = `${config.appUrl}${new URL(c.req.url).pathname}`;
      return c.json(
        paginate({
          items: rows.map(toPostSummary),
          total: countPublishedPosts(db, now(c), language),
          perPage: POSTS_PER_PAGE,
          page,
          path,
        }),
      );
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
