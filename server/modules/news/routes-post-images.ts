// Serving the posts' uploaded pictures (./post-images.ts) at /media/post-images/<sha256>.<ext>: the
// bytes with their sniffed type, never sniffed again by the browser, sandboxed if opened alone, and
// cached for good (the name is the content's hash). Anyone with the address may load it, as an
// <img> on a host page or in a notification must (docs/threats.md T38).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/env.ts';
import { findPostImage, ownImageOf, POST_IMAGE_PATH } from './post-images.ts';

export function postImageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(`${POST_IMAGE_PATH}:file`, (c) => {
    const own = ownImageOf(`${POST_IMAGE_PATH}${c.req.param('file')}`, null);
    const image = own ? findPostImage(deps.db, own.sha256, own.extension) : null;
    if (!image) return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.content_type,
      'Content-Length': String(image.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  return app;
}
