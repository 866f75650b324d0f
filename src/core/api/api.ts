// The HTTP client of the portal and the widgets: the only ofetch import. ofetch joins the path to
// the API base, writes the query, sends and reads JSON and retries an idempotent GET answered 429
// or 503 once after its Retry-After (T23); this file adds the headers of docs/spec.md §7, turns non-2xx
// answers into the typed errors of docs/spec.md §8 (response.ts, errors.ts) and emits the errors the UI must
// show. Everything outside (fetch, token, path, cookies, clock) is passed in, and nothing global
// is touched: the widgets run inside other people's pages.
import { createFetch, FetchError, type FetchContext, type FetchResponse } from 'ofetch';
import {
  globalDocument,
  laravelQuery,
  readCookie,
  resolveAgainst,
  sameOrigin,
  type CookieDocument,
  type Query,
} from './request.ts';
import { errorFor, parseErrorBody, successData } from './response.ts';
import {
  apiErrors,
  NetworkError,
  UnauthenticatedError,
  isDialogError,
  type ApiError,
  type ApiErrorStream,
} from './errors.ts';

// These lived here before the split; api.ts stays the one module callers import the client from.
export { parseRetryAfter } from './response.ts';
export { laravelQuery, type CookieDocument, type Query, type QueryValue } from './request.ts';

export const VENDOR_CONTENT_TYPE = 'application/vnd.club.v1+json';
/** A GET answered 429 or 503 is retried once, and only when the server asks for at most this wait. */
export const MAX_AUTO_RETRY_SECONDS = 10;
/** T23: only these answers are worth asking again, and only for idempotent GETs. */
const RETRY_STATUSES = [429, 503];

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  /** API base, absolute (`https://club.example/api/v1`) or relative to the page (`/api/v1`). */
  baseURL: string;
  fetch?: Fetch;
  /** Versioned vendor type, sent as Content-Type of bodies and first in Accept. */
  contentType?: string;
  getToken: () => string | null;
  /** The language shown now (en, de), sent as Accept-Language so the server answers in it. */
  locale?: () => string;
  /** The portal path shown now (`/settings/address`), to tell /login and /lock apart. */
  currentPath: () => string;
  /** Called on 401 `Unauthenticated.` outside /login and /lock, with the path to return to. */
  onUnauthenticated: (path: string) => void;
  document?: CookieDocument | null;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Where errors are emitted; the shared stream of errors.ts unless a test passes its own. */
  errors?: ApiErrorStream;
}

export interface RawOptions {
  params?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sends this token (null: none) instead of getToken()'s, e.g. the pending token of the login
   * verification step. A 401 then concerns that token, not the session, so nothing locks.
   */
  token?: string | null;
  /** Extra headers, e.g. X-Socket-ID for Laravel's toOthers(); the client's own headers win. */
  headers?: Record<string, string>;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

export interface Api {
  get<T = unknown>(path: string, params?: Query): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string, params?: Query): Promise<T>;
  /** Any method, with status and headers; same headers, errors and events as the helpers. */
  raw<T = unknown>(method: HttpMethod, path: string, options?: RawOptions): Promise<ApiResponse<T>>;
  /**
   * Settles once no request with the session's token has been on its way for 20 ms (a store's
   * reload queued behind its running one starts meanwhile), or after `within` ms.
   */
  whenIdle(within: number): Promise<void>;
}

export function createApi(options: ApiOptions): Api {
  const contentType = options.contentType ?? VENDOR_CONTENT_TYPE;
  // Laravel's wantsJson() only looks at the first Accept type, so the vendor type goes first.
  const accept = `${contentType}, application/json;q=0.9`;
  const doc = options.document !== undefined ? options.document : globalDocument();
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const errors = options.errors ?? apiErrors;
  const fetchImpl: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = options.baseURL.replace(/\/+$/, '');
  const absoluteBase = resolveAgainst(`${base}/`, doc?.URL);
  const client = createFetch({ fetch: fetchImpl as typeof globalThis.fetch }).create({ baseURL: `${base}/` });
  // Requests on the session's token on their way: logout lets them finish before revoking it.
  let sessionRequests = 0;

  /** The request's target: a path below the API base, or an absolute paginator link under it. */
  function target(path: string): string {
    if (!/^([a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path.replace(/^\/+/, '');
    // Paginator links are absolute; anything outside the API base would receive the token.
    if (!absoluteBase || !path.startsWith(absoluteBase))
      throw new TypeError(`${path} is outside the API base ${options.baseURL}`);
    return path;
  }

  // A retryable answer (ofetch asks before it retries): wait what the server asked, when that is
  // short; else no retry. The Fortify lockout names its seconds only in its text (errorFor reads both).
  async function beforeRetry({ options: request, response }: FetchContext): Promise<void> {
    if (!request.retry || !response || !RETRY_STATUSES.includes(response.status)) return;
    const wait =
      (errorFor(response, parseErrorBody(response._data), now()) as { retryAfter?: number | null }).retryAfter ?? null;
    if (wait === null || wait > MAX_AUTO_RETRY_SECONDS) request.retry = 0;
    else await sleep(wait * 1000);
  }

  function headers(target: string, hasJsonBody: boolean, ownToken?: string | null): Record<string, string> {
    const result: Record<string, string> = { Accept: accept };
    if (options.locale) result['Accept-Language'] = options.locale();
    if (hasJsonBody) result['Content-Type'] = contentType;
    const token = ownToken !== undefined ? ownToken : options.getToken();
    if (token) result.Authorization = `Bearer ${token}`;
    // Like axios: the XSRF cookie goes only to our own origin, so a host page's token never leaks.
    const xsrf = doc && sameOrigin(target, doc.URL) ? readCookie(doc.cookie, 'XSRF-TOKEN') : null;
    if (xsrf) result['X-XSRF-TOKEN'] = xsrf;
    return result;
  }

  function report(error: ApiError, ownToken: boolean): void {
    if (error instanceof UnauthenticatedError) {
      const path = options.currentPath();
      if (ownToken || error.body.message !== 'Unauthenticated.' || isLoginOrLock(path)) return;
      options.onUnauthenticated(path);
      errors.emitApiError(error);
    } else if (isDialogError(error)) {
      errors.emitApiError(error);
    }
  }

  async function raw<T>(method: HttpMethod, path: string, rawOptions: RawOptions = {}): Promise<ApiResponse<T>> {
    const url = target(path);
    const body = rawOptions.body ?? undefined;
    const json = body !== undefined && !isBinary(body);
    const ownToken = rawOptions.token !== undefined;
    let response: FetchResponse<unknown>;
    if (!ownToken) sessionRequests++;
    try {
      response = await client.raw(url, {
        method,
        query: laravelQuery(rawOptions.params),
        headers: {
          ...rawOptions.headers,
          ...headers(/^[a-z][a-z\d+.-]*:/i.test(url) ? url : `${base}/${url}`, json, rawOptions.token),
        },
        body: body as BodyInit | Record<string, unknown> | undefined, // ofetch writes objects as JSON
        signal: rawOptions.signal,
        retry: method === 'GET' ? 1 : 0, // T23: POST, PUT, DELETE never again
        retryStatusCodes: RETRY_STATUSES,
        retryDelay: 0, // beforeRetry waits what the server asked
        onResponseError: beforeRetry,
      });
    } catch (cause) {
      if (rawOptions.signal?.aborted) throw rawOptions.signal.reason ?? cause;
      if (!(cause instanceof FetchError) || !cause.response) throw new NetworkError(cause);
      response = cause.response;
    } finally {
      if (!ownToken) sessionRequests--;
    }
    // ofetch fails only 4xx and 5xx; a 3xx that reaches us (fetch follows redirects) is no data either
    if (response.status < 200 || response.status > 299) {
      const error = errorFor(response, parseErrorBody(response._data), now());
      report(error, ownToken);
      throw error;
    }
    return { status: response.status, headers: response.headers, data: successData(response) as T };
  }

  async function whenIdle(within: number): Promise<void> {
    do await sleep(20);
    while (sessionRequests && (within -= 20) > 0);
  }

  return {
    get: (path, params) => raw('GET', path, { params }).then((r) => r.data as never),
    post: (path, body) => raw('POST', path, { body }).then((r) => r.data as never),
    put: (path, body) => raw('PUT', path, { body }).then((r) => r.data as never),
    delete: (path, params) => raw('DELETE', path, { params }).then((r) => r.data as never),
    raw: (method, path, rawOptions) => raw(method, path, rawOptions),
    whenIdle,
  };
}

function isBinary(body: unknown): boolean {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function isLoginOrLock(path: string): boolean {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return clean === '/login' || clean === '/lock';
}
