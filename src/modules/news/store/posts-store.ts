// One page of the news list (GET posts?page=N), for the Posts page.
import { getPosts } from '../api.ts';
import { createResource } from '../../../core/resource/resource.ts';

export function createPostsStore() {
  return createResource((page: number) => getPosts(page));
}

export type PostsStore = ReturnType<typeof createPostsStore>;
