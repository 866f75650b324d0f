// One post (GET posts/{id}), for the Post page. The server answers 404 (isMissing) for unknown,
// malformed and unpublished posts alike.
import { createResource } from '../../../core/resource/resource.ts';
import { getPost } from '../api.ts';

export function createPostStore() {
  return createResource((id: string) => getPost(id));
}
