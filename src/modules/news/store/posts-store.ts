// The news list a page at a time (GET posts?page=N) for the Posts page, and the cue that a post was
// published (club post:create), after which the shown lists fetch again.
import { onPublicCue } from '../../../core/realtime/index.ts';
import { createFetcher } from '../../../core/resource/resource.ts';
import { NEWS_CHANNEL, POST_PUBLISHED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { getPosts } from '../api.ts';

export const newsCues = [(refetch: () => void) => onPublicCue(NEWS_CHANNEL, POST_PUBLISHED_EVENT, refetch)];

export const postPages = createFetcher({ fetch: (page: number) => getPosts(page), cues: newsCues, keepPrevious: true });
