// Headers every answer carries, whatever produced it (API, portal, widget script, version.json,
// a 404): nosniff, and HSTS once the public origin is https (docs/threats.md).
// requestPlatform (./platform.ts) sets them on every answer.
import type { Config } from '../config.ts';

/** One year, subdomains included: the browser then never tries plain http on this host again. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers for every answer, computed once per app. */
export function securityHeaders(config: Pick<Config, 'appUrl'>): [string, string][] {
  const headers: [string, string][] = [['X-Content-Type-Options', 'nosniff']];
  if (config.appUrl.startsWith('https://')) headers.push(['Strict-Transport-Security', HSTS]);
  return headers;
}
