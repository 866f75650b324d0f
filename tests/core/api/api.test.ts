import { describe, expect, it, vi } from 'vitest';
import { createApi, type ApiOptions } from '../../../src/core/api/api.ts';
import { dialogOf } from '../../../src/core/api/dialogs.ts';
import {
  ApiError,
  MaintenanceError,
  NetworkError,
  ServerError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
  createApiErrorStream,
  type ApiError as ApiErrorType,
} from '../../../src/core/api/errors.ts';

const BASE = 'https://club.example/api/v1';
const ACCEPT = 'application/vnd.club.v1+json, application/json;q=0.9';
const NOW = Date.UTC(2026, 0, 1, 10, 0, 0);

type Answer = Response | Error;
interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

function json(
  status: number,
  body: unknown,
  init: { headers?: Record<string, string>; statusText?: string } = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText: init.statusText ?? '',
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** A fresh world: fake fetch answering from a queue, a fresh error stream, a recorded clock and sleep. */
function world(answers: Answer[], options: Partial<ApiOptions> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    calls.push({
      url: input,
      method: init?.method ?? 'GET',
      // Header names are case-insensitive; happy-dom keeps the case given, browsers lower-case it.
      headers: Object.fromEntries([...new Headers(init?.headers).entries()].map(([k, v]) => [k.toLowerCase(), v])),
      body: init?.body,
      signal: init?.signal,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${input}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const errors = createApiErrorStream();
  const events: ApiErrorType[] = [];
  errors.onApiError((error) => events.push(error));
  const onUnauthenticated = vi.fn();
  const sleep = vi.fn<(ms: number) => Promise<void>>(async () => {});
  let token: string | null = null;
  let path = '/dashboard';
  const api = createApi({
    baseURL: BASE,
    fetch,
    getToken: () => token,
    currentPath: () => path,
    onUnauthenticated,
    document: null,
    sleep,
    now: () => NOW,
    errors,
    ...options,
  });
  return {
    api,
    calls,
    fetch,
    errors,
    events,
    onUnauthenticated,
    sleep,
    setToken: (value: string | null) => (token = value),
    setPath: (value: string) => (path = value),
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('api: requests', () => {
  it('sends Accept with the vendor type first and application/json as fallback, and nothing else on a GET', async () => {
    const w = world([json(200, { ok: true })]);
    await w.api.get('user/header');
    expect(w.calls[0].headers).toEqual({ accept: ACCEPT });
  });

  it('sends the vendor Content-Type and a JSON body on POST and PUT', async () => {
    const w = world([json(200, {}), json(200, {})]);
    await w.api.post('fcm/register', { token: 'abc' });
    await w.api.put('user/address', { city: 'Köln' });
    expect(w.calls.map((c) => [c.method, c.headers, c.body])).toEqual([
      ['POST', { accept: ACCEPT, 'content-type': 'application/vnd.club.v1+json' }, '{"token":"abc"}'],
      ['PUT', { accept: ACCEPT, 'content-type': 'application/vnd.club.v1+json' }, '{"city":"Köln"}'],
    ]);
  });

  it('sends no Content-Type on a POST without body', async () => {
    const w = world([json(204, undefined)]);
    await w.api.post('auth/logout');
    expect(w.calls[0].headers).toEqual({ accept: ACCEPT });
    expect(w.calls[0].body).toBeUndefined();
  });

  it('uses the configured vendor type in Accept and Content-Type', async () => {
    const w = world([json(200, {})], { contentType: 'application/vnd.club.v2+json' });
    await w.api.post('x', { a: 1 });
    expect(w.calls[0].headers).toEqual({
      accept: 'application/vnd.club.v2+json, application/json;q=0.9',
      'content-type': 'application/vnd.club.v2+json',
    });
  });

  it('sends Authorization: Bearer with the token current at each request', async () => {
    const w = world([json(200, {}), json(200, {}), json(200, {})]);
    await w.api.get('a');
    w.setToken('7|first');
    await w.api.get('b');
    w.setToken('7|second');
    await w.api.delete('c');
    expect(w.calls.map((c) => c.headers.authorization)).toEqual([undefined, 'Bearer 7|first', 'Bearer 7|second']);
  });

  it('sends Accept-Language with the language current at each request', async () => {
    let language = 'de';
    const w = world([json(200, {}), json(200, {})], { locale: () => language });
    await w.api.get('a');
    language = 'en';
    await w.api.post('b', { x: 1 });
    expect(w.calls.map((c) => c.headers['accept-language'])).toEqual(['de', 'en']);
  });

  it('sends the XSRF-TOKEN cookie, URL-decoded, as X-XSRF-TOKEN to its own origin', async () => {
    const document = {
      cookie: 'theme=dark; XSRF-TOKEN=eyJpdiI6IkF%3D%3D; other=1',
      URL: 'https://club.example/settings',
    };
    const w = world([json(200, {})], { document });
    await w.api.post('user/terms/agree-updates');
    expect(w.calls[0].headers).toEqual({ accept: ACCEPT, 'x-xsrf-token': 'eyJpdiI6IkF==' });
  });

  it('keeps the page XSRF cookie away from an API on another origin', async () => {
    const document = { cookie: 'XSRF-TOKEN=host-token', URL: 'https://host-site.example/news' };
    const w = world([json(200, {})], { document });
    await w.api.post('user/terms/agree-updates');
    expect(w.calls[0].headers).toEqual({ accept: ACCEPT });
  });

  it('resolves a relative API base against the page for the XSRF check', async () => {
    const document = { cookie: 'XSRF-TOKEN=abc', URL: 'https://club.example/dashboard' };
    const w = world([json(200, {})], { document, baseURL: '/api/v1/' });
    await w.api.get('user/header');
    expect(w.calls[0].url).toBe('/api/v1/user/header');
    expect(w.calls[0].headers['x-xsrf-token']).toBe('abc');
  });

  it('joins the path to the API base and sends params as a Laravel query string', async () => {
    const w = world([json(200, {})]);
    await w.api.get('/user/notifications/unread', {
      page: 2,
      ids: [1, 2],
      unread: true,
      empty: null,
      missing: undefined,
    });
    expect(w.calls[0].url).toBe(`${BASE}/user/notifications/unread?page=2&ids%5B%5D=1&ids%5B%5D=2&unread=1`);
  });

  it('follows an absolute paginator link under the API base, adding params after its own', async () => {
    const w = world([json(200, {})]);
    await w.api.get(`${BASE}/user/notifications/read?page=3`, { per_page: 15 });
    expect(w.calls[0].url).toBe(`${BASE}/user/notifications/read?page=3&per_page=15`);
  });

  it('refuses an absolute URL outside the API base, so the token never leaves it', async () => {
    const w = world([]);
    w.setToken('7|secret');
    await expect(w.api.get('https://evil.example/steal')).rejects.toThrow(TypeError);
    expect(w.fetch).not.toHaveBeenCalled();
  });

  it('uses the fetch passed in, never the global one', async () => {
    const global = vi.spyOn(globalThis, 'fetch');
    const w = world([json(200, {})]);
    await w.api.get('a');
    expect(w.fetch).toHaveBeenCalledOnce();
    expect(global).not.toHaveBeenCalled();
    global.mockRestore();
  });

  it('sets no timeout: a request carries no abort signal unless the caller gives one', async () => {
    const w = world([json(200, {})]);
    await w.api.get('slow/report');
    expect(w.calls[0].signal).toBeFalsy();
  });
});

describe('api: answers', () => {
  it('parses application/json and any +json answer', async () => {
    const w = world([
      new Response('{"a":1}', { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
      new Response('{"b":2}', { headers: { 'Content-Type': 'application/vnd.club.v1+json' } }),
    ]);
    expect(await w.api.get('a')).toEqual({ a: 1 });
    expect(await w.api.get('b')).toEqual({ b: 2 });
  });

  it('resolves 204 No Content and an empty 200 to undefined', async () => {
    const w = world([
      json(204, undefined),
      new Response('', { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }),
    ]);
    expect(await w.api.post('notifications/read-all')).toBeUndefined();
    expect(await w.api.post('user/confirm-password', { password: 'x' })).toBeUndefined();
  });

  it('treats only 200-299 as success', async () => {
    const w = world([json(299, { edge: true }), json(300, { message: 'Multiple Choices' })]);
    expect(await w.api.get('a')).toEqual({ edge: true });
    const error = await rejection(w.api.get('b'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(300);
  });

  it('rejects a success answer that is not JSON (an HTML page is not data)', async () => {
    const w = world([new Response('<html>login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })]);
    await expect(w.api.get('user/header')).rejects.toThrow('Unexpected text/html answer from the server.');
  });

  it('gives status, headers and data through raw', async () => {
    const w = world([json(202, { queued: true }, { headers: { 'X-RateLimit-Remaining': '4' } })]);
    const response = await w.api.raw('PATCH', 'user/settings', { body: { a: 1 } });
    expect([response.status, response.headers.get('X-RateLimit-Remaining'), response.data]).toEqual([
      202,
      '4',
      { queued: true },
    ]);
    expect(w.calls[0].method).toBe('PATCH');
  });
});

describe('api: 401', () => {
  it('reports 401 Unauthenticated. outside /login and /lock to onUnauthenticated with the current path', async () => {
    const w = world([json(401, { message: 'Unauthenticated.' })]);
    w.setPath('/settings/address');
    const error = await rejection(w.api.get('user/header'));
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(w.onUnauthenticated).toHaveBeenCalledExactlyOnceWith('/settings/address');
    expect(w.events).toEqual([error]);
  });

  it('only rejects 401 Unauthenticated. on /login and /lock', async () => {
    for (const path of ['/login', '/lock', '/lock/', '/login?register=1']) {
      const w = world([json(401, { message: 'Unauthenticated.' })]);
      w.setPath(path);
      expect(await rejection(w.api.post('auth/login', {}))).toBeInstanceOf(UnauthenticatedError);
      expect(w.onUnauthenticated).not.toHaveBeenCalled();
      expect(w.events).toEqual([]);
    }
  });

  it('only rejects a 401 with another message', async () => {
    const w = world([json(401, { error: 'Unauthorized' })]);
    expect(await rejection(w.api.post('auth/refresh'))).toBeInstanceOf(UnauthenticatedError);
    expect(w.onUnauthenticated).not.toHaveBeenCalled();
    expect(w.events).toEqual([]);
  });
});

describe('api: 422', () => {
  it('takes the 422 message from the error field before the first field error', async () => {
    const w = world([
      json(422, {
        message: 'The code is invalid. (and 1 more error)',
        error: 'Wrong code',
        errors: { code: ['The code is invalid.'] },
      }),
    ]);
    const error = (await rejection(w.api.post('auth/verify', {}))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe('Wrong code');
  });

  it('takes the 422 message from the first message of the first field when there is no error field', async () => {
    const w = world([
      json(422, {
        message: 'The email field is required. (and 1 more error)',
        errors: {
          email: ['The email field is required.', 'The email must be valid.'],
          password: ['The password field is required.'],
        },
      }),
    ]);
    const error = (await rejection(w.api.post('auth/login', {}))) as ValidationError;
    expect(error.message).toBe('The email field is required.');
  });

  it('falls back to the 422 body message when there are no field errors', async () => {
    const w = world([json(422, { message: 'The given data was invalid.' })]);
    expect(((await rejection(w.api.post('x', {}))) as ValidationError).message).toBe('The given data was invalid.');
  });

  it('keeps 422 field keys as sent, dotted ones included', async () => {
    const errors = { 'items.0.name': ['The items.0.name field is required.'], email: ['Taken.'] };
    const w = world([json(422, { message: 'x', errors })]);
    expect(((await rejection(w.api.post('orders', {}))) as ValidationError).errors).toEqual(errors);
  });

  it('rejects a 422 to the caller only, without an event', async () => {
    const w = world([json(422, { message: 'x', errors: { a: ['b'] } })]);
    await rejection(w.api.post('x', {}));
    expect(w.events).toEqual([]);
    expect(w.errors.$apiError.get()).toBeNull();
  });
});

describe('api: 429', () => {
  it('reads Retry-After as delta-seconds', async () => {
    const w = world([json(429, { message: 'Too Many Attempts.' }, { headers: { 'Retry-After': '30' } })]);
    const error = (await rejection(w.api.post('x', {}))) as TooManyRequestsError;
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error.retryAfter).toBe(30);
  });

  it('reads Retry-After as an HTTP-date', async () => {
    const date = new Date(NOW + 20_000).toUTCString();
    const w = world([json(429, { message: 'Too Many Attempts.' }, { headers: { 'Retry-After': date } })]);
    expect(((await rejection(w.api.post('x', {}))) as TooManyRequestsError).retryAfter).toBe(20);
  });

  it('treats the Fortify lockout (429 with errors.email, no Retry-After) as too many requests, seconds from its text', async () => {
    const text = 'Too many login attempts. Please try again in 57 seconds.';
    const w = world([json(429, { message: text, errors: { email: [text] } })]);
    const error = (await rejection(w.api.post('auth/login', {}))) as TooManyRequestsError;
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect([error.retryAfter, error.errors, error.message]).toEqual([57, { email: [text] }, text]);
  });

  it('leaves retryAfter null when a 429 has neither header nor seconds in its text', async () => {
    const w = world([json(429, { message: 'Slow down.' })]);
    expect(((await rejection(w.api.post('x', {}))) as TooManyRequestsError).retryAfter).toBeNull();
  });

  it("opens the 'Too many requests' dialog on 429", async () => {
    const w = world([json(429, { message: 'Too Many Attempts.' }, { headers: { 'Retry-After': '60' } })]);
    const error = (await rejection(w.api.post('x', {}))) as TooManyRequestsError;
    expect(w.errors.$apiError.get()).toBe(error);
    expect([dialogOf(error).title?.text, dialogOf(error).text.text]).toEqual([
      'Too many requests',
      'Please try again later',
    ]);
    expect(w.events).toEqual([error]);
  });

  it('shows only one 429 dialog at a time', async () => {
    const tooMany = () => json(429, { message: 'Too Many Attempts.' }, { headers: { 'Retry-After': '60' } });
    const w = world([tooMany(), tooMany(), tooMany()]);
    const first = await rejection(w.api.post('a', {}));
    const second = await rejection(w.api.post('b', {}));
    expect(second).toBeInstanceOf(TooManyRequestsError); // the caller still hears about it
    expect(w.events).toEqual([first]);
    expect(w.errors.$apiError.get()).toBe(first);
    w.errors.dismissApiError();
    const third = await rejection(w.api.post('c', {}));
    expect(w.events).toEqual([first, third]);
  });

  it('retries an idempotent GET once after a Retry-After of at most 10 seconds', async () => {
    const w = world([json(429, {}, { headers: { 'Retry-After': '7' } }), json(200, { page: 1 })]);
    expect(await w.api.get('user/notifications/unread')).toEqual({ page: 1 });
    expect(w.sleep).toHaveBeenCalledExactlyOnceWith(7000);
    expect(w.calls).toHaveLength(2);
    expect(w.events).toEqual([]);
  });

  it('retries a GET only once, then reports the 429', async () => {
    const w = world([
      json(429, {}, { headers: { 'Retry-After': '1' } }),
      json(429, {}, { headers: { 'Retry-After': '1' } }),
    ]);
    const error = await rejection(w.api.get('a'));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(w.calls).toHaveLength(2);
    expect(w.events).toEqual([error]);
  });

  it('does not retry a GET when Retry-After is above 10 seconds or unknown', async () => {
    const w = world([json(429, {}, { headers: { 'Retry-After': '11' } }), json(429, {})]);
    await rejection(w.api.get('a'));
    await rejection(w.api.get('b'));
    expect(w.calls).toHaveLength(2);
    expect(w.sleep).not.toHaveBeenCalled();
  });

  it('never auto-retries POST, PUT or DELETE', async () => {
    const tooMany = () => json(429, {}, { headers: { 'Retry-After': '1' } });
    const w = world([tooMany(), tooMany(), tooMany()]);
    await rejection(w.api.post('a', {}));
    await rejection(w.api.put('b', {}));
    await rejection(w.api.delete('c'));
    expect(w.calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(w.sleep).not.toHaveBeenCalled();
  });
});

describe('api: 500, 503, others, network', () => {
  it('opens a dialog titled with the status text on 500', async () => {
    const w = world([json(500, { message: 'Server Error' }, { statusText: 'Kaputt' })]);
    const error = (await rejection(w.api.get('a'))) as ServerError;
    expect(error).toBeInstanceOf(ServerError);
    expect(w.errors.$apiError.get()).toBe(error);
    expect(dialogOf(error)).toEqual({
      kind: 'server-error',
      icon: 'error',
      title: { key: null, text: 'Kaputt' },
      text: {
        key: 'core.errors.serverError.text',
        text: 'We reported this error to our development team. Please try again later.',
      },
    });
  });

  it("titles the 500 dialog 'Internal Server Error' when the status text is empty (HTTP/2)", async () => {
    const w = world([json(500, { message: 'Server Error' })]);
    expect(dialogOf((await rejection(w.api.get('a'))) as ServerError).title?.text).toBe('Internal Server Error');
  });

  it('opens the maintenance dialog on 503 and keeps Retry-After', async () => {
    const w = world([json(503, { message: 'Service Unavailable' }, { headers: { 'Retry-After': '120' } })]);
    const error = (await rejection(w.api.get('a'))) as MaintenanceError;
    expect(error).toBeInstanceOf(MaintenanceError);
    expect(error.retryAfter).toBe(120);
    expect(dialogOf(error).text.text).toBe('Maintenance Mode active. Please try again later.');
    expect(w.errors.$apiError.get()).toBe(error);
  });

  it('retries a GET answered 503 once after a Retry-After of at most 10 seconds (T23), as for 429', async () => {
    const w = world([
      json(503, { message: 'Service Unavailable' }, { headers: { 'Retry-After': '2' } }),
      json(200, { back: true }),
    ]);
    expect(await w.api.get('a')).toEqual({ back: true });
    expect(w.sleep).toHaveBeenCalledExactlyOnceWith(2000);
    expect(w.events).toEqual([]);
  });

  it('does not retry a GET answered 500, a 503 without Retry-After or with a long one, nor a POST answered 503', async () => {
    const w = world([
      json(500, {}),
      json(503, {}),
      json(503, {}, { headers: { 'Retry-After': '120' } }),
      json(503, {}, { headers: { 'Retry-After': '1' } }),
    ]);
    await rejection(w.api.get('a'));
    await rejection(w.api.get('b'));
    await rejection(w.api.get('c'));
    await rejection(w.api.post('d', {}));
    expect(w.calls).toHaveLength(4);
    expect(w.sleep).not.toHaveBeenCalled();
  });

  it('rejects any other status to the caller as ApiError with its body, without an event', async () => {
    const w = world([
      json(404, { message: 'No query results for model [App\\Models\\Post] 9' }),
      json(419, { message: 'CSRF token mismatch.' }),
      json(502, undefined),
    ]);
    const errors = [
      await rejection(w.api.get('a')),
      await rejection(w.api.post('b', {})),
      await rejection(w.api.get('c')),
    ] as ApiError[];
    expect(errors.map((e) => [e.constructor, e.status, e.body.message])).toEqual([
      [ApiError, 404, 'No query results for model [App\\Models\\Post] 9'],
      [ApiError, 419, 'CSRF token mismatch.'],
      [ApiError, 502, undefined],
    ]);
    expect(w.events).toEqual([]);
  });

  it('keeps a non-JSON error page out of the error body', async () => {
    const w = world([
      new Response('<html>Bad Gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/html' },
      }),
    ]);
    const error = (await rejection(w.api.get('a'))) as ApiError;
    expect([error.body, error.message]).toEqual([{}, 'Bad Gateway']);
  });

  it('rejects a network failure as NetworkError without an event', async () => {
    const w = world([new TypeError('Failed to fetch')]);
    const error = (await rejection(w.api.post('a', {}))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.status).toBe(0);
    expect(w.events).toEqual([]);
  });

  it('does not retry a GET after a network failure (no hidden ofetch retry)', async () => {
    const w = world([new TypeError('Failed to fetch'), json(200, {})]);
    expect(await rejection(w.api.get('a'))).toBeInstanceOf(NetworkError);
    expect(w.fetch).toHaveBeenCalledOnce();
  });

  it('rejects with the abort reason when the caller aborts', async () => {
    const controller = new AbortController();
    const reason = new DOMException('gone', 'AbortError');
    const w = world([]);
    w.fetch.mockImplementationOnce(async () => {
      controller.abort(reason);
      throw reason;
    });
    expect(await rejection(w.api.raw('GET', 'a', { signal: controller.signal }))).toBe(reason);
  });
});

describe('api: the session’s requests in flight', () => {
  /** A fetch whose answers wait until released, in the order asked. */
  function heldFetch() {
    const held: (() => void)[] = [];
    const fetch = vi.fn(() => new Promise<Response>((resolve) => held.push(() => resolve(json(200, { data: null })))));
    return { fetch, release: () => held.shift()!() };
  }
  // the api's own sleep: the world's answers at once, which would spin through the time given
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const settledYet = async (promise: Promise<void>) =>
    Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 60))]);

  it('settles once the requests sent with the session’s token have answered, not before', async () => {
    const { fetch, release } = heldFetch();
    const { api, setToken } = world([], { fetch, sleep: wait });
    setToken('member-token');
    const reads = [api.get('user/header'), api.post('chat/read')];
    const settled = api.whenIdle(10_000);
    expect(await settledYet(settled)).toBe(false);
    release();
    expect(await settledYet(settled)).toBe(false);
    release();
    await Promise.all(reads);
    expect(await settledYet(settled)).toBe(true);
  });

  it('waits for a request sent while it waited too (a reload queued behind the running one)', async () => {
    const { fetch, release } = heldFetch();
    const { api, setToken } = world([], { fetch, sleep: wait });
    setToken('member-token');
    void api.get('user/header').then(() => setTimeout(() => void api.get('user/header'), 0));
    const settled = api.whenIdle(10_000);
    release();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await settledYet(settled)).toBe(false);
    release();
    expect(await settledYet(settled)).toBe(true);
  });

  it('does not wait for a request sent with a token of its own (the logout itself, a verification step)', async () => {
    const { fetch } = heldFetch();
    const { api, setToken } = world([], { fetch, sleep: wait });
    setToken('member-token');
    void api.raw('POST', 'auth/logout', { token: 'member-token' });
    expect(await settledYet(api.whenIdle(10_000))).toBe(true);
  });

  it('gives up waiting after the time it was given', async () => {
    const { fetch } = heldFetch();
    const { api, setToken } = world([], { fetch, sleep: wait });
    setToken('member-token');
    void api.get('user/header');
    expect(await settledYet(api.whenIdle(10_000))).toBe(false);
    expect(await settledYet(api.whenIdle(20))).toBe(true);
  });
});
