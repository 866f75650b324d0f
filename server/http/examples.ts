// The widget examples at /examples/ (examples/ of the repository): plain club website pages using the
// script tag. Their HTML names the club server as {{CLUB_URL}} (APP_URL) and its other loopback name
// as {{CLUB_TWIN_URL}}, so the same files work under `npm start`, in browser tests and on any port.
// Pages under strict-csp/ are sent with the strict Content-Security-Policy the widgets must work
// under: no inline script or style, no eval, connections only to the API and its websocket.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono, Next } from 'hono';
import { loopbackTwin, type Config } from '../config.ts';
import { realtimeClientSettings } from './client-config.ts';
import type { AppEnv } from './env.ts';

const STRICT_DIR = 'strict-csp/';

/**
 * `script-src 'self' <club origin>; style-src 'self'; connect-src <api origin> ws(s)://<websocket
 * host>`, and nothing else: the page's own files, and the widget files from the club server (which
 * is another origin when the page is opened under the server's other loopback name).
 */
export function strictWidgetCsp(config: Config): string {
  const realtime = realtimeClientSettings(config);
  const ws = realtime
    ? realtime.host
      ? `${realtime.scheme === 'https' ? 'wss' : 'ws'}://${realtime.host}${realtime.port ? `:${realtime.port}` : ''}`
      : `wss://ws-${realtime.cluster}.pusher.com`
    : '';
  return [
    "default-src 'none'",
    `script-src 'self' ${new URL(config.appUrl).origin}`,
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${new URL(config.appUrl).origin}${ws ? ` ${ws}` : ''}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** The example page at `requestPath` (below /examples), or null when it is not an HTML page there. */
function pageFile(root: string, requestPath: string): { file: string; relative: string } | null {
  let relative: string;
  try {
    relative = decodeURIComponent(requestPath).replace(/^\/+/, '');
  } catch {
    return null; // a malformed escape (%zz) names no page: 404, not 500
  }
  let file = path.resolve(root, relative);
  if (file !== root && !file.startsWith(root + path.sep)) return null; // ../ out of examples/
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (path.extname(file) !== '.html' || !existsSync(file)) return null;
  return { file, relative: path.relative(root, file).split(path.sep).join('/') };
}

/** Serves the example pages (templated) ahead of the plain static files under /examples/. */
export function mountExamples(app: Hono<AppEnv>, examplesDir: string): void {
  const root = path.resolve(examplesDir);
  app.get('/examples', (c) => c.redirect('/examples/', 301));
  app.use('/examples/*', async (c: Context<AppEnv>, next: Next) => {
    const page = pageFile(root, c.req.path.slice('/examples'.length));
    if (!page) return next();
    // A directory without its trailing slash: relative links in the page need it.
    if (!c.req.path.endsWith('/') && !c.req.path.endsWith('.html')) return c.redirect(`${c.req.path}/`, 301);
    const { config } = c.var.deps;
    const html = readFileSync(page.file, 'utf8')
      .replaceAll('{{CLUB_URL}}', config.appUrl)
      .replaceAll('{{CLUB_TWIN_URL}}', (config.demo && loopbackTwin(config.appUrl)) || config.appUrl);
    const headers: Record<string, string> = {
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    if (page.relative.startsWith(STRICT_DIR)) headers['Content-Security-Policy'] = strictWidgetCsp(config);
    return c.html(html, 200, headers);
  });
}
