// The 422 answers of every documented write (and every documented query) to the same bad input,
// in English and German, kept as a snapshot: the wording of Laravel's messages, the field names
// and the order of the errors stay what members and clients see today (docs/contracts.md §3.2).
// Each route gets a fresh demo club; each value goes into every documented field at once.
import { afterAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { silentLogger } from '../../../server/http/env.ts';
import { createServerRealtime } from '../../../server/realtime/broadcasting.ts';
import { createWorld, testConfig, type World } from '../helpers.ts';

type Operation = {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

const realtime = createServerRealtime(testConfig(), silentLogger);
afterAll(() => realtime.hub?.close());

const DEMO_PASSWORD = 'demo-member-2026';

/** Rate limits are not under test here: every value must reach validation. */
// CLUB_KIND general: the bonus list answers (a cannabis club has none, KCanG §6).
const ENV = { API_RATE_LIMIT: '100000', CLUB_KIND: 'general' };

/** Bad (and a few plausible) values, each sent in every field of the body at once. */
const BODY_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  [],
  ['a'],
  {},
  { a: 1 },
  '',
  '   ',
  'x',
  '1',
  'x'.repeat(300),
  'x'.repeat(5000),
  'a\u0000b',
  '\u202Eevil',
  'no-at-sign',
  'a@b.c',
  '12.50',
  '2000-01-01',
  'DE',
  'DE89370400440532013000',
];
const QUERY_VALUES = ['', 'x', '0', '-1', '1', '2', '1.5', 'x'.repeat(300), 'deposit', 'past', 'all'];

async function documentedRoutes() {
  const w = createWorld({ env: ENV, realtime: realtime.routes });
  const doc = (await w.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        abilities: (operation.security ?? []).flatMap((s) => (s as { bearerAuth?: string[] }).bearerAuth ?? []),
        // sorted: the snapshot records which fields were sent, not the order a document lists them in
        fields: Object.values(operation.requestBody?.content ?? {})
          .flatMap((media) => Object.keys(media.schema?.properties ?? {}))
          .sort(),
        query: (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => p.name)
          .sort(),
      })),
    )
    .filter((route) => route.method !== 'GET' || route.query.length > 0);
}

/** The path with the demo member's real ids where a handler finds the thing before it reads the body. */
async function pathFor(w: World, token: string, path: string): Promise<string> {
  const get = async (url: string) => (await w.call('GET', url, { token })).body;
  const replace = async (pattern: string, id: () => Promise<string | number>) =>
    path.startsWith(pattern) ? path.replace(pattern, pattern.replace(/\{\w+\}/, String(await id()))) : path;
  path = await replace(
    '/api/support/contact/{category}',
    async () => (await get('/api/support/contact/categories'))[0].slug,
  );
  path = await replace(
    '/api/support/tickets/{id}',
    async () => (await get('/api/support/tickets')).data.find((t: { status: string }) => t.status !== 'closed').id,
  );
  path = await replace('/api/chat/conversations/{id}', async () => (await get('/api/chat/conversations')).data[0].id);
  path = await replace(
    '/api/appointments/{id}',
    async () => (await get('/api/appointments')).data.find((a: { can_register: boolean }) => a.can_register).id,
  );
  return path.replace(/\{\w+\}/g, 'x1');
}

const ROUTES = await documentedRoutes();

describe("422 answers to bad input, in English and German, as they were when the contract's schemas came", () => {
  it('walks every documented write', () => {
    expect(ROUTES.filter((r) => r.method !== 'GET').length).toBeGreaterThan(45);
  });

  for (const { method, path, abilities, fields, query } of ROUTES) {
    it(`${method} ${path}`, async () => {
      const w = createWorld({ env: ENV, realtime: realtime.routes });
      await seedDatabase(w.app.deps);
      const demo = findUserByEmail(w.db, 'demo@club.test')!;
      // Ghost mode is for staff; the verification step takes the pending token of the password step.
      const caller = path.startsWith('/api/ghost-mode') ? findUserByEmail(w.db, 'staff@club.test')! : demo;
      // A token per request: a route that ends the session (logout) must not end the walk.
      const token = async () =>
        abilities.includes('verify')
          ? { token: await w.loginPending(demo.email, DEMO_PASSWORD, '10.7.0.1') }
          : abilities.length > 0
            ? { token: w.tokenFor(caller) }
            : {};
      const url = await pathFor(w, w.tokenFor(demo), path);
      const answers: unknown[] = [];
      const values = method === 'GET' ? QUERY_VALUES : BODY_VALUES;
      for (const [i, value] of values.entries()) {
        for (const language of ['en', 'de']) {
          w.clock.advance(3_600_000); // past every route's own limit window
          const request =
            method === 'GET'
              ? { target: `${url}?${new URLSearchParams(query.map((q) => [q, value as string]))}` }
              : { target: url, body: Object.fromEntries(fields.map((field) => [field, value])) };
          const res = await w.call(method, request.target, {
            ...(await token()),
            ip: `10.6.0.${i}`,
            headers: { 'Accept-Language': language },
            ...(method === 'GET' ? {} : { body: request.body }),
          });
          answers.push({
            value: JSON.stringify(value)?.slice(0, 24),
            language,
            status: res.status,
            ...(res.status === 422 ? { answer: res.body } : {}),
          });
        }
      }
      expect({ fields, query, answers }).toMatchSnapshot();
    });
  }
});
