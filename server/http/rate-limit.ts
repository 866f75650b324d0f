// Laravel's RateLimiter semantics in memory: a key counts hits in a window that starts with its
// first hit and lasts `decaySeconds`. Per app instance; restarting the server resets the counters.
import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock.ts';
import type { AppContext, AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

interface Window {
  hits: number;
  resetAt: number; // ms
}

export interface RateLimiter {
  /** Counts one hit against `key` and returns the hits in the current window. */
  hit(key: string, decaySeconds: number): number;
  attempts(key: string): number;
  tooManyAttempts(key: string, maxAttempts: number): boolean;
  /**
   * Check and count in one step: false when the key has used up `maxAttempts`, else one hit is
   * counted and true returned. What a check before an await needs (no race between them).
   */
  reserve(key: string, maxAttempts: number, decaySeconds: number): boolean;
  /** Takes back one hit that reserve() counted (the attempt turned out not to be a failure). */
  release(key: string): void;
  /** Seconds until the key's window ends (0 when it has none). */
  availableIn(key: string): number;
  /** Unix seconds at which the key's window ends. */
  resetsAt(key: string): number;
  clear(key: string): void;
}

export function createRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, Window>();
  const now = () => clock.now().getTime();
  const current = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  // Drop finished windows now and then so the map does not grow without bound.
  let sweeps = 0;
  const sweep = () => {
    if (++sweeps % 1000 !== 0) return;
    const t = now();
    for (const [key, window] of windows) if (window.resetAt <= t) windows.delete(key);
  };

  return {
    hit(key, decaySeconds) {
      sweep();
      const window = current(key) ?? { hits: 0, resetAt: now() + decaySeconds * 1000 };
      window.hits += 1;
      windows.set(key, window);
      return window.hits;
    },
    reserve(key, maxAttempts, decaySeconds) {
      if ((current(key)?.hits ?? 0) >= maxAttempts) return false;
      this.hit(key, decaySeconds);
      return true;
    },
    release(key) {
      const window = current(key);
      if (window && window.hits > 0) window.hits -= 1;
    },
    attempts: (key) => current(key)?.hits ?? 0,
    tooManyAttempts: (key, maxAttempts) => (current(key)?.hits ?? 0) >= maxAttempts,
    availableIn(key) {
      const window = current(key);
      return window ? Math.max(1, Math.ceil((window.resetAt - now()) / 1000)) : 0;
    },
    resetsAt(key) {
      const window = current(key);
      return Math.ceil((window ? window.resetAt : now()) / 1000);
    },
    clear(key) {
      windows.delete(key);
    },
  };
}

export interface Limit {
  /** Distinguishes limiters sharing a key (e.g. 'login', 'verify'). */
  name: string;
  maxAttempts: number;
  decaySeconds: number;
}

/** Laravel's ThrottleRequests 429: {"message":"Too Many Attempts."} with Retry-After and X-RateLimit-*. */
export function tooManyAttempts(
  limiter: RateLimiter,
  key: string,
  limit: Limit,
  body?: Record<string, unknown>,
): HttpError {
  const retryAfter = limiter.availableIn(key);
  return new HttpError(429, body ?? { message: 'Too Many Attempts.' }, {
    'Retry-After': String(retryAfter),
    'X-RateLimit-Limit': String(limit.maxAttempts),
    'X-RateLimit-Remaining': '0',
    'X-RateLimit-Reset': String(limiter.resetsAt(key)),
  });
}

/**
 * Reserves one attempt of `limit` for `key` before the work that decides whether it failed (a
 * hash, a code check): 429 when none is left. Call release() when the attempt succeeded; a failure
 * keeps its count. Concurrent attempts cannot all pass the check (T17).
 */
export function reserveAttempt(
  limiter: RateLimiter,
  limit: Limit,
  key: string,
  body?: Record<string, unknown>,
): { release(): void } {
  const fullKey = `${limit.name}:${key}`;
  if (!limiter.reserve(fullKey, limit.maxAttempts, limit.decaySeconds))
    throw tooManyAttempts(limiter, fullKey, limit, body);
  return { release: () => limiter.release(fullKey) };
}

/**
 * Route middleware counting every request (Laravel's `throttle:` middleware): the request past the
 * limit gets 429; answers carry X-RateLimit-Limit and X-RateLimit-Remaining. Where limits nest
 * (throttle:api around a route's own), the innermost one's headers stay: it is the route's own
 * rule, and its 429 must keep saying Remaining 0.
 */
export function throttle(limit: Limit, keyOf: (c: AppContext) => string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { limiter } = c.var.deps;
    const key = `${limit.name}:${keyOf(c)}`;
    if (limiter.tooManyAttempts(key, limit.maxAttempts)) throw tooManyAttempts(limiter, key, limit);
    const hits = limiter.hit(key, limit.decaySeconds);
    await next();
    if (c.res.headers.has('X-RateLimit-Limit')) return;
    c.res.headers.set('X-RateLimit-Limit', String(limit.maxAttempts));
    c.res.headers.set('X-RateLimit-Remaining', String(Math.max(0, limit.maxAttempts - hits)));
  };
}
