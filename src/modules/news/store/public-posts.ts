// The public posts a visitor of the club's website sees (docs/spec.md §9 "News for visitors"): GET
// posts without a token, in the current language (asked again when it changes), with the platform's
// fetch, so a visitor's page never downloads the API client or the realtime client. The answer is
// cacheable (an ETag the browser revalidates). One store per runtime and API address, loaded while shown.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { Fetch } from '../../../core/api/api.ts';
import { $locale } from '../../../core/i18n/i18n.ts';
import type { PostPage, PostSummary } from '../types.ts';

/** The posts; null while loading; false when they could not be loaded. */
export type PublicPosts = PostSummary[] | null | false;

export async function fetchPublicPosts(fetch: Fetch, api: string, language: string): Promise<PostSummary[]> {
  const response = await fetch(`${api}/posts?lang=${language}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET posts answered ${response.status}`);
  return ((await response.json()) as PostPage).data;
}

// per runtime (its fetch) and API address: a stopped runtime's store is never another's
const stores = new WeakMap<Fetch, Map<string, ReadableAtom<PublicPosts>>>();

export function publicPostsOf(fetch: Fetch, api: string): ReadableAtom<PublicPosts> {
  const ofFetch = stores.get(fetch) ?? new Map<string, ReadableAtom<PublicPosts>>();
  stores.set(fetch, ofFetch);
  let store = ofFetch.get(api);
  if (store) return store;
  const $posts = atom<PublicPosts>(null);
  onMount($posts, () => {
    let asked = 0;
    return $locale.subscribe((language) => {
      const mine = ++asked;
      fetchPublicPosts(fetch, api, language).then(
        (posts) => mine === asked && $posts.set(posts),
        () => mine === asked && $posts.set(false),
      );
    });
  });
  ofFetch.set(api, (store = $posts));
  return store;
}
