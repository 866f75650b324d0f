// Headers every answer carries, whatever produced it (API, portal, widget script, version.json,
// a 404): nosniff, and HSTS once the public origin is https (docs/threats.md, issue 14 finding 13).
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from './env.ts';

/** One year, subdomains included: the browser then never tries plain http on this host again. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(config: Pick<Config, 'appUrl'>): MiddlewareHandler<AppEnv> {
  const https = config.appUrl.startsWith('https://');
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (https) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
