// The built portal at / (server/http/static.ts): history-mode fallback and the portal's security
// headers on every HTML answer (server/http/csp.ts), so the strict CSP protects every route; each
// file as the build compressed it, by Accept-Encoding; the documents revalidated by ETag; a
// prerendered screen in the request's language.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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

/** A built portal with compressed copies of its files and two prerendered screens (build/rollup). */
function builtPortalDir(): string {
  const dir = portalDir();
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Club</title><div id="root"></div>',
    'version.json': '{"version":"0.1.0+abc"}\n',
    'assets/main-abc.js': `export const texts = ${JSON.stringify('Willkommen im Club. '.repeat(50))};`,
    'screens/login.en.html': '<!doctype html><html lang="en"><h1>Log in</h1></html>',
    'screens/login.de.html': '<!doctype html><html lang="de"><h1>Anmelden</h1></html>',
    'screens/register.en.html': '<!doctype html><html lang="en"><h1>Register</h1></html>',
    'screens/register.de.html': '<!doctype html><html lang="de"><h1>Registrieren</h1></html>',
  };
  mkdirSync(path.join(dir, 'screens'));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(
    path.join(dir, 'screens.json'),
    JSON.stringify({
      screens: [
        { path: '/login', file: 'screens/login' },
        { path: '/register/:ref_hash?', file: 'screens/register' },
      ],
    }),
  );
  return dir;
}

async function fetchRaw(world: ReturnType<typeof createWorld>, route: string, headers: Record<string, string>) {
  const res = await world.app.request(route, { headers }, { incoming: { socket: {} } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
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

  it('frame the widget preview document and nothing else: not the origin, no other path (docs/threats.md T51)', () => {
    const csp = portalCsp(createWorld({ env: LOCAL }).config);
    const frames = csp.split('; ').filter((part) => /^(frame|child)-src /.test(part));
    expect(frames).toEqual(['frame-src http://127.0.0.1:8080/club/widgets/preview']);
  });

  it('serve hashed assets as files, without the page policy', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { portalDir: portalDir() } });
    const res = await world.call('GET', '/assets/main-abc.js', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log(1)');
  });

  it('send a hashed file as Brotli or gzip as the request accepts, with Vary: Accept-Encoding, cached for a year', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { portalDir: builtPortalDir() } });
    const plain = await fetchRaw(world, '/assets/main-abc.js', {});
    const br = await fetchRaw(world, '/assets/main-abc.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    const gz = await fetchRaw(world, '/assets/main-abc.js', { 'Accept-Encoding': 'gzip' });
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
    expect(gunzipSync(gz.bytes).toString()).toBe(plain.bytes.toString());
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
    for (const { res } of [plain, br, gz]) {
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answer index.html and version.json with an ETag per encoding, and 304 to a request that has it', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { portalDir: builtPortalDir() } });
    for (const route of ['/', '/version.json', '/settings/2fa']) {
      const first = await fetchRaw(world, route, { 'Accept-Encoding': 'br' });
      const plain = await fetchRaw(world, route, {});
      const tag = first.res.headers.get('etag');
      expect(first.res.status, route).toBe(200);
      expect(first.res.headers.get('content-encoding'), route).toBe('br');
      expect(first.res.headers.get('cache-control'), route).toBe('no-cache');
      expect(tag, route).toMatch(/^"[0-9a-f]+"$/);
      expect(plain.res.headers.get('etag'), route).not.toBe(tag);
      const again = await fetchRaw(world, route, { 'Accept-Encoding': 'br', 'If-None-Match': tag! });
      expect(again.res.status, route).toBe(304);
      expect(again.bytes.length, route).toBe(0);
      expect(again.res.headers.get('etag'), route).toBe(tag);
      expect(again.res.headers.get('vary'), route).toMatch(/Accept-Encoding/);
      const stale = await fetchRaw(world, route, { 'Accept-Encoding': 'br', 'If-None-Match': '"0000"' });
      expect(stale.res.status, route).toBe(200);
    }
  });

  it("send a prerendered screen in the request's language (docs/spec.md §4), varying on Accept-Language", async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { portalDir: builtPortalDir() } });
    const cases: [string, string | undefined, string][] = [
      ['/login', 'de-CH,de;q=0.9,en;q=0.8', 'Anmelden'],
      ['/login', 'fr-FR,de;q=0.8', 'Anmelden'],
      ['/login', 'en-GB,de;q=0.5', 'Log in'],
      ['/login', undefined, 'Log in'],
      ['/register', 'de', 'Registrieren'],
      ['/register/abc123', 'de', 'Registrieren'],
    ];
    for (const [route, language, heading] of cases) {
      const res = await world.call('GET', route, {
        headers: { Accept: 'text/html', ...(language ? { 'Accept-Language': language } : {}) },
      });
      expect(res.status, `${route} ${language}`).toBe(200);
      expect(res.text, `${route} ${language}`).toContain(`<h1>${heading}</h1>`);
      expect(res.headers.get('vary'), route).toMatch(/Accept-Language/);
      expect(res.headers.get('content-security-policy'), route).toBe(portalCsp(world.config));
    }
    const other = await world.call('GET', '/register/abc/more', { headers: { Accept: 'text/html' } });
    expect(other.text).toContain('<div id="root">');
  });
});
