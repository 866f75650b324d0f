// One post in the editor (Club:Post, docs/spec.md §10 "Posts"): the form, a live preview rendered by
// the server's own cleaner (the same one that cleans the post when it is saved, with its report of
// what it removed), the picture uploaded from a file (kept by the server, which answers its
// address), and saving as a draft, now or at a time.
import { atom, map } from 'nanostores';
import { ValidationError } from '../../../core/api/errors.ts';
import { POST_IMAGE_BYTES_MAX } from '../../../shared/contract/form-rules.ts';
import {
  createPost,
  getPost,
  previewPost,
  publishPost,
  unpublishPost,
  updatePost,
  uploadPostImage,
  type PostFields,
} from '../api.ts';
import type { CleaningReport, StaffPost } from '../types.ts';
import { postPages } from './posts-store.ts';
import { problemOf } from '../../../core/api/refusal-text.ts';

/** How long typing pauses before the preview is asked for. */
export const PREVIEW_DELAY_MS = 300;

const EMPTY: PostFields = {
  title: '',
  body: '',
  format: 'markdown',
  image_url: null,
  language: null,
  publish: 'draft',
  publish_at: null,
  public: false,
};

const fieldsOf = (post: StaffPost): PostFields => ({
  title: post.title,
  body: post.body_source,
  format: post.body_format,
  image_url: post.image_url,
  language: post.language,
  publish: post.state === 'draft' ? 'draft' : 'at',
  publish_at: post.published_at,
  public: post.public,
});

/** `id`: the post to edit, or null for a new one. */
export function createPostEditorStore(
  id: string | null,
  failedText: () => string,
  tooLargeText: () => string = failedText,
) {
  const $fields = map<PostFields>({ ...EMPTY });
  const $post = atom<StaffPost | null>(null);
  const $loading = atom(id !== null);
  const $preview = atom<{ html: string; removed: CleaningReport } | null>(null);
  /** What the cleaner removed when the post was last saved. */
  const $removed = atom<CleaningReport | null>(null);
  const $errors = atom<Record<string, string[]>>({});
  const $problem = atom<string | null>(null);
  const $busy = atom(false);
  const $uploading = atom(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  async function preview() {
    const { body, format } = $fields.get();
    const mine = ++asked;
    if (body.trim() === '') return $preview.set(null);
    try {
      const answer = await previewPost(body, format);
      if (mine === asked) $preview.set(answer);
    } catch {
      // the preview is a help while typing: saving reports any problem
    }
  }
  const schedulePreview = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void preview(), PREVIEW_DELAY_MS);
  };

  function loaded(post: StaffPost) {
    $post.set(post);
    $fields.set(fieldsOf(post));
    void preview();
  }

  if (id !== null)
    getPost(id)
      .then(loaded, (error: unknown) => $problem.set(problemOf(error, failedText())))
      .finally(() => $loading.set(false));

  async function run(action: () => Promise<StaffPost>): Promise<StaffPost | null> {
    $busy.set(true);
    $problem.set(null);
    $errors.set({});
    try {
      const post = await action();
      $post.set(post);
      postPages.reload();
      return post;
    } catch (error) {
      if (error instanceof ValidationError) $errors.set(error.errors ?? {});
      $problem.set(problemOf(error, failedText()));
      return null;
    } finally {
      $busy.set(false);
    }
  }

  return {
    $fields,
    $post,
    $loading,
    $preview,
    $removed,
    $errors,
    $problem,
    $busy,
    $uploading,
    set<K extends keyof PostFields>(key: K, value: PostFields[K]) {
      $fields.setKey(key, value as never);
      if (key === 'body' || key === 'format') schedulePreview();
    },
    /** Uploads the picked picture and takes the address the server answers; null removes it. */
    async readImage(file: File | null): Promise<void> {
      $errors.set({});
      if (!file) {
        $fields.setKey('image_url', null);
        return;
      }
      // said here, before a byte is sent: the server would refuse it with the same limit
      if (file.size > POST_IMAGE_BYTES_MAX) {
        $errors.set({ image_url: [tooLargeText()] });
        return;
      }
      $uploading.set(true);
      try {
        const content = await new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
          reader.readAsDataURL(file);
        });
        const uploaded = await uploadPostImage(file.name.slice(0, 200) || 'picture', content);
        $fields.setKey('image_url', uploaded.url);
      } catch (error) {
        const refused = error instanceof ValidationError ? Object.values(error.errors ?? {}).flat() : [];
        $errors.set({ image_url: refused.length > 0 ? refused : [problemOf(error, failedText())] });
      } finally {
        $uploading.set(false);
      }
    },
    /** Puts the picture into the text too, where it is read (Markdown or HTML). */
    insertImage() {
      const { image_url: url, body, format } = $fields.get();
      if (!url) return;
      const tag = format === 'markdown' ? `![](${url})` : `<img src="${url}" alt="">`;
      this.set('body', body.trim() === '' ? tag : `${body.trimEnd()}\n\n${tag}`);
    },
    /** Saves the form; answers the saved post (and its report in $removed), or null. */
    save(): Promise<StaffPost | null> {
      const fields = $fields.get();
      const current = $post.get();
      return run(async () => {
        const written = current ? await updatePost(String(current.id), fields) : await createPost(fields);
        $removed.set(written.removed);
        return written.post;
      });
    },
    publish: () => run(() => publishPost(String($post.get()!.id))),
    unpublish: () => run(() => unpublishPost(String($post.get()!.id))),
    dispose: () => clearTimeout(timer),
  };
}

export type PostEditorStore = ReturnType<typeof createPostEditorStore>;
