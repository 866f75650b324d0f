// Where a notification may lead (docs/spec.md §4 "Notification links"): a portal route (`/financial`)
// or an https address on an origin the server admits (its own, the portal's, a club website in
// WIDGET_ORIGINS). Anything else is refused where a notification is made, never stored.
import { allowedOrigins, type Config } from '../config.ts';

/** Long enough for any portal route with its labels; a link is not a place for data. */
const MAX_LENGTH = 500;

/** `/path…`: one leading slash (never `//host`), no spaces or backslashes. */
export const isPortalRoute = (url: string) => /^\/(?!\/)[^\s\\]*$/.test(url);

/** The link as stored, or null when it may not be one. */
export function notificationLink(config: Config, url: string): string | null {
  if (url.length === 0 || url.length > MAX_LENGTH) return null;
  if (isPortalRoute(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  return allowedOrigins(config).includes(parsed.origin) ? parsed.href : null;
}
