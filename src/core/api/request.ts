// The request side of the HTTP client (api.ts): the query Laravel reads, and what
// the client takes from the page it runs in (the XSRF cookie, and the origin it may send it to).
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** What the client reads from the page: its cookies (XSRF) and its address (same-origin check). */
export interface CookieDocument {
  readonly cookie: string;
  readonly URL: string;
}

/**
 * The params as ofetch's `query` in the shape Laravel reads: `ids[]=1&ids[]=2` for an array, "1"/"0"
 * for a boolean; null and undefined are left out.
 */
export function laravelQuery(params: Query | undefined): Record<string, string | string[]> | undefined {
  if (!params) return undefined;
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) query[`${key}[]`] = value.map(String);
    else if (typeof value === 'boolean') query[key] = value ? '1' : '0';
    else query[key] = String(value);
  }
  return query;
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value); // T22: Laravel rejects the URL-encoded form
    } catch {
      return value;
    }
  }
  return null;
}

export function sameOrigin(target: string, pageUrl: string): boolean {
  try {
    const page = new URL(pageUrl);
    return page.origin !== 'null' && new URL(target, page).origin === page.origin;
  } catch {
    return false;
  }
}

export function resolveAgainst(path: string, pageUrl: string | undefined): string | null {
  try {
    return new URL(path, pageUrl).href;
  } catch {
    return null;
  }
}

export function globalDocument(): CookieDocument | null {
  return typeof document === 'undefined' ? null : document;
}
