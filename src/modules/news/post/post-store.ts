// One post (GET posts/{id}), for the Post page.
import { ApiError } from '../../../core/errors.ts';
import { getPost } from '../api.ts';
import { createResource, type Remote } from '../resource.ts';
import type { Post } from '../types.ts';

export function createPostStore() {
  return createResource((id: string) => getPost(id));
}

/** The server answers 404 for unknown, malformed and unpublished posts alike. */
export function isMissing(state: Remote<Post>): boolean {
  return state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
}
