// Serves the built portal at / (history-mode fallback to index.html) and the example host site at
// /examples/, when their directories exist. API paths never reach these.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { Config } from '../config.ts';
import { portalSecurityHeaders } from './csp.ts';
import type { AppEnv } from './env.ts';
import { mountExamples } from './examples.ts';

export interface StaticDirs {
  portalDir?: string;
  /** dist/embed, served at /embed/ (the widgets' script tag: /embed/club-widgets.js). */
  embedDir?: string;
  examplesDir?: string;
}

/** The file a site pastes: its name never changes, so caches keep it only briefly. */
export const EMBED_SCRIPT_TAG = 'club-widgets.js';
export const EMBED_TAG_CACHE = 'public, max-age=300';
/** Every other embed file has its content hash in its name: cached for a year, never revalidated. */
export const EMBED_PART_CACHE = 'public, max-age=31536000, immutable';

/**
 * The widget files are loaded by other websites: the loader and the parts are ES modules, which a
 * browser fetches in CORS mode, so they carry Access-Control-Allow-Origin (public files, no
 * credentials) and may be embedded cross-origin (CORP).
 */
function embedHeaders(c: Context<AppEnv>): void {
  if (c.res.status !== 200) return;
  const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  c.res.headers.set('Cache-Control', name === EMBED_SCRIPT_TAG ? EMBED_TAG_CACHE : EMBED_PART_CACHE);
}

export function mountStatic(
  app: Hono<AppEnv>,
  dirs: StaticDirs,
  config: Config,
): ((c: Context<AppEnv>) => Promise<Response | null>) | undefined {
  // The example host site is a demo: a deployment serves the portal and the widget script only.
  const examplesDir = config.demo ? dirs.examplesDir : undefined;
  // Example pages first: they are templated (and the strict-CSP ones get their header).
  if (examplesDir && existsSync(examplesDir)) mountExamples(app, examplesDir);
  if (dirs.embedDir && existsSync(dirs.embedDir)) {
    app.use('/embed/*', async (c, next) => {
      await next();
      embedHeaders(c);
    });
  }
  for (const [prefix, root] of [
    ['/examples', examplesDir],
    ['/embed', dirs.embedDir],
  ] as const) {
    if (!root || !existsSync(root)) continue;
    app.use(`${prefix}/*`, serveStatic({ root, rewriteRequestPath: (p) => p.slice(prefix.length) || '/' }));
  }
  if (!dirs.portalDir || !existsSync(path.join(dirs.portalDir, 'index.html'))) return undefined;
  const portalDir = dirs.portalDir;
  const securityHeaders = portalSecurityHeaders(config);
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    const response = await serveStatic<AppEnv>({ root: portalDir })(c, next);
    // index.html served for "/" carries the portal's policy too (the fallback below sets it itself).
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
      if (c.req.path === '/' || c.req.path === '/index.html') c.res.headers.set('Cache-Control', 'no-cache');
    }
    return response;
  });
  // History mode: an unknown path without a file extension is a portal route.
  return async (c) => {
    if (path.extname(c.req.path) !== '' || c.req.path.startsWith('/dev/') || c.req.path.startsWith('/apps/'))
      return null;
    const html = readFileSync(path.join(portalDir, 'index.html'), 'utf8');
    return c.html(html, 200, { ...securityHeaders, 'Cache-Control': 'no-cache' });
  };
}
