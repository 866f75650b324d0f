// The news endpoints, one function each (GET posts, GET posts/{id}), on the installed runtime's api.
import { currentApi } from '../../core/runtime.ts';
import type { Post, PostPage } from './types.ts';

export const getPosts = (page = 1) => currentApi().get<PostPage>('posts', { page });

export const getPost = (id: number | string) => currentApi().get<Post>(`posts/${encodeURIComponent(String(id))}`);
