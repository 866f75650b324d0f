// Bad input on every documented API route: malformed JSON, oversized bodies and bodies of wrong
// types get a 4xx in Laravel's shape, never a 5xx.
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { createWorld, type World } from '../helpers.ts';

type Operation = { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } };

// Each walk sends every route within one minute of the manual clock, as one member or from one IP:
// more than API_RATE_LIMIT's default allows, and the limit is not what is under test here (it has
// its own walk in api-rate-limit.test.ts), so it is raised out of reach.
const WALK_ENV = { API_RATE_LIMIT: '100000' };

async function documentedApiRoutes() {
  const w = createWorld();
  const doc = (await w.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        fields: Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
          Object.keys(media.schema?.properties ?? {}),
        ),
      })),
    );
}

const placeholders = (path: string) => path.replace(/\{\w+\}/g, 'x1');

/** The demo club (server/db/seed.ts) and its member demo@club.test, with a full session token. */
async function demoWorld(): Promise<{ w: World; token: () => string }> {
  const w = createWorld({ env: WALK_ENV });
  await seedDatabase(w.app.deps);
  const demo = findUserByEmail(w.db, 'demo@club.test')!;
  // A token per request: a route that ends the session (logout) must not end the walk.
  return { w, token: () => w.tokenFor(demo) };
}

/**
 * The path with real ids of the demo member's things where the handler looks them up before it
 * reads the body (contact category, ticket, conversation, bookable appointment); x1 elsewhere.
 */
async function realIds(w: World, token: string): Promise<(path: string) => string> {
  const get = async (path: string) => (await w.call('GET', path, { token })).body;
  const category = (await get('/api/support/contact/categories'))[0].slug as string;
  const ticket = (await get('/api/support/tickets')).data.find((t: { status: string }) => t.status !== 'closed')
    .id as number;
  const conversation = (await get('/api/chat/conversations')).data[0].id as number;
  const appointment = (await get('/api/appointments')).data.find((a: { can_register: boolean }) => a.can_register)
    .id as number;
  return (path) =>
    placeholders(
      path
        .replace('/api/support/contact/{category}', `/api/support/contact/${category}`)
        .replace('/api/support/tickets/{id}', `/api/support/tickets/${ticket}`)
        .replace('/api/chat/conversations/{id}', `/api/chat/conversations/${conversation}`)
        .replace('/api/appointments/{id}', `/api/appointments/${appointment}`),
    );
}

const JUNK: unknown[] = [null, 0, -1, 1e308, true, [], ['a'], {}, { $ne: 1 }, 'x'.repeat(5000), '\u0000', '<script>'];
const COMMON_FIELDS = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'terms',
  'ref_hash',
  'language',
  'device_name',
  'code',
  'recovery_code',
  'token',
];

describe('bad input on every API route', () => {
  it('answers malformed JSON with 400 on every route taking a body', async () => {
    const w = createWorld({ env: WALK_ENV });
    const token = w.tokenFor(await w.createUser());
    for (const { method, path } of (await documentedApiRoutes()).filter((r) => r.method !== 'GET')) {
      const res = await w.call(method, placeholders(path), { raw: '{"email": "a@b.c", ', token });
      expect([res.status, path]).toEqual([400, path]);
      expect(res.body.message).toBeTypeOf('string');
    }
  });

  it('answers a body over 1 MB with 413 on every route taking a body', async () => {
    const w = createWorld({ env: WALK_ENV });
    const big = JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 1) });
    for (const { method, path } of (await documentedApiRoutes()).filter((r) => r.method !== 'GET')) {
      expect([(await w.call(method, placeholders(path), { raw: big })).status, path]).toEqual([413, path]);
    }
  });
});

// One test per documented route (each a fresh demo club, so one route's success cannot change what
// the next finds): the walk as one test did ~100 routes' work inside one test's time limit, which
// a loaded machine overran; a failure now names its route.
const ROUTES = await documentedApiRoutes();

describe('wrong types in every field of every API route, with or without a token', () => {
  for (const { method, path, fields } of ROUTES) {
    it(`never answers 5xx: ${method} ${path}`, async () => {
      const { w, token } = await demoWorld(); // fresh counters per route, so validation is reached rather than a rate limit
      const url = (await realIds(w, token()))(path);
      const real = url !== placeholders(path);
      for (const [i, value] of JUNK.entries()) {
        w.clock.advance(3_600_000); // past every route's own limit window (the contact form's is 10 an hour), so each value reaches validation
        const body = Object.fromEntries([...COMMON_FIELDS, ...fields].map((field) => [field, value]));
        for (const auth of [{ token: token() }, {}]) {
          const options = { ...auth, ip: `10.5.0.${i}`, ...(method === 'GET' ? {} : { body }) };
          const res = await w.call(method, `${url}${method === 'GET' ? '?page=%00' : ''}`, options);
          const where = `${method} ${url} ${'token' in auth ? 'with' : 'without'} a token ${JSON.stringify(value)?.slice(0, 20)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status === 422) expect(Object.keys(res.body)).toEqual(['message', 'errors']);
          if (real && 'token' in auth)
            expect([404, 429], `${where}: the id is found and the body read`).not.toContain(res.status);
        }
      }
    });
  }

  it("reads the body of routes with an id: their paths carry the demo member's real ids", async () => {
    const { w, token } = await demoWorld();
    const withIds = await realIds(w, token());
    const withRealIds = ROUTES.filter(({ method, path }) => method !== 'GET' && withIds(path) !== placeholders(path));
    // contact form, ticket reply, chat message and read, ticket booking
    expect(withRealIds.length).toBeGreaterThanOrEqual(4);
  });
});
