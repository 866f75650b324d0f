// News posts: SQL, plus the one write path, which stores the body only after sanitising it
// (docs/architecture.md decision 9), so no caller can store raw CMS HTML.
import { sql, type Database } from '../../db/open.ts';
import { isSafeImageUrl, sanitizePostHtml } from './sanitize.ts';
import type { Post, PostSummary } from '../../../src/shared/contract/news.ts';

export interface PostRow {
  id: number;
  title: string;
  vanity_url: string;
  excerpt: string;
  body_html: string;
  image_url: string | null;
  author: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** null: for every member; 'en'/'de': only for members reading in that language. */
  language: string | null;
  /** When PostPublished went out (announce.ts); null: not yet (a draft, or scheduled). */
  announced_at: string | null;
  /** What the editor wrote (post-editor.ts); null for posts written before the editor. */
  body_source: string | null;
  body_format: 'markdown' | 'html' | null;
  /** 1: visitors see it without signing in (GET posts without a token); 0: members only. */
  public: 0 | 1;
}

export interface NewPost {
  title: string;
  vanity_url: string;
  excerpt: string;
  /** Untrusted CMS HTML: sanitised here before it is stored. */
  body_html: string;
  image_url: string | null;
  author: string;
  /** null: a draft, never listed. */
  published_at: string | null;
  language?: string | null;
  /** true: history (demo data), never announced; else the news sweep announces it when due (announce.ts). */
  announced?: boolean;
  body_source?: string | null;
  body_format?: 'markdown' | 'html' | null;
  /** true: shown to visitors without a token too; default members only. */
  public?: boolean;
}

/** Posts for every member plus those written in the member's language. */
const FOR_READER = '(language IS NULL OR language = :language)';

/** Who reads: a member (every post) or a visitor without a token (public posts only). */
export type Reader = 'member' | 'visitor';
const readable = (reader: Reader) => (reader === 'visitor' ? `${FOR_READER} AND public = 1` : FOR_READER);

/** `Opening hours in winter!` -> `opening-hours-in-winter` (Laravel's Str::slug for Latin text). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `origin`: the server's own (APP_URL), whose uploaded pictures a post may show (./sanitize.ts). */
export function insertPost(db: Database, post: NewPost, now: string, origin: string | null = null): PostRow {
  if (post.image_url !== null && !isSafeImageUrl(post.image_url, origin))
    throw new Error(`Refused post image URL: ${post.image_url.slice(0, 40)}`);
  const row = sql(
    db,
    `INSERT INTO posts (title, vanity_url, excerpt, body_html, image_url, author, published_at, created_at, updated_at, language, announced_at, body_source, body_format, public)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  ).get(
    post.title,
    post.vanity_url,
    post.excerpt,
    sanitizePostHtml(post.body_html, origin),
    post.image_url,
    post.author,
    post.published_at,
    now,
    now,
    post.language ?? null,
    post.announced ? now : null,
    post.body_source ?? null,
    post.body_format ?? null,
    post.public ? 1 : 0,
  );
  return row as unknown as PostRow;
}

/** An edit of a post's text and settings; the body is sanitised here as on insert. */
export function updatePost(
  db: Database,
  id: number,
  post: Omit<NewPost, 'vanity_url' | 'author' | 'announced'>,
  now: string,
  origin: string | null = null,
): PostRow {
  if (post.image_url !== null && !isSafeImageUrl(post.image_url, origin))
    throw new Error(`Refused post image URL: ${post.image_url.slice(0, 40)}`);
  return sql(
    db,
    `UPDATE posts SET title = ?, excerpt = ?, body_html = ?, image_url = ?, published_at = ?, language = ?,
       body_source = ?, body_format = ?, public = ?, updated_at = ? WHERE id = ? RETURNING *`,
  ).get(
    post.title,
    post.excerpt,
    sanitizePostHtml(post.body_html, origin),
    post.image_url,
    post.published_at,
    post.language ?? null,
    post.body_source ?? null,
    post.body_format ?? null,
    post.public ? 1 : 0,
    now,
    id,
  ) as unknown as PostRow;
}

/** Publishes (at `publishedAt`) or takes back to a draft (null). */
export function setPostPublishedAt(db: Database, id: number, publishedAt: string | null, now: string): PostRow {
  return sql(db, 'UPDATE posts SET published_at = ?, updated_at = ? WHERE id = ? RETURNING *').get(
    publishedAt,
    now,
    id,
  ) as unknown as PostRow;
}

export const findPost = (db: Database, id: number): PostRow | undefined =>
  sql(db, 'SELECT * FROM posts WHERE id = ?').get(id) as PostRow | undefined;

/** Every post for the editor, newest first (drafts by their last edit). */
export function listAllPosts(db: Database, limit: number, offset: number): { items: PostRow[]; total: number } {
  const total = (sql(db, 'SELECT COUNT(*) AS n FROM posts').get() as { n: number }).n;
  const items = sql(
    db,
    'SELECT * FROM posts ORDER BY COALESCE(published_at, updated_at) DESC, id DESC LIMIT ? OFFSET ?',
  ).all(limit, offset) as unknown as PostRow[];
  return { items, total };
}

/** Published by `now`, newest first. */
export function listPublishedPosts(
  db: Database,
  now: string,
  limit: number,
  offset: number,
  language: string | null = null,
  reader: Reader = 'member',
): PostRow[] {
  return sql(
    db,
    `SELECT * FROM posts WHERE published_at IS NOT NULL AND published_at <= :now AND ${readable(reader)} ORDER BY published_at DESC, id DESC LIMIT :limit OFFSET :offset`,
  ).all({ now, limit, offset, language }) as unknown as PostRow[];
}

export function countPublishedPosts(
  db: Database,
  now: string,
  language: string | null = null,
  reader: Reader = 'member',
): number {
  return (
    sql(
      db,
      `SELECT COUNT(*) AS n FROM posts WHERE published_at IS NOT NULL AND published_at <= :now AND ${readable(reader)}`,
    ).get({ now, language }) as { n: number }
  ).n;
}

/** When the next post scheduled after `now` is published; null when none is. */
export function nextPublishedAt(db: Database, now: string): string | null {
  return (sql(db, 'SELECT MIN(published_at) AS at FROM posts WHERE published_at > ?').get(now) as { at: string | null })
    .at;
}

export function findPublishedPost(
  db: Database,
  id: number,
  now: string,
  language: string | null = null,
  reader: Reader = 'member',
): PostRow | undefined {
  return sql(
    db,
    `SELECT * FROM posts WHERE id = :id AND published_at IS NOT NULL AND published_at <= :now AND ${readable(reader)}`,
  ).get({ id, now, language }) as PostRow | undefined;
}

/** `slug`, or `slug-2`, `slug-3`... when taken: vanity URLs are unique. */
export function freeVanityUrl(db: Database, slug: string): string {
  const base = slug || 'post';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!sql(db, 'SELECT 1 FROM posts WHERE vanity_url = ?').get(candidate)) return candidate;
  }
}

export function toPostSummary(row: PostRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    vanity_url: row.vanity_url,
    excerpt: row.excerpt,
    image_url: row.image_url,
    author: row.author,
    published_at: row.published_at!,
  };
}

export function toPost(row: PostRow): Post {
  return { ...toPostSummary(row), body_html: row.body_html, updated_at: row.updated_at };
}
