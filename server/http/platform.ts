// Platform middleware and handlers for the whole app: per-request variables, CORS, maintenance
// mode, 404/405 and error rendering in Laravel's shapes.
import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { allowedOrigins } from '../config.ts';
import { currentMaintenance } from '../db/app-state.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { HttpError, routeNotFound } from './errors.ts';
import { clientIp, socketIdOf } from './request.ts';

export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('deps', deps);
    c.set('body', {});
    c.set('ip', clientIp(c));
    c.set('socketId', socketIdOf(c));
    await next();
  };
}

/**
 * CORS for /api: an allow-list, never a reflected origin; Bearer tokens, so no credentials.
 * hono/cors answers the preflights. On the requests themselves it touches the response before the
 * route answers, which makes @hono/node-server copy the route's response into a full web Response
 * and stream it back (a third of the time of a small GET); the same headers set on the route's
 * own response afterwards keep the adapter's direct write.
 */
export function apiCors(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const origins = new Set(allowedOrigins(deps.config));
  const allowOrigin = (origin: string) => (origins.has(origin) ? origin : null);
  const exposeHeaders = ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
  const preflight = cors({
    origin: allowOrigin,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Socket-ID', 'X-Requested-With'],
    exposeHeaders,
    maxAge: 600,
    credentials: false,
  });
  const expose = exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const headers = c.res.headers;
    const origin = allowOrigin(c.req.header('origin') ?? '');
    if (origin) headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Expose-Headers', expose);
    headers.append('Vary', 'Origin');
  };
}

/** `club down`: every API call answers 503 {"message":"Service Unavailable"} until `club up`. */
export const maintenanceMode: MiddlewareHandler<AppEnv> = async (c, next) => {
  const state = currentMaintenance(c.get('deps').db);
  if (state)
    throw new HttpError(
      503,
      { message: 'Service Unavailable' },
      state.retry ? { 'Retry-After': String(state.retry) } : {},
    );
  await next();
};

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

export function notFoundHandler(fallback?: (c: Context<AppEnv>) => Promise<Response | null>): NotFoundHandler<AppEnv> {
  return async (c) => {
    if (fallback && !c.req.path.startsWith('/api/') && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const response = await fallback(c);
      if (response) return response;
    }
    return renderHttpError(c, routeNotFound(c.req.path));
  };
}
