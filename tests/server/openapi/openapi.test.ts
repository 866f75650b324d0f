// The contract is written down: every route of the app is in /api/openapi.json, generated from
// its endpoint's schemas, and every documented route exists (docs/architecture.md decisions 7, 15).
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { API_TOKEN_ABILITIES } from '../../../src/shared/contract/api-token-abilities.ts';
import { WIDGET_ABILITY, WIDGET_TOKEN_ABILITIES } from '../../../src/shared/contract/widget-token-abilities.ts';
import { createAccessToken, VERIFY_ABILITY } from '../../../server/auth/tokens.ts';
import { createServerRealtime } from '../../../server/realtime/broadcasting.ts';
import { silentLogger, type AppEnv } from '../../../server/http/env.ts';
import type { ServerModule } from '../../../server/http/module.ts';
import { serverModules } from '../../../server/modules/index.ts';
import { createWorld, testConfig } from '../helpers.ts';

const realtime = createServerRealtime(testConfig(), silentLogger);
afterAll(() => realtime.hub?.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function appRoutes(app: ReturnType<typeof createWorld>['app']): string[] {
  const routes = app.routes
    .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
    .map((route) => `${route.method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(routes)].sort();
}

function documentedRoutes(doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

describe('OpenAPI document', () => {
  const world = createWorld({ realtime: realtime.routes });

  it('is OpenAPI 3.1 served at /api/openapi.json', async () => {
    const res = await world.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const doc = (await world.call('GET', '/api/openapi.json')).body;
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('documents every route of the app and no route that does not exist', async () => {
    const doc = (await world.call('GET', '/api/openapi.json')).body;
    expect(documentedRoutes(doc)).toEqual(appRoutes(world.app));
  });

  it('leaves out a route that has no endpoint in src/shared/contract, so the rule above fails for it', async () => {
    const unlisted: ServerModule = {
      id: 'unlisted',
      api: () => new Hono<AppEnv>().get('/unlisted', (c) => c.json({})),
    };
    const w = createWorld({ modules: [...serverModules, unlisted] });
    const doc = (await w.call('GET', '/api/openapi.json')).body;
    expect(appRoutes(w.app)).toContain('GET /api/unlisted');
    expect(documentedRoutes(doc)).not.toContain('GET /api/unlisted');
  });

  it('covers the realtime routes when they are mounted', async () => {
    const doc = (await world.call('GET', '/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/broadcasting/auth', '/apps/{appId}/events']));
  });

  it('resolves every $ref to a component', async () => {
    const doc = (await world.call('GET', '/api/openapi.json')).body;
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(schemas|responses)\/(\w+)"/g)].map(
      (m) => `${m[1]}.${m[2]}`,
    );
    expect(refs).toContain('schemas.User');
    expect(refs).toContain('schemas.Message');
    for (const ref of new Set(refs)) {
      const [kind, name] = ref.split('.');
      expect(doc.components[kind][name], ref).toBeDefined();
    }
  });

  it('gives every operation a summary and at least one response', async () => {
    const doc = (await world.call('GET', '/api/openapi.json')).body;
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, { summary?: string; responses?: object }>>,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('names in security the token ability each route demands: a token without it gets 403, a token with it gets past the check', async () => {
    const doc = (await world.call('GET', '/api/openapi.json')).body;
    // A fresh member per operation: two probes each, over 70 operations, would pass API_RATE_LIMIT for one member.
    const tokenWith = (user: { id: number }, abilities: string[]) =>
      createAccessToken(world.app.deps, user, { name: 'probe', abilities, lifetimeMinutes: null, idleMinutes: null })
        .plainTextToken;
    // a widget token's abilities too (docs/contracts.md §7.7); its marker `widget` makes a widget token,
    // whose refusal says more than 'Invalid ability provided.' (tests/server/auth/widget-tokens.test.ts)
    const known = [...new Set(['*', VERIFY_ABILITY, ...API_TOKEN_ABILITIES, ...WIDGET_TOKEN_ABILITIES])];
    const invalidAbility = (res: { status: number; body: any }) =>
      res.status === 403 && res.body?.message === 'Invalid ability provided.';
    let checked = 0;
    for (const [path, item] of Object.entries(
      doc.paths as Record<string, Record<string, { security?: Record<string, string[]>[] }>>,
    )) {
      for (const [method, operation] of Object.entries(item)) {
        const demanded = operation.security?.find((requirement) => 'bearerAuth' in requirement)?.bearerAuth;
        if (!demanded) continue;
        const where = `${method.toUpperCase()} ${path} needs ${demanded.join(', ')}`;
        expect(demanded.length, where).toBeGreaterThan(0);
        expect(known, where).toEqual(expect.arrayContaining(demanded));
        const url = path.replace(/\{\w+\}/g, '1');
        // Every other ability there is, the pending login's `verify` included ('*' only when not demanded).
        const others = known.filter(
          (ability) => !demanded.includes(ability) && ability !== '*' && ability !== WIDGET_ABILITY,
        );
        const user = await world.createUser();
        expect(
          invalidAbility(await world.call(method, url, { token: tokenWith(user, others) })),
          `${where}: refused without it`,
        ).toBe(true);
        expect(
          invalidAbility(await world.call(method, url, { token: tokenWith(user, demanded) })),
          `${where}: let through with it`,
        ).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
