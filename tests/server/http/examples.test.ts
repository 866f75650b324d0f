// The widget examples at /examples/ (server/http/examples.ts) and the second origin they run on in
// demo mode (config.ts loopbackTwin): templated pages, the strict CSP, CORS for the twin origin.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedOrigins, loopbackTwin } from '../../../server/config.ts';
import { strictWidgetCsp } from '../../../server/http/examples.ts';
import { createWorld, testConfig } from '../helpers.ts';

const examplesDir = path.resolve(import.meta.dirname, '../../../examples');
const LOCAL = {
  APP_URL: 'http://127.0.0.1:8080',
  PUSHER_HOST: '127.0.0.1',
  PUSHER_PORT: '8080',
  PUSHER_SCHEME: 'http',
};

describe('the example pages', () => {
  it('name the club server ({{CLUB_URL}}) in the script tag, so a page works on any port.', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { examplesDir } });
    const res = await world.call('GET', '/examples/host-site/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<script src="http://127.0.0.1:8080/embed/club-widgets.js" defer');
    expect(res.text).toContain('data-api="http://127.0.0.1:8080/api"');
    expect(res.text).not.toContain('{{');
  });

  it('link the cross-origin example on the loopback twin of APP_URL.', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { examplesDir } });
    expect((await world.call('GET', '/examples/')).text).toContain(
      'href="http://localhost:8080/examples/cross-origin/"',
    );
  });

  it('send the strict Content-Security-Policy with the strict-CSP page only.', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { examplesDir } });
    const strict = await world.call('GET', '/examples/strict-csp/');
    expect(strict.headers.get('content-security-policy')).toBe(strictWidgetCsp(world.config));
    expect((await world.call('GET', '/examples/host-site/')).headers.get('content-security-policy')).toBeNull();
  });

  it('redirect a page directory without its trailing slash (its relative links need it).', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { examplesDir } });
    const res = await world.call('GET', '/examples/strict-csp');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/examples/strict-csp/');
  });

  it('serve the pages’ own files as they are and nothing outside examples/.', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { examplesDir } });
    const css = await world.call('GET', '/examples/host-site/site.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await world.call('GET', '/examples/..%2f..%2fpackage.json')).status).toBe(404);
  });
});

describe('a malformed path under /examples/', () => {
  it('answers 404, not 500, for a malformed percent escape (%zz)', async () => {
    const world = createWorld({ env: LOCAL, staticDirs: { examplesDir } });
    for (const route of ['/examples/%zz', '/examples/host-site/%E0%A4%A'])
      expect((await world.call('GET', route)).status).toBe(404);
  });
});

describe('the strict policy', () => {
  it('allows scripts from the page’s origin and the club server only, styles from the page’s origin, and connections to the API and its websocket.', () => {
    const policy = strictWidgetCsp(testConfig(LOCAL));
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        "script-src 'self' http://127.0.0.1:8080",
        "style-src 'self'",
        'connect-src http://127.0.0.1:8080 ws://127.0.0.1:8080',
        "default-src 'none'",
      ]),
    );
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('names wss:// for a TLS websocket server.', () => {
    const policy = strictWidgetCsp(
      testConfig({
        APP_URL: 'https://club.example',
        BROADCAST_DRIVER: 'pusher',
        PUSHER_HOST: 'ws.club.example',
        PUSHER_PORT: '443',
        PUSHER_SCHEME: 'https',
      }),
    );
    expect(policy).toContain('connect-src https://club.example wss://ws.club.example:443');
  });
});

describe('the loopback twin', () => {
  it('swaps localhost and 127.0.0.1 and keeps the port; any other host has none.', () => {
    expect(loopbackTwin('http://localhost:8080')).toBe('http://127.0.0.1:8080');
    expect(loopbackTwin('http://127.0.0.1:9000/')).toBe('http://localhost:9000');
    expect(loopbackTwin('https://club.example')).toBeNull();
  });

  it('is admitted by CORS (and the websocket origin check) in demo mode only.', () => {
    expect(allowedOrigins(testConfig({ APP_URL: 'http://localhost:8080', APP_DEMO: 'true' }))).toContain(
      'http://127.0.0.1:8080',
    );
    expect(allowedOrigins(testConfig({ APP_URL: 'http://localhost:8080', APP_DEMO: 'false' }))).not.toContain(
      'http://127.0.0.1:8080',
    );
  });

  it('gets CORS answers for the API from the twin origin in demo mode.', async () => {
    const world = createWorld({ env: { APP_URL: 'http://localhost:8080' } });
    const res = await world.call('GET', '/api/config', { headers: { Origin: 'http://127.0.0.1:8080' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
  });
});
