// Demo mode only: GET /dev/realtime-stats, the realtime hub's live counts (sockets, channels,
// presence members), so browser tests and people can see how many websockets a browser holds.
// The hub lives in main.ts, which hands its stats to createApp (deps.realtime.stats).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../http/env.ts';

/** Mounted in demo mode with a hub in this process (deps.realtime.stats), else not at all. */
export function devRealtimeEnabled(deps: AppDeps): boolean {
  return deps.config.demo && deps.realtime.stats !== null;
}

export function devRealtimeRoutes(deps: AppDeps): Hono<AppEnv> | null {
  const stats = deps.realtime.stats;
  if (!devRealtimeEnabled(deps) || !stats) return null;
  return new Hono<AppEnv>().get('/dev/realtime-stats', (c) => c.json(stats(), 200, { 'Cache-Control': 'no-store' }));
}
