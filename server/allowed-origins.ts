// The origins a browser may call the API from (CORS, and the realtime hub's connections).
import type { Config } from './config-types.ts';

/**
 * The same server under its other loopback name (localhost <-> 127.0.0.1), null for any other host:
 * a second origin on one machine, where the widgets' cross-origin example runs in demo mode.
 */
export function loopbackTwin(url: string): string | null {
  try {
    const twin = new URL(url);
    if (twin.hostname !== 'localhost' && twin.hostname !== '127.0.0.1') return null;
    twin.hostname = twin.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    return twin.origin;
  } catch {
    return null;
  }
}

/** Every origin CORS admits for /api: the server's own, the portal's and the widget hosts (in demo mode also the loopback twin). */
export function allowedOrigins(config: Pick<Config, 'appUrl' | 'frontendUrl' | 'widgetOrigins' | 'demo'>): string[] {
  const twin = config.demo ? loopbackTwin(config.appUrl) : null;
  const origins = [config.appUrl, config.frontendUrl, ...config.widgetOrigins, ...(twin ? [twin] : [])].map((url) => {
    try {
      return new URL(url).origin;
    } catch {
      return url;
    }
  });
  return [...new Set(origins)];
}
