// News (docs/spec.md §2 News module): the published posts, newest first in pages of POSTS_PER_PAGE, and a
// single post. Bodies were sanitised when written (repository.ts). Without a token (a visitor of the
// club's website, docs/spec.md §9 "News for visitors") only public posts, cacheable by anyone: a
// request carrying a token is a member's (an invalid one answers 401 as before, never the public list).
import { Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { toTimestamp } from '../../clock.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { fieldMessage } from '../../lang/translate.ts';
import {
  countPublishedPosts,
  findPublishedPost,
  listPublishedPosts,
  toPost,
  toPostSummary,
  type Reader,
} from './repository.ts';

export const POSTS_PER_PAGE = 6;
/** How long a browser or a shared cache may keep the visitors' list before asking again (ETag). */
export const PUBLIC_POSTS_MAX_AGE = 60;

const now = (c: AppContext) => toTimestamp(c.var.deps.clock.now());

/** A session token or an API token with news:read. */
const newsRead = requireAuth({ abilities: ['news:read'] });
const revalidate = etag();

/** With a token: a member (requireAuth). Without: a visitor, answered with public caching and an ETag. */
const memberOrVisitor: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('authorization') !== undefined) return newsRead(c, next);
  await revalidate(c, next);
  if (c.res.status === 200 || c.res.status === 304) {
    c.res.headers.set('Cache-Control', `public, max-age=${PUBLIC_POSTS_MAX_AGE}`);
    c.res.headers.append('Vary', 'Authorization');
  }
};

/** The reader, and the language whose posts they see besides everyone's: the member's own, a visitor's `lang`. */
function readerOf(c: AppContext): { reader: Reader; language: string | null } {
  const user = c.get('user');
  if (user) return { reader: 'member', language: user.language };
  const lang = c.req.query('lang');
  if (lang !== undefined && lang !== 'en' && lang !== 'de')
    throw new ValidationError({ lang: [fieldMessage('in', 'lang')] });
  return { reader: 'visitor', language: lang ?? null };
}

export function newsRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/posts', memberOrVisitor, (c) => {
      const { db, config } = c.var.deps;
      const page = resolvePage(c.req.query('page'));
      const { reader, language } = readerOf(c);
      const rows = listPublishedPosts(db, now(c), POSTS_PER_PAGE, (page - 1) * POSTS_PER_PAGE, language, reader);
      const path = `${config.appUrl}${new URL(c.req.url).pathname}`;
      return c.json(
        paginate({
          items: rows.map(toPostSummary),
          total: countPublishedPosts(db, now(c), language, reader),
          perPage: POSTS_PER_PAGE,
          page,
          path,
        }),
      );
    })
    .get('/posts/:id', memberOrVisitor, (c) => {
      // Route-model binding: unknown, malformed, unpublished and (for a visitor) members' ids are all "no such post".
      const raw = c.req.param('id');
      const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
      const { reader, language } = readerOf(c);
      const row = Number.isSafeInteger(id) ? findPublishedPost(c.var.deps.db, id, now(c), language, reader) : undefined;
      if (!row) throw notFound(`No query results for model [App\\Models\\Post] ${raw}`);
      return c.json(toPost(row));
    });
}
