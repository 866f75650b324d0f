// Laravel's `throttle:api` on every /api route:
//   RateLimiter::for('api', fn ($request) => Limit::perMinute(60)->by($request->user()?->id ?: $request->ip()))
// keyed by the member when the request carries a valid Bearer token, otherwise by the client IP.
import type { MiddlewareHandler } from 'hono';
import { resolveBearer } from '../auth/middleware.ts';
import type { AppContext, AppEnv } from './env.ts';
import { throttle, type Limit } from './rate-limit.ts';

export const API_LIMIT = (maxAttempts: number): Limit => ({ name: 'api', maxAttempts, decaySeconds: 60 });

/**
 * Not counted: channel auth. Laravel registers Broadcast::routes() outside the api group, and
 * pusher-js does not retry a refused subscription, so a 429 there would silently cost the member
 * live updates until the next reconnect (it needs a full session token anyway).
 */
export const UNCOUNTED_API_PATHS: readonly string[] = ['/api/broadcasting/auth'];

/**
 * A forged or expired token counts against the IP, never against a key of its own, so making up
 * tokens does not buy an attacker a fresh allowance per request.
 */
export function apiRateLimitKey(c: AppContext): string {
  const found = resolveBearer(c);
  return found ? `user:${found.user.id}` : `ip:${c.var.ip}`;
}

/** `perMinute` requests per key and minute; the one past it answers 429 (Retry-After, X-RateLimit-*). */
export function apiRateLimit(perMinute: number): MiddlewareHandler<AppEnv> {
  const limited = throttle(API_LIMIT(perMinute), apiRateLimitKey);
  const skipped = new Set(UNCOUNTED_API_PATHS);
  return (c, next) => (skipped.has(c.req.path) ? next() : limited(c, next));
}
