// Wire types of the news API, inferred from its schemas (src/shared/contract/news.ts).
import type { Paginator } from '../../core/types.ts';
import type { PostSummary } from '../../shared/contract/news.ts';

export type { Post, PostSummary } from '../../shared/contract/news.ts';
export type PostPage = Paginator<PostSummary>;
