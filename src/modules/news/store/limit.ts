// How many posts a news widget shows: its `limit` attribute, a whole number from 1 to 6, anything
// else the default 3. Plain, so the visitors' part (embed/widgets/news-for-visitors.tsx) has it without the store.

/** The list holds the first page of posts: at most this many. */
export const NEWS_WIDGET_MAX = 6;
/** Shown when the page does not say (the dashboard card shows as many). */
export const LATEST_POSTS = 3;

export function newsLimit(value: unknown): number {
  const n = /^\s*\d{1,3}\s*$/.test(String(value ?? '')) ? Number(value) : 0;
  return n >= 1 ? Math.min(n, NEWS_WIDGET_MAX) : LATEST_POSTS;
}
