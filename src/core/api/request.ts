// The request side of the HTTP client (api.ts): the query string and body Laravel reads, and what
// the client takes from the page it runs in (the XSRF cookie, and the origin it may send it to).
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** What the client reads from the page: its cookies (XSRF) and its address (same-origin check). */
export interface CookieDocument {
  readonly cookie: string;
  readonly URL: string;
}

export function encodeBody(body: unknown): { value: BodyInit | undefined; json: boolean } {
  if (body === undefined || body === null) return { value: undefined, json: false };
  if (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  ) {
    return { value: body as BodyInit, json: false }; // the browser sets the multipart/binary type
  }
  return { value: JSON.stringify(body), json: true };
}

/** Laravel reads `ids[]=1&ids[]=2` as an array and "1"/"0" as booleans; null/undefined are left out. */
export function queryString(params: Query | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else if (typeof value === 'boolean') search.append(key, value ? '1' : '0');
    else search.append(key, String(value));
  }
  return search.toString();
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
