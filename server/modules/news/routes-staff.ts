// The posts editor's staff routes (docs/spec.md §10 "Posts", src/shared/contract/club-posts.ts), thin
// over post-editor.ts, which `club post:create` calls too.
import { Hono } from 'hono';
import { clubPosts } from '../../../src/shared/contract/club-posts.ts';
import { staffActor } from '../../audit/actors.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import { toTimestamp } from '../../clock.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import { PostEditorError, renderPostBody, setPostPublished, toStaffPost, writePost } from './post-editor.ts';
import { findPost, listAllPosts } from './repository.ts';
import { isUploadedImage, ownImageOf, PostImageError, storePostImage, type ImageRefusal } from './post-images.ts';
import { isSafeImageUrl } from './sanitize.ts';

export const STAFF_POSTS_PER_PAGE = 20;
export const EMPTY_BODY = 'The post body is empty once cleaned.';
const imageRefusal = (code: ImageRefusal) =>
  code === 'encoding'
    ? __('The picture could not be read: it must be sent as base64.')
    : code === 'size'
      ? __('The picture is larger than 700 KB.')
      : __('The picture must be a PNG, JPEG, GIF or WebP file.');

const now = (c: AppContext) => toTimestamp(c.var.deps.clock.now());

function postId(c: AppContext): number {
  const raw = c.req.param('id') ?? '';
  if (!/^\d{1,15}$/.test(raw) || !findPost(c.var.deps.db, Number(raw)))
    throw notFound(`No query results for model [App\\Models\\Post] ${raw}`);
  return Number(raw);
}

function refused(error: unknown): never {
  if (error instanceof PostEditorError && error.code === 'empty') throw new ValidationError({ body: [__(EMPTY_BODY)] });
  throw error;
}

/** The form's fields as the service takes them; 422 for what the schema cannot say. */
function postInput(c: AppContext, body: ReturnType<typeof input<typeof clubPosts.create>>['body']) {
  const { db, config } = c.var.deps;
  const image = body.image_url?.trim();
  if (
    image &&
    (!isSafeImageUrl(image, config.appUrl) ||
      (ownImageOf(image, config.appUrl) && !isUploadedImage(db, image, config.appUrl)))
  )
    throw new ValidationError({ image_url: [__('The picture must be one uploaded here.')] });
  if (body.publish === 'at' && !body.publish_at)
    throw new ValidationError({ publish_at: [fieldMessage('required', 'publish_at')] });
  return {
    title: body.title.trim(),
    body: body.body,
    format: body.format,
    imageUrl: body.image_url || null,
    language: body.language ?? null,
    public: body.public ?? false,
    publishedAt:
      body.publish === 'draft' ? null : body.publish === 'at' ? new Date(body.publish_at!) : c.var.deps.clock.now(),
  };
}

export function staffPostRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/club/posts', staffGuard(clubPosts.list), (c) => {
    input(c, clubPosts.list);
    const page = resolvePage(c.req.query('page'));
    const { items, total } = listAllPosts(c.var.deps.db, STAFF_POSTS_PER_PAGE, (page - 1) * STAFF_POSTS_PER_PAGE);
    const path = `${c.var.deps.config.appUrl}${new URL(c.req.url).pathname}`;
    return c.json(
      paginate({
        items: items.map((row) => toStaffPost(row, now(c))),
        total,
        perPage: STAFF_POSTS_PER_PAGE,
        page,
        path,
      }),
    );
  });

  app.post('/club/posts/preview', staffGuard(clubPosts.preview), (c) => {
    const { body } = input(c, clubPosts.preview);
    return c.json(renderPostBody(body.body, body.format, c.var.deps.config.appUrl));
  });

  app.get('/club/posts/:id', staffGuard(clubPosts.show), (c) =>
    c.json(toStaffPost(findPost(c.var.deps.db, postId(c))!, now(c))),
  );

  app.post('/club/posts', staffGuard(clubPosts.create), async (c) => {
    const { body } = input(c, clubPosts.create);
    const written = await writePost(c.var.deps, staffActor(c.get('user')), null, postInput(c, body)).catch(refused);
    return c.json({ post: toStaffPost(written.post, now(c)), removed: written.removed }, 201);
  });

  app.post('/club/post-images', staffGuard(clubPosts.uploadImage), (c) => {
    const { body } = input(c, clubPosts.uploadImage);
    try {
      return c.json(storePostImage(c.var.deps, staffActor(c.get('user')), body.content), 201);
    } catch (error) {
      if (error instanceof PostImageError) throw new ValidationError({ content: [imageRefusal(error.code)] });
      throw error;
    }
  });

  app.put('/club/posts/:id', staffGuard(clubPosts.update), async (c) => {
    const id = postId(c);
    const { body } = input(c, clubPosts.update);
    const written = await writePost(c.var.deps, staffActor(c.get('user')), id, postInput(c, body)).catch(refused);
    return c.json({ post: toStaffPost(written.post, now(c)), removed: written.removed });
  });

  app.post('/club/posts/:id/publish', staffGuard(clubPosts.publish), async (c) => {
    const id = postId(c);
    const { body } = input(c, clubPosts.publish);
    const at = body.publish_at ? new Date(body.publish_at) : null;
    return c.json(toStaffPost(await setPostPublished(c.var.deps, staffActor(c.get('user')), id, { at }), now(c)));
  });

  app.post('/club/posts/:id/unpublish', staffGuard(clubPosts.unpublish), async (c) => {
    const id = postId(c);
    return c.json(toStaffPost(await setPostPublished(c.var.deps, staffActor(c.get('user')), id, 'unpublish'), now(c)));
  });

  return app;
}
