// The built portal at / (server/http/static.ts): history-mode fallback and the portal's security
// headers on every HTML answer (server/http/csp.ts), so the strict CSP protects every route.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalCsp } from '../../../server/http/csp.ts';
import { createWorld } from '../helpers.ts';

function portalDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Club</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'main-abc.js'), 'console.log(1)');
  return dir;
}

const LOCAL = { APP_URL: 'http://127.0.0.1:8080' };

describe('the portal pages', () => {
  it('answer a portal route without a file with index.html (history mode)', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { portalDir: portalDir() } });
    const res = await world.call('GET', '/settings/2fa', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
  });

  it('send the portal Content-Security-Policy with index.html, at / and on every route', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { portalDir: portalDir() } });
    for (const route of ['/', '/dashboard', '/post/1/opening-hours']) {
      const res = await world.call('GET', route, { headers: { Accept: 'text/html' } });
      expect(res.headers.get('content-security-policy')).toBe(portalCsp(world.config));
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('allow scripts and styles from the portal origin only, sockets to the realtime server, and no framing', () => {
    const world = createWorld({ env: LOCAL });
    const csp = portalCsp(world.config);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8080 ws://127.0.0.1:8080;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
  });

  it('serve hashed assets as files, without the page policy', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { portalDir: portalDir() } });
    const res = await world.call('GET', '/assets/main-abc.js', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log(1)');
  });
});
