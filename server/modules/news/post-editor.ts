// Writing posts (docs/spec.md §10 "Posts"): the staff area's editor and `club post:create` both call
// this. The body, Markdown or HTML, goes through the server's one cleaner (sanitize.ts), which says
// what it removed; each write and its audit entry are one transaction; a post due now is announced
// at once by the news sweep (announce.ts), which claims it, so it is announced once.
import type { StaffPost } from '../../../src/shared/contract/club-posts.ts';
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { toTimestamp } from '../../clock.ts';
import { transaction } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { announceDuePosts } from './announce.ts';
import { markdownToHtml } from './markdown.ts';
import {
  findPost,
  freeVanityUrl,
  insertPost,
  setPostPublishedAt,
  slugify,
  updatePost,
  type PostRow,
} from './repository.ts';
import { cleanPostHtml, plainTextOf, type CleaningReport } from './sanitize.ts';

const EXCERPT_LENGTH = 200;

export type PostFormat = 'markdown' | 'html';

export interface PostInput {
  title: string;
  body: string;
  format: PostFormat;
  imageUrl: string | null;
  language: 'en' | 'de' | null;
  /** null: a draft; else published from then (now or earlier: at once). */
  publishedAt: Date | null;
  /** The byline; the club's name when absent. */
  author?: string;
  /** Shown to the club website's visitors without signing in (docs/spec.md §9); default members only. */
  public?: boolean;
}

export class PostEditorError extends Error {
  readonly code: 'unknown' | 'empty';
  constructor(code: 'unknown' | 'empty') {
    super(code);
    this.code = code;
  }
}

/** The body as members see it: Markdown rendered, then cleaned; with what the cleaner removed. */
export function renderPostBody(
  body: string,
  format: PostFormat,
  origin: string | null,
): { html: string; removed: CleaningReport } {
  return cleanPostHtml(format === 'markdown' ? markdownToHtml(body) : body, origin);
}

/** The body's opening heading when it only repeats the title (a Markdown post's `# Title`). */
const OPENING_HEADING = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i;

const excerptOf = (html: string, title: string) => {
  const opening = OPENING_HEADING.exec(html);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  // a list shows the title above the excerpt: the excerpt starts after a heading that repeats it
  const text = plainTextOf(opening && same(plainTextOf(opening[1]!), title) ? html.slice(opening[0].length) : html);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
};

const stateOf = (row: PostRow, now: string): StaffPost['state'] =>
  row.published_at === null ? 'draft' : row.published_at > now ? 'scheduled' : 'published';

/** What the audit entry keeps of a post: never its body or picture. */
const summaryOf = (row: PostRow, now: string) => ({
  title: row.title,
  state: stateOf(row, now),
  published_at: row.published_at,
  language: row.language,
  public: row.public === 1,
});

export function toStaffPost(row: PostRow, now: string): StaffPost {
  return {
    id: row.id,
    title: row.title,
    vanity_url: row.vanity_url,
    state: stateOf(row, now),
    published_at: row.published_at,
    language: row.language === 'en' || row.language === 'de' ? row.language : null,
    image_url: row.image_url,
    body_format: row.body_format ?? 'html',
    body_source: row.body_source ?? row.body_html,
    body_html: row.body_html,
    updated_at: row.updated_at,
    public: row.public === 1,
  };
}

async function announceIfDue(deps: AppDeps, row: PostRow): Promise<number> {
  if (row.published_at === null || row.published_at > toTimestamp(deps.clock.now())) return 0;
  const announced = await announceDuePosts(deps);
  return announced.find((a) => a.post.id === row.id)?.notified ?? 0;
}

/** Creates (id null) or edits a post. Answers the row, what the cleaner removed and how many members were told. */
export async function writePost(
  deps: AppDeps,
  actor: AuditActor,
  id: number | null,
  input: PostInput,
): Promise<{ post: PostRow; removed: CleaningReport; notified: number }> {
  const { html, removed } = renderPostBody(input.body, input.format, deps.config.appUrl);
  if (html === '') throw new PostEditorError('empty');
  const now = toTimestamp(deps.clock.now());
  const fields = {
    title: input.title,
    excerpt: excerptOf(html, input.title),
    body_html: html,
    image_url: input.imageUrl,
    published_at: input.publishedAt ? toTimestamp(input.publishedAt) : null,
    language: input.language,
    body_source: input.body,
    body_format: input.format,
    public: input.public ?? false,
  };
  const post = transaction(deps.db, () => {
    if (id === null) {
      const row = insertPost(
        deps.db,
        {
          ...fields,
          vanity_url: freeVanityUrl(deps.db, slugify(input.title)),
          author: input.author ?? deps.config.appName,
        },
        now,
        deps.config.appUrl,
      );
      recordAudit(deps, actor, {
        action: 'post.created',
        subject: { type: 'post', id: row.id },
        after: summaryOf(row, now),
      });
      return row;
    }
    const before = findPost(deps.db, id);
    if (!before) throw new PostEditorError('unknown');
    const row = updatePost(deps.db, id, fields, now, deps.config.appUrl);
    recordAudit(deps, actor, {
      action: 'post.updated',
      subject: { type: 'post', id },
      before: summaryOf(before, now),
      after: summaryOf(row, now),
    });
    return row;
  });
  return { post, removed, notified: await announceIfDue(deps, post) };
}

/** Publishes a post now or at a time (null: now), or takes it back to a draft (`unpublish`). */
export async function setPostPublished(
  deps: AppDeps,
  actor: AuditActor,
  id: number,
  publish: { at: Date | null } | 'unpublish',
): Promise<PostRow> {
  const now = toTimestamp(deps.clock.now());
  const post = transaction(deps.db, () => {
    const before = findPost(deps.db, id);
    if (!before) throw new PostEditorError('unknown');
    const at = publish === 'unpublish' ? null : publish.at ? toTimestamp(publish.at) : now;
    const row = setPostPublishedAt(deps.db, id, at, now);
    recordAudit(deps, actor, {
      action: publish === 'unpublish' ? 'post.unpublished' : 'post.published',
      subject: { type: 'post', id },
      before: summaryOf(before, now),
      after: summaryOf(row, now),
    });
    return row;
  });
  await announceIfDue(deps, post);
  return post;
}
