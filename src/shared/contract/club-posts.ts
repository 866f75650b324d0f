// The posts editor in the staff area (docs/spec.md §10 "Posts"): every post with its state, a live
// preview through the server's own cleaner, create, edit, publish (now or at a time) and unpublish.
// The answer of a write reports what the cleaner removed from the body. Staff routes (./staff-endpoint.ts).
import { count, page, paginator, text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-posts');

export const POST_TITLE_MAX = 200;
export const POST_BODY_MAX = 100_000;
/** A picture's address: an upload of ours, or a data: URL (older posts and the demo's). */
export const POST_IMAGE_MAX = 2_800_000;
/** The upload's `content`: the file's bytes as base64 (a data: URL's prefix allowed). */
export const POST_IMAGE_CONTENT_MAX = 960_000;

export const PostFormat = v.picklist(['markdown', 'html']);
export const PostState = v.picklist(['draft', 'scheduled', 'published']);

/** What the cleaner removed: refused elements and attributes (`p/onclick`) by count, refused addresses. */
export const CleaningReport = v.object({
  elements: v.record(v.string(), count),
  attributes: v.record(v.string(), count),
  addresses: count,
});

export const StaffPost = v.object({
  id: count,
  title: v.string(),
  vanity_url: v.string(),
  state: PostState,
  published_at: v.nullable(Timestamp),
  language: v.nullable(v.picklist(['en', 'de'])),
  image_url: v.nullable(v.string()),
  body_format: PostFormat,
  body_source: v.string(),
  body_html: v.string(),
  updated_at: Timestamp,
  /** true: the club website's visitors see it without signing in (<club-news-feed>). */
  public: v.boolean(),
});

const Id = v.object({ id: v.string() });
const publishAt = v.nullish(v.pipe(v.string(), v.isoTimestamp()));
const PostFields = v.object({
  title: text(POST_TITLE_MAX),
  body: text(POST_BODY_MAX),
  format: PostFormat,
  image_url: v.nullish(text(POST_IMAGE_MAX)),
  language: v.nullish(v.picklist(['en', 'de'])),
  /** draft: not listed; now: published and announced at once; at: from publish_at. */
  publish: v.picklist(['draft', 'now', 'at']),
  publish_at: publishAt,
  /** Shown to visitors without signing in; absent: members only. */
  public: v.optional(v.boolean()),
});
const Written = v.object({ post: StaffPost, removed: CleaningReport });
export const UploadedImage = v.object({
  /** Where members' browsers load it: /media/post-images/<sha256>.<ext> on the server. */
  url: v.string(),
  content_type: v.picklist(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  size: count,
});

export const clubPosts = {
  list: endpoint('GET /api/club/posts', {
    summary: 'Every post, drafts and scheduled ones included, newest first, 20 a page',
    permission: 'posts',
    query: v.object({ page }),
    responses: { 200: paginator(StaffPost) },
  }),
  show: endpoint('GET /api/club/posts/{id}', {
    summary: 'A post as its editor wrote it',
    permission: 'posts',
    params: Id,
    responses: { 200: StaffPost, 404: 'No such post' },
  }),
  preview: endpoint('POST /api/club/posts/preview', {
    summary: "A body as members will see it, cleaned by the server's sanitiser, with what it removed",
    permission: 'posts',
    body: v.object({ body: text(POST_BODY_MAX), format: PostFormat }),
    responses: { 200: v.object({ html: v.string(), removed: CleaningReport }) },
  }),
  create: endpoint('POST /api/club/posts', {
    summary: 'Write a post: a draft, published now (members told live) or at publish_at',
    permission: 'posts',
    body: PostFields,
    responses: { 201: Written },
  }),
  update: endpoint('PUT /api/club/posts/{id}', {
    summary: 'Edit a post (its text, picture, language and when it is published)',
    permission: 'posts',
    params: Id,
    body: PostFields,
    responses: { 200: Written, 404: 'No such post' },
  }),
  publish: endpoint('POST /api/club/posts/{id}/publish', {
    summary: 'Publish a post now (members told live) or at publish_at',
    permission: 'posts',
    params: Id,
    body: v.object({ publish_at: publishAt }),
    responses: { 200: StaffPost, 404: 'No such post' },
  }),
  uploadImage: endpoint('POST /api/club/post-images', {
    summary: "Upload a post's picture (PNG, JPEG, GIF or WebP by its own bytes, at most 700 KB), kept once per content",
    permission: 'posts',
    body: v.object({ file_name: text(200), content: text(POST_IMAGE_CONTENT_MAX) }),
    responses: { 201: UploadedImage },
  }),
  unpublish: endpoint('POST /api/club/posts/{id}/unpublish', {
    summary: 'Take a post back to a draft: members no longer see it',
    permission: 'posts',
    params: Id,
    responses: { 200: StaffPost, 404: 'No such post' },
  }),
};

export type StaffPost = v.InferOutput<typeof StaffPost>;
export type CleaningReport = v.InferOutput<typeof CleaningReport>;
export type UploadedImage = v.InferOutput<typeof UploadedImage>;
export type PostFormat = v.InferOutput<typeof PostFormat>;
