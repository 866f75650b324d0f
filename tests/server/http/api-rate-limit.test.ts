// The API rate limit (Laravel's throttle:api, API_RATE_LIMIT per minute): every /api route counts,
// keyed by the member with a valid Bearer token, otherwise by the client IP.
import { afterAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../../server/auth/tokens.ts';
import { createServerRealtime } from '../../../server/realtime/broadcasting.ts';
import { silentLogger } from '../../../server/http/env.ts';
import { setMaintenance } from '../../../server/db/app-state.ts';
import { createWorld, testConfig, type World } from '../helpers.ts';

const realtime = createServerRealtime(testConfig(), silentLogger);
afterAll(() => realtime.hub?.close());

const limited = (perMinute: number) =>
  createWorld({ env: { API_RATE_LIMIT: String(perMinute) }, realtime: realtime.routes });

async function member(w: World) {
  const user = await w.createUser();
  return { user, token: w.tokenFor(user) };
}

function expectTooManyAttempts(res: { status: number; headers: Headers; body: unknown }, where: string, limit = '1') {
  expect(res.status, where).toBe(429);
  expect(res.body, where).toEqual({ message: 'Too Many Attempts.' });
  expect(Number(res.headers.get('retry-after')), where).toBeGreaterThan(0);
  expect(res.headers.get('x-ratelimit-limit'), where).toBe(limit);
  expect(res.headers.get('x-ratelimit-remaining'), where).toBe('0');
  expect(res.headers.get('x-ratelimit-reset'), where).toMatch(/^\d+$/);
}

describe('API rate limit on every route', () => {
  it('answers 429 with Retry-After on every documented /api route once the member has used up the limit, and documents it.', async () => {
    const w = limited(1);
    const doc = (await w.call('GET', '/api/openapi.json', { ip: '10.9.9.9' })).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths).filter(
      ([p]) => p.startsWith('/api/') && p !== '/api/broadcasting/auth',
    )) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        const url = path.replace(/\{\w+\}/g, '1');
        // Two tokens of one fresh member: the key is the member, and a route that revokes the token it was called with (logout) still counts.
        const { user, token } = await member(w);
        const second = createAccessToken(w.app.deps, user, {
          name: 'second',
          lifetimeMinutes: 60,
          idleMinutes: null,
        }).plainTextToken;
        expect((await w.call(method, url, { token })).status, where).not.toBe(429);
        expectTooManyAttempts(await w.call(method, url, { token: second }), where);
        expect(operation.responses[429], `${where} documents 429`).toBeDefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('does not count channel auth (Broadcast::routes lives outside the api group; pusher-js does not retry a refused subscription).', async () => {
    const w = limited(1);
    const { user, token } = await member(w);
    await w.call('GET', '/api/user', { token });
    expect((await w.call('GET', '/api/user', { token })).status).toBe(429);
    const auth = { socket_id: '1.2', channel_name: `private-App.Models.User.${user.id}` };
    for (let i = 0; i < 3; i++)
      expect((await w.call('POST', '/api/broadcasting/auth', { token, body: auth })).status).toBe(200);
    const doc = (await w.call('GET', '/api/openapi.json', { ip: '10.9.9.9' })).body;
    expect(doc.paths['/api/broadcasting/auth'].post.responses[429]).toBeUndefined();
  });
});

describe('API rate limit rules', () => {
  it('counts per member: another member, from the same IP, is not affected.', async () => {
    const w = limited(2);
    const mia = await member(w);
    const ada = await member(w);
    for (let i = 0; i < 2; i++) expect((await w.call('GET', '/api/user', { token: mia.token })).status).toBe(200);
    expectTooManyAttempts(await w.call('GET', '/api/user', { token: mia.token }), 'mia', '2');
    expect((await w.call('GET', '/api/user', { token: ada.token })).status).toBe(200);
  });

  it('counts a member on all devices together, whatever the IP.', async () => {
    const w = limited(2);
    const { user, token } = await member(w);
    const phone = w.tokenFor(user);
    await w.call('GET', '/api/user', { token, ip: '10.1.0.1' });
    await w.call('GET', '/api/user/header', { token: phone, ip: '10.1.0.2' });
    expectTooManyAttempts(await w.call('GET', '/api/wallet', { token, ip: '10.1.0.3' }), 'third device', '2');
  });

  it('counts guests per IP: another IP is not affected.', async () => {
    const w = limited(2);
    for (let i = 0; i < 2; i++) expect((await w.call('GET', '/api/config', { ip: '10.2.0.1' })).status).toBe(200);
    expectTooManyAttempts(await w.call('GET', '/api/terms', { ip: '10.2.0.1' }), 'same IP', '2');
    expect((await w.call('GET', '/api/config', { ip: '10.2.0.2' })).status).toBe(200);
  });

  it('counts guests behind the proxy (TRUST_PROXY) by the address the proxy saw, so made-up X-Forwarded-For entries buy no fresh allowance.', async () => {
    const w = createWorld({ env: { API_RATE_LIMIT: '2', TRUST_PROXY: 'true' }, realtime: realtime.routes });
    // As a proxy appends: what the client sent, then the address it came from.
    const via = (made: string, client: string) => ({
      ip: '10.0.0.1',
      headers: { 'X-Forwarded-For': `${made}, ${client}` },
    });
    for (let i = 0; i < 2; i++)
      expect((await w.call('GET', '/api/config', via(`198.51.100.${i}`, '203.0.113.7'))).status).toBe(200);
    expectTooManyAttempts(
      await w.call('GET', '/api/config', via('198.51.100.9', '203.0.113.7')),
      'a third made-up entry',
      '2',
    );
    expect((await w.call('GET', '/api/config', via('198.51.100.9', '203.0.113.8'))).status).toBe(200);
  });

  it('counts a forged, revoked or expired token against the IP, so made-up tokens buy no fresh allowance.', async () => {
    const w = limited(3);
    const { user } = await member(w);
    const expired = createAccessToken(w.app.deps, user, {
      name: 'old',
      lifetimeMinutes: 1,
      idleMinutes: null,
    }).plainTextToken;
    w.clock.advance(120_000);
    const ip = '10.3.0.1';
    expect((await w.call('GET', '/api/user', { token: '999|forged-one', ip })).status).toBe(401);
    expect((await w.call('GET', '/api/config', { token: `${user.id}|forged-two`, ip })).status).toBe(200);
    expect((await w.call('GET', '/api/user', { token: expired, ip })).status).toBe(401);
    expectTooManyAttempts(
      await w.call('GET', '/api/user', { token: '999|forged-three', ip }),
      'fourth forged token',
      '3',
    );
    expectTooManyAttempts(await w.call('GET', '/api/config', { ip }), 'same IP without a token', '3');
    expect((await w.call('GET', '/api/user', { token: w.tokenFor(user), ip })).status).toBe(200);
  });

  it('tells the limit and what is left on normal answers and on errors (X-RateLimit-Limit, X-RateLimit-Remaining).', async () => {
    const w = createWorld();
    const { token } = await member(w);
    const first = await w.call('GET', '/api/user', { token });
    const second = await w.call('PUT', '/api/user/settings/account', { token, body: { name: '' } });
    expect([first.status, first.headers.get('x-ratelimit-limit'), first.headers.get('x-ratelimit-remaining')]).toEqual([
      200,
      '120',
      '119',
    ]);
    expect([
      second.status,
      second.headers.get('x-ratelimit-limit'),
      second.headers.get('x-ratelimit-remaining'),
    ]).toEqual([422, '120', '118']);
  });

  it('lets the member in again when the minute is over (Retry-After).', async () => {
    const w = limited(1);
    const { token } = await member(w);
    await w.call('GET', '/api/user', { token });
    const refused = await w.call('GET', '/api/user', { token });
    w.clock.advance(Number(refused.headers.get('retry-after')) * 1000);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
  });

  it('is off with API_RATE_LIMIT=0: no 429 and no X-RateLimit headers.', async () => {
    const w = limited(0);
    const { token } = await member(w);
    const answers = [];
    for (let i = 0; i < 130; i++) answers.push(await w.call('GET', '/api/user', { token }));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(answers[0].headers.get('x-ratelimit-limit')).toBeNull();
    const doc = (await w.call('GET', '/api/openapi.json')).body;
    expect(doc.paths['/api/user'].get.responses[429]).toBeUndefined();
  });

  it('keeps a route’s own limit in the headers and its 429 (Remaining 0 of the route’s limit).', async () => {
    const w = limited(100);
    for (let i = 0; i < 10; i++) await w.call('POST', '/api/auth/register', { body: {}, ip: '10.4.0.1' });
    const res = await w.call('POST', '/api/auth/register', { body: {}, ip: '10.4.0.1' });
    expectTooManyAttempts(res, 'registration limit', '10');
  });

  it('answers 503 in maintenance mode before counting, and CORS preflights uncounted.', async () => {
    const w = limited(1);
    const { token } = await member(w);
    const preflight = {
      headers: {
        Origin: 'http://club.test',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    };
    for (let i = 0; i < 3; i++)
      expect((await w.call('OPTIONS', '/api/user', { ...preflight, token })).status).toBe(204);
    setMaintenance(w.db, { since: '2026-01-01T10:00:00Z', retry: 60 }, '2026-01-01T10:00:00Z');
    for (let i = 0; i < 3; i++) expect((await w.call('GET', '/api/user', { token })).status).toBe(503);
    setMaintenance(w.db, null, '2026-01-01T10:00:00Z');
    expect((await w.call('GET', '/api/user', { token })).status).toBe(200);
  });

  it('does not count a guest route called with a token as use of the token (the idle timeout runs on).', async () => {
    const w = createWorld();
    const { token } = await member(w);
    w.clock.advance(20 * 60_000);
    expect((await w.call('GET', '/api/config', { token })).status).toBe(200);
    w.clock.advance(15 * 60_000);
    expect((await w.call('GET', '/api/user', { token })).status).toBe(401);
  });
});
