// $latestPosts: the newest posts (the first page, up to six), for the dashboard card (it shows
// three) and the news-feed widget (its `limit`). Loaded by its first view and kept (asked again
// after a failure); PostPublished on the public channel `news` fetches it again.
// No portal imports: the embed uses this store as it is.
import { createFetcher } from '../../../core/resource/resource.ts';
import { getPosts } from '../api.ts';
import { newsCues } from './posts-store.ts';
import type { PostSummary } from '../types.ts';

export { LATEST_POSTS } from './limit.ts';

const latest = createFetcher({
  fetch: async (): Promise<PostSummary[]> => (await getPosts(1)).data,
  cues: newsCues,
  keep: true,
});

export const $latestPosts = latest.at();

export const refreshLatestPosts = (): Promise<PostSummary[] | null> => latest.load();

/** Forgets the loaded posts (tests). */
export const resetLatestPosts = (): void => latest.reset();
