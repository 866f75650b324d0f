// Paged lists keep their page in the address (`?page=N`), so the back button and a shared link
// return to the same page. Plain functions over the search string.

/** `?{key}=` as a list reads it: a positive integer, anything else is page 1. */
export function pageFromSearch(search: string, key = 'page'): number {
  const raw = new URLSearchParams(search).get(key) ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** `path` with each list's page in the search; page 1 is left out, so the plain path is page 1. */
export function pagedPath(path: string, pages: Record<string, number>): string {
  const search = new URLSearchParams();
  for (const [key, page] of Object.entries(pages)) if (page > 1) search.set(key, String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
