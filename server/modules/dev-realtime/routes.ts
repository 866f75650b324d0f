// Demo mode only: GET /dev/realtime-stats, the realtime hub's live counts (sockets, channels,
// presence members), so browser tests and people can see how many websockets a browser holds.
// The hub lives in main.ts, so main.ts adds this module with the hub's stats function.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import type { ServerModule } from '../module.ts';
import type { HubStats } from '../../realtime/hub.ts';

/** `stats` null: no hub in this process (another broadcast driver), so nothing is mounted. */
export function devRealtimeModule(stats: (() => HubStats) | null): ServerModule {
  const enabled = (demo: boolean) => demo && stats !== null;
  return {
    id: 'dev-realtime',
    root: (deps) =>
      enabled(deps.config.demo)
        ? new Hono<AppEnv>().get('/dev/realtime-stats', (c) => c.json(stats!(), 200, { 'Cache-Control': 'no-store' }))
        : null,
  };
}
