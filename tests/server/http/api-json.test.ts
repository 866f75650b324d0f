// apiJson (server/http/platform.ts): the answers of the most frequent reads carry every header the
// platform sets on any other /api answer, from a table built once (docs/architecture.md decision 13).
import { describe, expect, it } from 'vitest';
import { HSTS } from '../../../server/http/security-headers.ts';
import { createWorld } from '../helpers.ts';

const PLATFORM_HEADERS = [
  'content-type',
  'cache-control',
  'x-content-type-options',
  'strict-transport-security',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'vary',
];

const pick = (headers: Headers) => Object.fromEntries(PLATFORM_HEADERS.map((name) => [name, headers.get(name)]));

describe('apiJson answers', () => {
  it('carry the same platform headers as an answer the platform completes (GET user/header beside GET wallet)', async () => {
    const w = createWorld({ env: { APP_URL: 'https://club.example', WIDGET_ORIGINS: 'https://partner.example' } });
    const token = w.tokenFor(await w.createUser());
    for (const origin of ['https://partner.example', 'https://evil.example']) {
      const fast = await w.call('GET', '/api/user/header', { token, headers: { Origin: origin } });
      const completed = await w.call('GET', '/api/wallet', { token, headers: { Origin: origin } });
      expect(fast.status).toBe(200);
      expect(completed.status).toBe(200);
      expect(pick(fast.headers), origin).toEqual(pick(completed.headers));
    }
    const fast = await w.call('GET', '/api/user/header', { token, headers: { Origin: 'https://partner.example' } });
    expect(pick(fast.headers)).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': HSTS,
      'access-control-allow-origin': 'https://partner.example',
      vary: 'Origin',
    });
  });

  it('read Origin and Accept from the Node request over a socket as in-process (c.env.incoming.headers)', async () => {
    const w = createWorld({ env: { APP_URL: 'https://club.example', WIDGET_ORIGINS: 'https://partner.example' } });
    const token = w.tokenFor(await w.createUser());
    const server = await w.listen();
    try {
      for (const origin of ['https://partner.example', 'https://evil.example']) {
        const socket = await server.request('GET', '/api/user/header', { token, headers: { Origin: origin } });
        const inProcess = await w.call('GET', '/api/user/header', { token, headers: { Origin: origin } });
        expect(socket.status).toBe(200);
        expect(pick(socket.headers), origin).toEqual(pick(inProcess.headers));
      }
      const unsupported = await server.request('GET', '/api/user/header', {
        token,
        headers: { Accept: 'application/vnd.club.v2+json' },
      });
      expect(unsupported.status).toBe(406);
    } finally {
      await server.close();
    }
  });
});
