// Every post for the editor (Club:Posts, docs/spec.md §10 "Posts"), 20 a page, newest first.
import { getPosts } from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const postPages = keyed((page: number) => getPosts(page));
