// Headers on every answer: nosniff whatever served it, HSTS on an https
// APP_URL, and the example host site only in demo mode.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HSTS } from '../../../server/http/security-headers.ts';
import { createWorld } from '../helpers.ts';

const examplesDir = path.resolve(import.meta.dirname, '../../../examples');

function dirs() {
  const portalDir = mkdtempSync(path.join(tmpdir(), 'portal-'));
  writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>Club</title>');
  writeFileSync(path.join(portalDir, 'version.json'), '{"version":"1"}');
  const embedDir = mkdtempSync(path.join(tmpdir(), 'embed-'));
  writeFileSync(path.join(embedDir, 'club-widgets.js'), 'void 0');
  mkdirSync(path.join(portalDir, 'assets'));
  return { portalDir, embedDir, examplesDir };
}

describe('security headers', () => {
  it('sends nosniff with the widget script, version.json, the portal, the API and a 404', async () => {
    const world = createWorld({ staticDirs: dirs() });
    for (const route of [
      '/embed/club-widgets.js',
      '/version.json',
      '/',
      '/api/config',
      '/api/nothing-here',
      '/missing.png',
    ]) {
      const res = await world.call('GET', route);
      expect(res.headers.get('x-content-type-options'), route).toBe('nosniff');
    }
  });

  it('sends HSTS only when APP_URL is https', async () => {
    expect(
      (await createWorld({ env: { APP_URL: 'https://club.example' } }).call('GET', '/api/config')).headers.get(
        'strict-transport-security',
      ),
    ).toBe(HSTS);
    expect((await createWorld().call('GET', '/api/config')).headers.get('strict-transport-security')).toBeNull();
  });

  it('serves the example host site only in demo mode', async () => {
    expect((await createWorld({ staticDirs: dirs() }).call('GET', '/examples/host-site/')).text).toContain(
      'club-widgets.js',
    );
    const production = createWorld({ env: { APP_ENV: 'production', APP_DEMO: 'false' }, staticDirs: dirs() });
    // The portal's history-mode fallback answers the path, not the example page.
    expect((await production.call('GET', '/examples/host-site/')).text).not.toContain('club-widgets.js');
    expect((await production.call('GET', '/examples/host-site/site.css')).status).toBe(404);
  });
});
