// The widget files at /embed/ (server/http/static.ts): other websites load them, the loader and
// the parts as ES modules (CORS mode), so every file carries CORS; the hashed parts are cached for
// a year and never revalidated, club-widgets.js (whose name a site pastes) only briefly.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWorld } from './helpers.ts';

function embedDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'embed-'));
  writeFileSync(path.join(dir, 'club-widgets.js'), 'import("./loader-AbC123xy.js")');
  writeFileSync(path.join(dir, 'loader-AbC123xy.js'), 'export {}');
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
});
