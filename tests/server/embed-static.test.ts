// The widget files at /embed/ (server/http/static.ts): other websites load them, the loader and
// the parts as ES modules (CORS mode), so every file carries CORS; the hashed parts are cached for
// a year and never revalidated, club-widgets.js (whose name a site pastes) only briefly.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createWorld } from './helpers.ts';

function embedDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'embed-'));
  writeFileSync(path.join(dir, 'club-widgets.js'), 'import("./loader-AbC123xy.js")');
  writeFileSync(path.join(dir, 'loader-AbC123xy.js'), 'export {}');
  return dir;
}

/** With the compressed copies the build writes beside each file (build/rollup/precompress.mjs). */
function builtEmbedDir(): string {
  const dir = embedDir();
  for (const file of ['club-widgets.js', 'loader-AbC123xy.js']) {
    const text = `${file === 'club-widgets.js' ? 'import("./loader-AbC123xy.js");' : 'export {};'}${'/* widgets */'.repeat(40)}`;
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
  return dir;
}

const LOCAL = { APP_URL: 'http://127.0.0.1:8080' };
const FOREIGN = { Origin: 'https://www.tennis-club.example', Accept: '*/*' };

describe('the widget files', () => {
  it('answer any website with CORS, so a foreign page may import the loader and its parts', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { embedDir: embedDir() } });
    for (const file of ['club-widgets.js', 'loader-AbC123xy.js']) {
      const res = await world.call('GET', `/embed/${file}`, { headers: FOREIGN });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('content-type')).toMatch(/javascript/);
    }
  });

  it('cache the hashed parts for a year, immutable', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { embedDir: embedDir() } });
    const res = await world.call('GET', '/embed/loader-AbC123xy.js', { headers: FOREIGN });
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('cache club-widgets.js for five minutes only, so a new build reaches every site soon', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { embedDir: embedDir() } });
    const res = await world.call('GET', '/embed/club-widgets.js', { headers: FOREIGN });
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('send no cache promise with a missing file', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { embedDir: embedDir() } });
    const res = await world.call('GET', '/embed/widget-Gone1234.js', { headers: FOREIGN });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('send club-widgets.js and the parts as Brotli to a browser that accepts it, varying on Accept-Encoding', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { embedDir: builtEmbedDir() } });
    for (const file of ['club-widgets.js', 'loader-AbC123xy.js']) {
      const res = await world.app.request(
        `/embed/${file}`,
        { headers: { ...FOREIGN, 'Accept-Encoding': 'gzip, deflate, br, zstd' } },
        { incoming: { socket: {} } },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('/* widgets */');
    }
  });

  it('answer club-widgets.js with an ETag, and 304 while it is unchanged (its five-minute checks cost no download)', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { embedDir: builtEmbedDir() } });
    const headers = { ...FOREIGN, 'Accept-Encoding': 'br' };
    const first = await world.call('GET', '/embed/club-widgets.js', { headers });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const again = await world.call('GET', '/embed/club-widgets.js', { headers: { ...headers, 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    const other = await world.call('GET', '/embed/club-widgets.js', {
      headers: { ...headers, 'If-None-Match': '"1"' },
    });
    expect(other.status).toBe(200);
  });
});
