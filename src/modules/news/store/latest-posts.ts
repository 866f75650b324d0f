// $latestPosts: the newest posts (the first page, up to six), for the dashboard card (it shows
// three) and the news-feed widget (its `limit`). It loads when its first listener arrives (and
// again after a failure); refreshLatestPosts() reloads.
// No portal imports: the embed uses this store as it is.
import { onMount } from 'nanostores';
import { getPosts } from '../api.ts';
import { createResource } from '../../../core/resource/resource.ts';
import type { PostSummary } from '../types.ts';

export const LATEST_POSTS = 3;

const latest = createResource(async (): Promise<PostSummary[]> => (await getPosts(1)).data);

export const $latestPosts = latest.$state;

onMount($latestPosts, () => {
  const { status } = $latestPosts.get();
  if (status === 'idle' || status === 'error') void latest.load();
});

export const refreshLatestPosts = (): Promise<PostSummary[] | null> => latest.load();

/** Forgets the loaded posts (tests, or a member switch). */
export const resetLatestPosts = (): void => latest.reset();
