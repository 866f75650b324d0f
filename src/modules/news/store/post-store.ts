// One post (GET posts/{id}), for the Post page. The server answers 404 (isMissing) for unknown,
// malformed and unpublished posts alike.
import { createFetcher } from '../../../core/resource/resource.ts';
import { getPost } from '../api.ts';

export const posts = createFetcher({ fetch: (id: string) => getPost(id) });
