// Platform middleware and handlers for the whole app: per-request variables, language, security
// and CORS headers, maintenance mode, 404/405 and error rendering in Laravel's shapes.
import type { Context, ErrorHandler, MiddlewareHandler, Next, NotFoundHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { currentMaintenance } from '../db/app-state.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { HttpError, routeNotFound } from './errors.ts';
import { inRequestLocale, localeFromHeader } from '../lang/locale.ts';
import { apiRateLimit } from './api-rate-limit.ts';
import { compressedJsonAnswer, type EncodedForms } from './compression.ts';
import { isAllowedOrigin } from './widget-origins.ts';
import { clientIp, joinedHeader, parseBody, setApiHeaders, socketIdOf, unsupportedVersion } from './request.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * The one middleware every request passes first (one layer where there were six): the
 * per-request variables, the request's language for `__()` (server/lang/locale.ts), and on the way
 * out the security headers (./security-headers.ts) and, for /api, CORS and the API headers, set
 * on the answer in one pass. An `application/vnd.club.vN+json` we do not speak answers 406 here.
 */
export function requestPlatform(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const security = securityHeaders(deps.config);
  const cors = apiCors(deps);
  return async (c, next) => {
    c.set('deps', deps);
    c.set('body', {});
    c.set('ip', clientIp(c));
    c.set('socketId', socketIdOf(c));
    await inRequestLocale(localeFromHeader(joinedHeader(c, 'accept-language')), async () => {
      const api = c.req.path.startsWith('/api/') || c.req.path === '/api';
      if (api && c.req.method === 'OPTIONS') {
        const preflight = await cors.preflight(c, next);
        if (preflight) c.res = preflight;
        secure(c);
        return;
      }
      if (api && unsupportedVersion(joinedHeader(c, 'accept'))) {
        c.res = renderHttpError(c, new HttpError(406, { message: 'Not Acceptable' }));
        cors.answer(c);
        secure(c);
        return;
      }
      await next();
      if (c.res === c.get('platformAnswer')) return;
      if (api) {
        setApiHeaders(c.res.headers);
        cors.answer(c);
      }
      secure(c);
    });
  };

  function secure(c: Context<AppEnv>) {
    const headers = c.res.headers;
    for (const [name, value] of security) headers.set(name, value);
  }
}

/** The headers of apiJson()'s answers, per allowed origin (made when first needed) and for any other. */
const answerHeaders = new WeakMap<
  AppDeps,
  { byOrigin: Map<string, Record<string, string>>; other: Record<string, string> }
>();

function answerHeadersFor(deps: AppDeps) {
  let table = answerHeaders.get(deps);
  if (table) return table;
  const other: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Access-Control-Expose-Headers': EXPOSE_HEADERS.join(','),
    Vary: 'Origin',
    ...Object.fromEntries(securityHeaders(deps.config)),
  };
  table = { byOrigin: new Map(), other };
  answerHeaders.set(deps, table);
  return table;
}

/**
 * A JSON answer on /api carrying every header requestPlatform would set, from a table built once
 * per app: the Response reaches the socket as the route made it. (Headers set on a finished answer
 * make @hono/node-server build a Headers object and iterate it: most of the platform's cost on a
 * small GET such as user/header, docs/architecture.md decision 13.) The header objects are shared:
 * never changed.
 */
export function apiJson(c: Context<AppEnv>, body: unknown, status: ContentfulStatusCode = 200): Response {
  return apiJsonText(c, JSON.stringify(body), status);
}

/**
 * apiJson for a body already serialised (e.g. kept with the read it came from); `forms` keeps its
 * compressed forms beside it (server/http/compression.ts).
 */
export function apiJsonText(
  c: Context<AppEnv>,
  json: string,
  status: ContentfulStatusCode = 200,
  forms?: EncodedForms,
): Response {
  const deps = c.get('deps');
  const table = answerHeadersFor(deps);
  const origin = joinedHeader(c, 'origin') ?? '';
  // whether the origin is allowed is asked each time: the board may have just removed it
  let headers = table.other;
  if (origin !== '' && isAllowedOrigin(deps, origin)) {
    headers = table.byOrigin.get(origin) ?? { ...table.other, 'Access-Control-Allow-Origin': origin };
    table.byOrigin.set(origin, headers);
  }
  const answer =
    compressedJsonAnswer(json, joinedHeader(c, 'accept-encoding'), status, headers, forms) ??
    new Response(json, { status, headers });
  c.set('platformAnswer', answer);
  return answer;
}

const EXPOSE_HEADERS = ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/**
 * CORS for /api: an allow-list, never a reflected origin; Bearer tokens, so no credentials.
 * hono/cors answers the preflights; on the requests themselves the same headers are set on the
 * route's own answer afterwards (hono/cors would touch the response before the route answers,
 * which makes @hono/node-server copy the route's response into a full web Response).
 */
function apiCors(deps: AppDeps) {
  const allowOrigin = (origin: string) => (isAllowedOrigin(deps, origin) ? origin : null);
  const exposeHeaders = EXPOSE_HEADERS;
  const preflight = cors({
    origin: allowOrigin,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'Accept-Language',
      'X-Socket-ID',
      'X-Requested-With',
      // money moves (./idempotency.ts): a portal on another origin than the API sends it too
      'Idempotency-Key',
    ],
    exposeHeaders,
    maxAge: 600,
    credentials: false,
  });
  const expose = exposeHeaders.join(',');
  return {
    preflight,
    answer(c: Context<AppEnv>) {
      const headers = c.res.headers;
      const origin = allowOrigin(joinedHeader(c, 'origin') ?? '');
      if (origin) headers.set('Access-Control-Allow-Origin', origin);
      headers.set('Access-Control-Expose-Headers', expose);
      headers.append('Vary', 'Origin');
    },
  };
}

/**
 * The /api steps before a route, as one middleware: maintenance mode (`club down`: 503
 * {"message":"Service Unavailable"} until `club up`), then Laravel's throttle:api when
 * API_RATE_LIMIT is set (after maintenance, as in Laravel, and before the body is read), then the
 * body (./request.ts parseBody).
 */
export function apiRequest(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const limited = deps.config.apiRateLimit > 0 ? apiRateLimit(deps.config.apiRateLimit) : null;
  return (c, next) => {
    const state = currentMaintenance(deps.db);
    if (state)
      throw new HttpError(
        503,
        { message: 'Service Unavailable' },
        state.retry ? { 'Retry-After': String(state.retry) } : {},
      );
    return limited ? limited(c, (() => body(c, next)) as Next) : body(c, next);
  };
}

/** requestPlatform set the empty body already; a GET needs no other step (and no promise of its own). */
function body(c: Context<AppEnv>, next: Next) {
  const method = c.req.method;
  return method === 'GET' || method === 'HEAD' ? next() : parseBody(c, next);
}

export function renderHttpError(c: Context, error: HttpError): Response {
  return c.json(error.body, error.status as 400, error.headers);
}

export function errorHandler(deps: AppDeps): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) return renderHttpError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || defaultMessage(error.status) }, error.status);
    }
    deps.log.error('Unhandled error', {
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ message: 'Server Error' }, 500);
  };
}

function defaultMessage(status: number): string {
  return (
    (
      { 400: 'Bad Request', 404: 'Not Found', 405: 'Method Not Allowed', 413: 'Payload Too Large' } as Record<
        number,
        string
      >
    )[status] ?? 'Error'
  );
}

/** Laravel's 405: "The PUT method is not supported for route api/x. Supported methods: GET, HEAD." */
export function methodNotAllowedBody(c: Context, methods: string[]) {
  const path = c.req.path.replace(/^\/+/, '');
  return c.json(
    {
      message: `The ${c.req.method} method is not supported for route ${path}. Supported methods: ${methods.join(', ')}.`,
    },
    405,
    { Allow: methods.join(', ') },
  );
}

/**
 * No route for the request: the static fallback for GET/HEAD outside /api, else 404; on /api,
 * `wrongMethod` (hono/method-not-allowed) turns the 404 into 405 when the path has routes for other
 * methods. It runs here, for the requests that reach no route, rather than as a middleware wrapped
 * around every API request (docs/architecture.md decision 13).
 */
export function notFoundHandler(
  fallback?: (c: Context<AppEnv>) => Promise<Response | null>,
  wrongMethod?: MiddlewareHandler<AppEnv>,
): NotFoundHandler<AppEnv> {
  return async (c) => {
    const api = c.req.path.startsWith('/api/');
    if (fallback && !api && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const response = await fallback(c);
      if (response) return response;
    }
    const notFound = renderHttpError(c, routeNotFound(c.req.path));
    if (!api || !wrongMethod) return notFound;
    await wrongMethod(c, async () => {
      c.res = notFound;
    });
    return c.res;
  };
}
