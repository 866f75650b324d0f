// Announcing a post when its time comes (docs/contracts.md §2.1: PostPublished on the public `news`
// channel is a cue; each reader also gets a notification in their language). A post scheduled for
// later is announced by the server's sweep (a job of the news module, run at start and every
// ANNOUNCE_EVERY_MS, so a post that fell due while the server was down is announced after the
// restart). Claiming due posts in one UPDATE ... RETURNING makes it exactly once, however many
// sweeps run (the server's, the post command's) and however often.
import { NEWS_CHANNEL, POST_PUBLISHED_EVENT } from '../../../src/shared/contract/realtime-events.ts';
import { toTimestamp } from '../../clock.ts';
import { sql } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import type { Locale } from '../../lang/locale.ts';
import { notifyAllAbout } from '../../notifications/notify-many.ts';
import { postPublishedTitle } from './notifications.ts';
import type { PostRow } from './repository.ts';

export const ANNOUNCE_EVERY_MS = 30_000;

const localeOf = (language: string | undefined): Locale => (language === 'de' ? 'de' : 'en');

/** Marks the posts due by now as announced and returns them; a post is returned to one caller only. */
export function claimDuePosts(deps: Pick<AppDeps, 'db' | 'clock'>): PostRow[] {
  const now = toTimestamp(deps.clock.now());
  return sql(
    deps.db,
    'UPDATE posts SET announced_at = :now WHERE announced_at IS NULL AND published_at IS NOT NULL AND published_at <= :now RETURNING *',
  ).all({ now }) as unknown as PostRow[];
}

/** Announces every post that is due and not yet announced; answers how many members each one told. */
export async function announceDuePosts(deps: AppDeps): Promise<{ post: PostRow; notified: number }[]> {
  const announced: { post: PostRow; notified: number }[] = [];
  for (const post of claimDuePosts(deps)) {
    try {
      await deps.broadcaster.broadcast([NEWS_CHANNEL], POST_PUBLISHED_EVENT, { id: post.id });
    } catch (error) {
      // Nothing went out yet: give the post back, so the next sweep announces it.
      sql(deps.db, 'UPDATE posts SET announced_at = NULL WHERE id = ?').run(post.id);
      throw error;
    }
    const readers = sql(
      deps.db,
      'SELECT id, name, email, language FROM users WHERE :language IS NULL OR language = :language',
    ).all({
      language: post.language,
    }) as { id: number; name: string; email: string; language: string }[];
    // all readers in one go (server/notifications/notify-many.ts): 25 at a time, the last of 514
    // members heard of the post 5.5 s late at p50 (bench/README.md)
    await notifyAllAbout(deps, readers, 'news', (reader) => ({
      title: postPublishedTitle(post.title, localeOf(reader.language)),
      description: post.excerpt,
      class: 'fa fa-newspaper',
      status: 'info',
      type: 'App\\Notifications\\PostPublished',
      extra: { post_id: post.id, vanity_url: post.vanity_url },
      url: `/post/${post.id}/${encodeURIComponent(post.vanity_url)}`,
    }));
    announced.push({ post, notified: readers.length });
  }
  return announced;
}
