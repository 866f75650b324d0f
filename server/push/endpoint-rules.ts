// Which push endpoints the server will POST to (docs/threats.md, web push): a member hands the
// server a URL, so only https to a named host is taken; an IP literal or localhost could aim the
// server at the club's own network. Demo mode also takes http on loopback, where the tests'
// push service listens.
import type { Config } from '../config.ts';

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

export const ENDPOINT_MAX = 2048;

export function isAllowedEndpoint(config: Pick<Config, 'demo'>, endpoint: string): boolean {
  const url = URL.parse(endpoint);
  if (!url || endpoint.length > ENDPOINT_MAX || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (config.demo && LOOPBACK.has(host)) return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && !IP_LITERAL.test(host) && !LOOPBACK.has(host) && host.includes('.');
}
