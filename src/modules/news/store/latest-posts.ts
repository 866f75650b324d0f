// $latestPosts: the three newest posts, for the dashboard card and the news-feed widget. It loads
// when its first listener arrives (and again after a failure); refreshLatestPosts() reloads.
// No portal imports: the embed uses this store as it is.
import { onMount } from 'nanostores';
import { getPosts } from '../api.ts';
import { createResource } from '../../../core/resource/resource.ts';
import type { PostSummary } from '../types.ts';

export const LATEST_POSTS = 3;

const latest = createResource(async (): Promise<PostSummary[]> => (await getPosts(1)).data.slice(0, LATEST_POSTS));

export const $latestPosts = latest.$state;

onMount($latestPosts, () => {
  const { status } = $latestPosts.get();
  if (status === 'idle' || status === 'error') void latest.load();
});

export const refreshLatestPosts = (): Promise<PostSummary[] | null> => latest.load();

/** Forgets the loaded posts (tests, or a member switch). */
export const resetLatestPosts = (): void => latest.reset();
