// Serves the built portal at / (history-mode fallback to its documents) and the example host site
// at /examples/, when their directories exist. API paths never reach these.
// Every text file is sent as the build compressed it (a .br or .gz copy beside it, chosen by
// Accept-Encoding, Vary set); the documents, version.json and club-widgets.js carry an ETag and
// answer a matching If-None-Match with 304. A portal route whose screen the build prerendered
// (screens.json) gets that screen's HTML in the request's language (docs/spec.md §4).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { Config } from '../config.ts';
import { localeFromHeader } from '../lang/locale.ts';
import { varyOnEncoding } from './compression.ts';
import { portalSecurityHeaders } from './csp.ts';
import type { AppEnv } from './env.ts';
import { mountExamples } from './examples.ts';

export interface StaticDirs {
  portalDir?: string;
  /** dist/embed, served at /embed/ (the widgets' script tag: /embed/club-widgets.js). */
  embedDir?: string;
  examplesDir?: string;
}

/** The file a site pastes: its name never changes, so caches keep it only briefly, then revalidate. */
export const EMBED_SCRIPT_TAG = 'club-widgets.js';
export const EMBED_TAG_CACHE = 'public, max-age=300';
/** Every other embed file has its content hash in its name: cached for a year, never revalidated. */
export const EMBED_PART_CACHE = 'public, max-age=31536000, immutable';
/** The portal's hashed files (dist/portal/assets/), likewise. */
export const PORTAL_ASSET_CACHE = EMBED_PART_CACHE;
/** The portal's documents and version.json: asked again each time, answered 304 while unchanged. */
export const DOCUMENT_CACHE = 'no-cache';
/** The service worker and the web app manifest (src/portal/service-worker.ts, build/rollup/pwa.mjs). */
export const UNHASHED_PORTAL_FILES = ['/sw.js', '/manifest.webmanifest'];

/** The prerendered screens (build/rollup/prerender.mjs writes screens.json): route path -> file stem. */
export interface PrerenderedScreen {
  /** A wouter path: `/login`, `/register/:ref_hash?`, `/reset-password/:email/:token`. */
  path: string;
  /** `screens/login`: the files are `screens/login.en.html` and `screens/login.de.html`. */
  file: string;
}

/** Whether `pathname` matches a route path of `:name` segments (`:name?` optional), as the portal's router does. */
export function matchesRoute(route: string, pathname: string): boolean {
  const want = route.split('/').filter(Boolean);
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (got.length > want.length) return false;
  return want.every((segment, index) => {
    if (!segment.startsWith(':')) return got[index] === segment;
    return got[index] !== undefined || segment.endsWith('?');
  });
}

/** ETag (a digest of the bytes sent, so each encoding has its own) and 304, as Hono's etag middleware does it. */
const revalidate = etag();
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

type FileOptions = Parameters<typeof serveStatic<AppEnv>>[0];

/** serveStatic's answer (the precompressed copy the request accepts) in c.res; false when there is no such file. */
async function serveFile(c: Context<AppEnv>, options: FileOptions): Promise<boolean> {
  const response = await serveStatic<AppEnv>({ ...options, precompressed: true })(c, async () => {});
  if (!response) return false;
  c.res = response;
  return true;
}

/** serveFile of an existing `file` with an ETag and 304 (Hono's etag middleware around it). */
async function serveRevalidated(c: Context<AppEnv>, file: string, options: FileOptions): Promise<boolean> {
  if (!existsSync(file)) return false;
  await revalidate(c, async () => {
    await serveFile(c, options);
  });
  return true;
}

/** Vary: Accept-Encoding on every answer that had a compressed copy to choose from (a 304 keeps it). */
function varyOnCompressible(c: Context<AppEnv>, file: string): void {
  if (COMPRESSIBLE.test(file) && (c.res.status === 200 || c.res.status === 304)) varyOnEncoding(c.res.headers);
}

/**
 * The widget files are loaded by other websites: the loader and the parts are ES modules, which a
 * browser fetches in CORS mode, so they carry Access-Control-Allow-Origin (public files, no
 * credentials) and may be embedded cross-origin (CORP).
 */
function embedHeaders(c: Context<AppEnv>, name: string): void {
  if (c.res.status !== 200 && c.res.status !== 304) return;
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  c.res.headers.set('Cache-Control', name === EMBED_SCRIPT_TAG ? EMBED_TAG_CACHE : EMBED_PART_CACHE);
}

function embedFiles(root: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const name = c.req.path.slice('/embed'.length) || '/';
    const file = name.slice(name.lastIndexOf('/') + 1);
    const options = { root, rewriteRequestPath: () => name };
    // The script tag's name never changes: a site's visitors revalidate it every five minutes.
    const found =
      name === `/${EMBED_SCRIPT_TAG}`
        ? await serveRevalidated(c, path.join(root, EMBED_SCRIPT_TAG), options)
        : await serveFile(c, options);
    if (!found) return next();
    embedHeaders(c, file);
    varyOnCompressible(c, file);
  };
}

/** The prerendered screens the build listed, or none (an older build, or tests without them). */
function readScreens(portalDir: string): PrerenderedScreen[] {
  const file = path.join(portalDir, 'screens.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { screens: PrerenderedScreen[] }).screens;
}

export function mountStatic(
  app: Hono<AppEnv>,
  dirs: StaticDirs,
  config: Config,
): ((c: Context<AppEnv>) => Promise<Response | null>) | undefined {
  // The example host site is a demo: a deployment serves the portal and the widget script only.
  const examplesDir = config.demo ? dirs.examplesDir : undefined;
  // Example pages first: they are templated (and the strict-CSP ones get their header).
  if (examplesDir && existsSync(examplesDir)) {
    mountExamples(app, examplesDir);
    app.use(
      '/examples/*',
      serveStatic({ root: examplesDir, rewriteRequestPath: (p) => p.slice('/examples'.length) || '/' }),
    );
  }
  if (dirs.embedDir && existsSync(dirs.embedDir)) app.use('/embed/*', embedFiles(dirs.embedDir));
  if (!dirs.portalDir || !existsSync(path.join(dirs.portalDir, 'index.html'))) return undefined;
  const portalDir = dirs.portalDir;
  const securityHeaders = portalSecurityHeaders(config);
  const screens = readScreens(portalDir);

  /** A portal document (a prerendered screen or index.html) with the portal's policy, revalidated. */
  const sendDocument = async (c: Context<AppEnv>, file: string, byLanguage: boolean) => {
    const found = await serveRevalidated(c, path.join(portalDir, file), { root: portalDir, path: file });
    if (!found) return false;
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
    c.res.headers.set('Cache-Control', DOCUMENT_CACHE);
    varyOnCompressible(c, file);
    if (byLanguage) c.res.headers.append('Vary', 'Accept-Language');
    return true;
  };

  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    if (c.req.path === '/' || c.req.path === '/index.html') {
      if (await sendDocument(c, 'index.html', false)) return;
      return next();
    }
    if (c.req.path === '/version.json') {
      if (!(await serveRevalidated(c, path.join(portalDir, 'version.json'), { root: portalDir }))) return next();
      c.res.headers.set('Cache-Control', DOCUMENT_CACHE);
      varyOnCompressible(c, c.req.path);
      return;
    }
    const file = c.req.path;
    if (!(await serveFile(c, { root: portalDir }))) return next();
    if (file.startsWith('/assets/') && c.res.status === 200) c.res.headers.set('Cache-Control', PORTAL_ASSET_CACHE);
    // the service worker and the manifest keep their names from build to build: always asked again
    if (UNHASHED_PORTAL_FILES.includes(file)) c.res.headers.set('Cache-Control', DOCUMENT_CACHE);
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
    }
    varyOnCompressible(c, file);
  });
  // History mode: an unknown path without a file extension is a portal route; a route the build
  // prerendered gets its screen in the request's language, any other index.html.
  return async (c) => {
    if (path.extname(c.req.path) !== '' || c.req.path.startsWith('/dev/') || c.req.path.startsWith('/apps/'))
      return null;
    const screen = screens.find((candidate) => matchesRoute(candidate.path, c.req.path));
    const language = localeFromHeader(c.req.header('accept-language'));
    const sent = screen
      ? await sendDocument(c, `${screen.file}.${language}.html`, true)
      : await sendDocument(c, 'index.html', false);
    return sent ? c.res : null;
  };
}
