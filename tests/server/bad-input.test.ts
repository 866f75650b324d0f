// Bad input on every documented API route: malformed JSON, oversized bodies and bodies of wrong
// types get a 4xx in Laravel's shape, never a 5xx.
import { describe, expect, it } from 'vitest';
import { createWorld } from './helpers.ts';

async function documentedApiRoutes() {
  const w = createWorld();
  const doc = (await w.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) => Object.keys(item).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{(\w+)\}/g, 'x1') })));
}

const JUNK: unknown[] = [null, 0, -1, 1e308, true, [], ['a'], {}, { $ne: 1 }, 'x'.repeat(5000), '\u0000', '<script>'];

describe('bad input on every API route', () => {
  it('answers malformed JSON with 400 on every route taking a body', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    for (const { method, path } of (await documentedApiRoutes()).filter((r) => r.method !== 'GET')) {
      const res = await w.call(method, path, { raw: '{"email": "a@b.c", ', token });
      expect([res.status, path]).toEqual([400, path]);
      expect(res.body.message).toBeTypeOf('string');
    }
  });

  it('answers a body over 1 MB with 413 on every route taking a body', async () => {
    const w = createWorld();
    const big = JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 1) });
    for (const { method, path } of (await documentedApiRoutes()).filter((r) => r.method !== 'GET')) {
      expect([(await w.call(method, path, { raw: big })).status, path]).toEqual([413, path]);
    }
  });

  it('never answers 5xx to fields of the wrong type, with or without a token', async () => {
    const fields = ['name', 'email', 'password', 'password_confirmation', 'terms', 'ref_hash', 'language', 'device_name', 'code', 'recovery_code', 'token'];
    for (const { method, path } of await documentedApiRoutes()) {
      const w = createWorld(); // fresh counters per route, so validation is reached rather than a rate limit
      const user = await w.createUser({ email: 'mia@club.test' });
      for (const [i, value] of JUNK.entries()) {
        const body = Object.fromEntries(fields.map((field) => [field, value]));
        const options = { token: w.tokenFor(user), ip: `10.5.0.${i}`, ...(method === 'GET' ? {} : { body }) };
        const res = await w.call(method, `${path}${method === 'GET' ? '?page=%00' : ''}`, options);
        expect(res.status, `${method} ${path} ${JSON.stringify(value)?.slice(0, 20)}`).toBeLessThan(500);
        if (res.status === 422) expect(Object.keys(res.body)).toEqual(['message', 'errors']);
      }
    }
  });
});
