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
import { cachedRead } from '../../db/read-cache.ts';
import { sharedForms } from '../../http/compression.ts';
import { apiJsonText } from '../../http/platform.ts';
import { fieldMessage } from '../../lang/translate.ts';
import {
  countPublishedPosts,
  findPublishedPost,
  listPublishedPosts,
  nextPublishedAt,
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

interface KeptPage {
  json: string;
  /** When the next scheduled post falls due (the page changes then without a write); null: none. */
  until: string | null;
}

/**
 * One page of the posts a reader sees, as the JSON text of Laravel's paginator, kept until the
 * database changes or the next scheduled post falls due. Every open widget asks for the first page
 * when a post is published, and each member of a language gets the same text: compressed once for
 * all (sharedForms), not per request.
 */
function postsPage(c: AppContext, reader: Reader, language: string | null): string {
  const { db, config } = c.var.deps;
  const page = resolvePage(c.req.query('page'));
  const at = now(c);
  const path = `${config.appUrl}${new URL(c.req.url).pathname}`;
  return cachedRead<KeptPage>(
    db,
    `posts:${reader}:${language}:${page}:${path}`,
    () => ({
      json: JSON.stringify(
        paginate({
          items: listPublishedPosts(db, at, POSTS_PER_PAGE, (page - 1) * POSTS_PER_PAGE, language, reader).map(
            toPostSummary,
          ),
          total: countPublishedPosts(db, at, language, reader),
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
    .get('/posts', memberOrVisitor, (c) => {
      const { reader, language } = readerOf(c);
      const json = postsPage(c, reader, language);
      // a visitor's answer goes through the ETag and public caching (memberOrVisitor) as it was
      if (reader === 'visitor') return c.body(json, 200, { 'Content-Type': 'application/json' });
      return apiJsonText(c, json, 200, sharedForms(json));
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
