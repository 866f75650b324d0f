// docs/spec.md §10 "Roles and permissions", table-driven over every staff route of the generated
// OpenAPI document (each endpoint of the contract made with staffEndpoints): without a token 401; a
// member without the route's permission 403; with it, but through a ghost token, an API token or from
// a widget's host page, 403; with it in the portal, neither; and bad input 422 in Laravel's shape.
import { createTicket } from '../../../server/modules/support/repository-tickets.ts';
import { describe, expect, it } from 'vitest';
import { API_TOKEN_ABILITIES } from '../../../src/shared/contract/api-token-abilities.ts';
import { ENDPOINTS } from '../../../src/shared/contract/index.ts';
import { isStaffEndpoint, type StaffEndpoint } from '../../../src/shared/contract/staff-endpoint.ts';
import { STAFF_PERMISSIONS } from '../../../src/shared/contract/staff-roles.ts';
import { grantRole } from '../../../server/auth/staff-roles.ts';
import { grantPermission } from '../../../server/auth/repository-users.ts';
import { createAccessToken } from '../../../server/auth/tokens.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { sql } from '../../../server/db/open.ts';
import { cliActor } from '../../../server/audit/actors.ts';
import { createBatch } from '../../../server/modules/growing/batches.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { APP_URL, createWorld } from '../helpers.ts';

const WIDGET_HOST = 'https://club-site.example';
const seed = { id: null, label: 'seed', via: 'cli' } as const;

async function staffWorld(options: { demoData?: boolean } = {}) {
  const w = createWorld({ env: { WIDGET_ORIGINS: WIDGET_HOST } });
  if (options.demoData) await seedDatabase(w.app.deps);
  const board = await w.createUser({ email: 'vitest-board@club.test' });
  grantRole(w.app.deps, seed, board.id, 'board');
  // the board's role holds every permission but `prevention` (KCanG §23): this one is the officer too
  grantRole(w.app.deps, seed, board.id, 'prevention-officer');
  const token = (abilities: string[]) =>
    createAccessToken(w.app.deps, board, { name: 'vitest', abilities, lifetimeMinutes: 60, idleMinutes: 30 })
      .plainTextToken;
  return {
    w,
    board,
    session: w.tokenFor(board),
    ghost: token(['*', 'ghost']),
    apiToken: token([...API_TOKEN_ABILITIES]),
  };
}

const mounted = (w: ReturnType<typeof createWorld>) =>
  new Set(w.app.deps.routes.map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`));

function urlOf(endpoint: StaffEndpoint, userId: number): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'user' ? String(userId) : name === 'role' ? 'editor' : '1',
  );
}

const staffEndpoints = ENDPOINTS.filter(isStaffEndpoint);
const needed = (endpoint: StaffEndpoint) =>
  typeof endpoint.permission === 'string' ? [endpoint.permission] : endpoint.permission;

describe('every staff route', () => {
  it('is mounted, and there are staff routes to check.', async () => {
    const { w } = await staffWorld();
    const routes = mounted(w);
    expect(staffEndpoints.length).toBeGreaterThan(5);
    expect(staffEndpoints.filter((e) => !routes.has(`${e.method} ${e.path}`)).map((e) => e.path)).toEqual([]);
  });

  it("is the OpenAPI document's list: every /api/club operation there is a staff endpoint, and each of those is there.", async () => {
    const { w } = await staffWorld();
    const doc = (await w.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => path.startsWith('/api/club/') || operation.description?.startsWith('Staff area:'))
        .map(([method]) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(staffEndpoints.map((e) => `${e.method} ${e.path}`).sort());
  });

  it.each(staffEndpoints.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    '%s: 401 without a token, 403 without its permission, 403 for a ghost or API token or another origin',
    async (_name, endpoint) => {
      const { w, board, session, ghost, apiToken } = await staffWorld();
      const url = urlOf(endpoint, board.id);
      const call = (token?: string, headers: Record<string, string> = {}) =>
        w.call(endpoint.method.toUpperCase(), url, {
          token,
          headers,
          body: endpoint.method === 'get' ? undefined : {},
        });

      expect((await call()).status).toBe(401);

      // a member holding every staff permission but this route's
      const other = await w.createUser();
      for (const permission of STAFF_PERMISSIONS)
        if (!needed(endpoint).includes(permission))
          grantPermission(w.db, other.id, permission, toTimestamp(w.clock.now()));
      expect((await call(w.tokenFor(other))).status).toBe(403);

      expect((await call(ghost)).status).toBe(403);
      expect((await call(apiToken)).status).toBe(403);
      expect((await call(session, { Origin: WIDGET_HOST })).status).toBe(403);

      const allowed = await call(session, { Origin: new URL(APP_URL).origin });
      expect([401, 403]).not.toContain(allowed.status);
    },
  );
});

type Schema = { type?: string; enum?: unknown[]; anyOf?: Schema[]; properties?: Record<string, Schema> };
type Operation = {
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** A value the field's schema refuses, whatever its limits: the wrong type, or outside its list. */
function wrongValueFor(schema: Schema): unknown {
  const type = schema.type ?? schema.anyOf?.find((s) => s.type !== 'null')?.type;
  if (schema.enum) return 'not-in-the-list';
  if (type === 'integer' || type === 'number' || type === 'boolean') return 'not-a-value';
  if (type === 'object') return 'not-an-object';
  return ['not', 'a', 'string'];
}
/**
 * In a query every value is a string: one past any length, else not a number or not in the list.
 * A parameter with a default (`page`) is Laravel's paginator's: a bad one reads as the default.
 */
function wrongQueryValueFor(schema: Schema): string | null {
  if ('default' in schema) return null;
  if (schema.enum) return 'not-in-the-list';
  if (schema.type === 'integer' || schema.type === 'number') return 'not-a-number';
  const max = (schema as { maxLength?: number }).maxLength;
  return max ? 'x'.repeat(max + 1) : null;
}

/** An existing record for each path parameter, found by the collection it names (demo data seeded). */
const RECORDS: Record<string, string> = {
  orders: 'SELECT label AS v FROM wallet_orders LIMIT 1',
  withdrawals: 'SELECT label AS v FROM withdrawals LIMIT 1',
  'fee-plans': 'SELECT id AS v FROM fee_plans LIMIT 1',
  members: "SELECT id AS v FROM users WHERE email = 'demo@club.test'",
  staff: "SELECT id AS v FROM users WHERE email = 'demo@club.test'",
  tickets: 'SELECT id AS v FROM support_tickets LIMIT 1',
  'faq-categories': 'SELECT id AS v FROM faq_categories LIMIT 1',
  'faq-questions': 'SELECT id AS v FROM faq_questions LIMIT 1',
  'contact-categories': 'SELECT id AS v FROM contact_categories LIMIT 1',
  posts: 'SELECT id AS v FROM posts LIMIT 1',
  events: 'SELECT id AS v FROM appointments LIMIT 1',
  batches: 'SELECT id AS v FROM batches LIMIT 1',
  handovers: 'SELECT id AS v FROM growing_handovers LIMIT 1',
  applications: "SELECT id AS v FROM users WHERE email = 'demo@club.test'",
  volunteering: "SELECT id AS v FROM volunteer_hours WHERE status = 'pending' LIMIT 1",
  messages: `SELECT t.id AS v FROM support_tickets t JOIN contact_categories c ON c.id = t.contact_category_id
    WHERE c.confidential = 1 LIMIT 1`,
};

describe('every staff route with input', () => {
  it('answers bad input with 422 and field errors in Laravel shape, naming only its own fields.', async () => {
    const { w, session } = await staffWorld({ demoData: true });
    const portal = { Origin: new URL(APP_URL).origin };
    // a fee plan to edit (the demo data has none)
    const plan = await w.call('POST', '/api/club/fee-plans', {
      token: session,
      headers: portal,
      body: { name: 'Standard', amount_cents: 1500, interval: 'month' },
    });
    expect(plan.status).toBe(201);
    // a batch to act on (the demo data has none)
    const strain = sql(w.db, 'SELECT id FROM strains LIMIT 1').get() as { id: number };
    createBatch(w.app.deps, cliActor(), {
      strainId: strain.id,
      harvestedOn: '2026-01-02',
      dryWeightMg: 100_000,
      bestBefore: '2027-01-02',
      thcTenths: 180,
      cbdTenths: 5,
      now: toTimestamp(w.clock.now()),
    });
    // a message to the prevention officer (the demo data has none)
    const member = sql(w.db, "SELECT id FROM users WHERE email = 'demo@club.test'").get() as { id: number };
    const confidential = sql(w.db, "SELECT id FROM contact_categories WHERE slug = 'prevention'").get() as {
      id: number;
    };
    createTicket(w.db, {
      userId: member.id,
      categoryId: confidential.id,
      subject: 'A word in confidence',
      message: 'Can we talk?',
      now: toTimestamp(w.clock.now()),
    });
    const doc = (await w.call('GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const checked: string[] = [];
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.description?.startsWith('Staff area:')) continue;
        const body = operation.requestBody?.content['application/json']?.schema.properties ?? {};
        const query = Object.fromEntries(
          (operation.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p) => [p.name, wrongQueryValueFor(p.schema)] as const)
            .filter(([, value]) => value !== null),
        );
        if (Object.keys(body).length + Object.keys(query).length === 0) continue;
        // a field the test sent no value for may be named too (a required one left out), if documented
        const fields = [
          ...Object.keys(body),
          ...(operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ];
        const url = path.replace(/(\/([\w-]+))?\/\{(\w+)\}/g, (_, prefix: string | undefined, collection, name) => {
          if (name === 'role') return `${prefix ?? ''}/editor`;
          if (name === 'year') return `${prefix ?? ''}/${w.clock.now().getUTCFullYear()}`;
          const found = sql(w.db, RECORDS[collection] ?? 'SELECT NULL AS v').get() as { v: unknown } | undefined;
          expect([path, found?.v ?? null]).not.toEqual([path, null]);
          return `${prefix ?? ''}/${String(found!.v)}`;
        });
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const res = await w.call(method.toUpperCase(), search ? `${url}?${search}` : url, {
          token: session,
          headers: portal,
          body:
            method === 'get'
              ? undefined
              : Object.fromEntries(Object.entries(body).map(([name, schema]) => [name, wrongValueFor(schema)])),
        });
        const label = `${method.toUpperCase()} ${path}`;
        expect([label, res.status]).toEqual([label, 422]);
        expect(typeof res.body.message).toBe('string');
        const errors = Object.entries(res.body.errors as Record<string, unknown>);
        expect(errors.length).toBeGreaterThan(0);
        for (const [field, messages] of errors) {
          expect([label, field, fields.includes(field)]).toEqual([label, field, true]);
          expect(messages).toEqual([expect.any(String)]);
        }
        checked.push(label);
      }
    // the document's staff routes with input: the treasury, fees, support and office ones at least
    expect(checked).toEqual(expect.arrayContaining(['POST /api/club/fee-plans', 'GET /api/club/orders']));
    expect(checked.length).toBeGreaterThan(15);
  });
});
