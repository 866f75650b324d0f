// A route's middleware and handler run as ONE step that stays synchronous until a step returns a
// promise: the same order, the same errors rendered where they are thrown, the same Context, as
// hono/compose, which awaits every step. Hono calls a route's only step directly and hands its
// Response straight to @hono/node-server, whose cached-response path then answers without a
// promise of its own (docs/architecture.md decision 13).
import type { Context, Env, ErrorHandler, MiddlewareHandler, Next } from 'hono';
import type { Params, ParamIndexMap, Result } from 'hono/router';
import type { H, RouterRoute } from 'hono/types';

type Step = (c: Context, next: () => unknown) => unknown;
export type RouteEntry = [H, RouterRoute];

/**
 * A middleware that answers without a promise when the steps after it did: Hono's type asks for a
 * promise, and hono/compose and chainSteps take either.
 */
export function mayAnswerDirectly<E extends Env>(
  step: (c: Context<E>, next: Next) => Promise<Response | void> | Response | void,
): MiddlewareHandler<E> {
  return step as MiddlewareHandler<E>;
}

const NOT_FINALIZED = 'Context is not finalized. Did you forget to return a Response object or `await next()`?';

/**
 * The steps as one, with hono/compose's rules: a step's truthy answer becomes c.res unless an
 * answer is there already; an Error thrown (or rejected) by a step is rendered by `onError` (the
 * app's error handler) as that step's answer, and the steps around it go on; past the last step, the
 * not-found answer (`last`, Hono's) when nothing answered.
 */
export function chainSteps(steps: readonly Step[], onError: ErrorHandler<any>): Step {
  return (c, last) => {
    let index = -1;
    const settle = (answer: unknown): Context => {
      if (answer && !c.finalized) c.res = answer as Response;
      return c;
    };
    const settleError = (answer: unknown): Context => {
      if (answer) c.res = answer as Response;
      return c;
    };
    const fail = (error: unknown): Context | Promise<Context> => {
      if (!(error instanceof Error)) throw error;
      c.error = error;
      const answer = onError(error, c);
      return answer instanceof Promise ? answer.then(settleError) : settleError(answer);
    };
    const dispatch = (i: number): Context | Promise<Context> => {
      if (i <= index) throw new Error('next() called multiple times');
      index = i;
      if (i === steps.length) {
        if (c.finalized) return c;
        const done = last();
        return done instanceof Promise ? done.then(() => c) : c;
      }
      let answer: unknown;
      try {
        answer = steps[i]!(c, () => dispatch(i + 1));
      } catch (error) {
        return fail(error);
      }
      return answer instanceof Promise ? answer.then(settle, fail) : settle(answer);
    };
    const done = dispatch(0);
    return done instanceof Promise ? done.then(finalResponse) : finalResponse(done);
  };
}

function finalResponse(c: Context): Response {
  if (!c.finalized) throw new Error(NOT_FINALIZED);
  return c.res;
}

/**
 * The router's answer with its steps as one (chainSteps), when every step reads its path
 * parameters under the same names alike; otherwise the answer as it was. The one step carries the
 * route's own RouterRoute and every step's parameters.
 */
export function asOneStep(onError: ErrorHandler<any>) {
  return (result: Result<RouteEntry>): Result<RouteEntry> => {
    const [entries, stash] = result;
    if (entries.length < 2) return result;
    const params: Record<string, string | number> = {};
    for (const [, own] of entries)
      for (const name in own) {
        const value = (own as Params | ParamIndexMap)[name]!;
        if (Object.hasOwn(params, name) && params[name] !== value) return result;
        params[name] = value;
      }
    const step = chainSteps(
      entries.map(([[handler]]) => handler as Step),
      onError,
    ) as H;
    const route = entries[entries.length - 1]![0][1];
    return stash ? [[[[step, route], params as ParamIndexMap]], stash] : [[[[step, route], params as Params]]];
  };
}
