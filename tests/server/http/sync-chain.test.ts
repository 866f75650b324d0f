// A route's middleware and handler as one step (server/http/sync-chain.ts): hono/compose's rules,
// without a promise where no step makes one (docs/architecture.md decision 13).
import { describe, expect, it } from 'vitest';
import { Hono, type ErrorHandler } from 'hono';
import { CachedRouter } from '../../../server/http/route-cache.ts';
import { asOneStep, type RouteEntry } from '../../../server/http/sync-chain.ts';
import { createWorld } from '../helpers.ts';

const onError: ErrorHandler = (error, c) => c.json({ message: error.message }, 500);

function appOfOneStep() {
  const app = new Hono({ router: new CachedRouter<RouteEntry>(asOneStep(onError)) });
  app.onError(onError);
  return app;
}

/** The same routes on Hono's own router and compose, and on ours: each answer must match. */
function bothWays(define: (app: Hono) => void) {
  const plain = new Hono();
  plain.onError(onError);
  const ours = appOfOneStep();
  define(plain);
  define(ours);
  return { plain, ours };
}

async function answer(app: Hono, path: string, init?: RequestInit) {
  const res = await app.request(path, init);
  return { status: res.status, trail: res.headers.get('x-trail'), body: await res.text() };
}

/**
 * A member's second GET user/header on a server with `apiRateLimit` (the first read fills the kept
 * row and text), as the app handed it back: a Response, or a promise of one (wrapped, not awaited).
 */
async function secondHeaderAnswer(apiRateLimit: string): Promise<{ answer: Response | Promise<Response> }> {
  const w = createWorld({ env: { API_RATE_LIMIT: apiRateLimit } });
  const token = w.tokenFor(await w.createUser());
  const ask = () =>
    w.app.request(
      '/api/user/header',
      { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
      { incoming: { socket: { remoteAddress: '10.0.0.1' } } },
    );
  await ask();
  return { answer: ask() };
}

describe('a route as one step', () => {
  it('answers without a promise when no step returns one', async () => {
    const app = appOfOneStep();
    app.use('*', (c, next) => {
      c.set('seen' as never, 'outer' as never);
      return next();
    });
    app.get('/sync', (c) => c.text(`${c.get('seen' as never)} then route`));
    app.get('/async', async (c) => c.text('later'));

    const direct = app.request('/sync');
    expect(direct).toBeInstanceOf(Response);
    expect(await (direct as Response).text()).toBe('outer then route');
    const later = app.request('/async');
    expect(later).toBeInstanceOf(Promise);
    expect(await (await later).text()).toBe('later');
  });

  it('runs the steps in order, each after its next() returns, as hono/compose does', async () => {
    const { plain, ours } = bothWays((app) => {
      const trail = (name: string) => async (c: any, next: () => Promise<void>) => {
        await next();
        c.res.headers.append('x-trail', name);
      };
      app.use('*', trail('outer'));
      app.use('/a/*', (c, next) => {
        const done: unknown = next();
        return (done instanceof Promise ? done : Promise.resolve()).then(() => c.res.headers.append('x-trail', 'sync'));
      });
      app.use('/a/*', trail('inner'));
      app.get('/a/b', (c) => c.text('route'));
    });
    expect(await answer(ours, '/a/b')).toEqual(await answer(plain, '/a/b'));
    expect((await answer(ours, '/a/b')).trail).toBe('inner, sync, outer');
  });

  it('renders an error where it is thrown or rejected, and the steps around it go on', async () => {
    const { plain, ours } = bothWays((app) => {
      app.use('*', async (c, next) => {
        await next();
        c.res.headers.set('x-trail', 'outer saw the error answer');
      });
      app.get('/throws', () => {
        throw new Error('thrown');
      });
      app.get('/rejects', async () => {
        throw new Error('rejected');
      });
      app.use('/guarded/*', () => {
        throw new Error('refused before the route');
      });
      app.get('/guarded/x', (c) => c.text('never'));
    });
    for (const path of ['/throws', '/rejects', '/guarded/x']) {
      const expected = await answer(plain, path);
      expect(expected.status).toBe(500);
      expect(expected.trail).toBe('outer saw the error answer');
      expect(await answer(ours, path), path).toEqual(expected);
    }
  });

  it('answers not found past the last step when nothing answered', async () => {
    const { plain, ours } = bothWays((app) => {
      app.use('*', (c, next) => next());
      app.use('/only-middleware/*', (c, next) => next());
      app.notFound((c) => c.text('none here', 404));
    });
    const expected = await answer(plain, '/only-middleware/x');
    expect(expected).toMatchObject({ status: 404, body: 'none here' });
    expect(await answer(ours, '/only-middleware/x')).toEqual(expected);
  });

  it("keeps every step's path parameters, also where two steps read one name from different places", async () => {
    const { plain, ours } = bothWays((app) => {
      app.use('/t/:id/*', async (c, next) => {
        await next();
        c.res.headers.set('x-trail', `middleware id ${c.req.param('id')}`);
      });
      app.get('/t/:id/show', (c) => c.text(`route id ${c.req.param('id')}`));
      app.use('/u/:id/*', async (c, next) => {
        await next();
        c.res.headers.set('x-trail', `middleware id ${c.req.param('id')}`);
      });
      app.get('/u/:other/:id', (c) => c.text(`route id ${c.req.param('id')}`));
    });
    const same = await answer(plain, '/t/7/show');
    expect(same).toMatchObject({ body: 'route id 7', trail: 'middleware id 7' });
    expect(await answer(ours, '/t/7/show')).toEqual(same);
    const different = await answer(plain, '/u/1/2');
    expect(different.body).toBe('route id 2');
    expect(await answer(ours, '/u/1/2')).toEqual(different);
  });

  it('answers GET user/header of a kept row without a promise, through every platform step', async () => {
    // as the bench runs it (API_RATE_LIMIT=0: no throttle:api step)
    const { answer: direct } = await secondHeaderAnswer('0');
    expect(direct).toBeInstanceOf(Response);
    expect((direct as Response).status).toBe(200);
    expect((direct as Response).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers GET user/header without a promise through throttle:api too, with its X-RateLimit headers', async () => {
    const { answer: direct } = await secondHeaderAnswer('60');
    expect(direct).toBeInstanceOf(Response);
    expect((direct as Response).status).toBe(200);
    expect((direct as Response).headers.get('x-ratelimit-limit')).toBe('60');
    expect((direct as Response).headers.get('x-ratelimit-remaining')).toBe('58');
  });
});
