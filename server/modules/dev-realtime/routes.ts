// Demo mode only: GET /dev/realtime-stats, the realtime hub's live counts (sockets, channels,
// presence members), so browser tests and people can see how many websockets a browser holds.
// The hub lives in main.ts, so main.ts adds this module with the hub's stats function.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import type { ServerModule } from '../module.ts';
import { responses } from '../../openapi/components.ts';
import type { OpenApiPaths } from '../../openapi/types.ts';
import type { HubStats } from '../../realtime/hub.ts';

export const devRealtimePaths: OpenApiPaths = {
  '/dev/realtime-stats': {
    get: {
      tags: ['dev'],
      summary: 'Demo mode only: the realtime hub’s live counts',
      description:
        'Open websockets, channels with at least one subscriber, and presence members, right now. Only with the built-in hub (BROADCAST_DRIVER=local).',
      responses: {
        200: {
          description: 'Counts',
          content: responses.json({
            type: 'object',
            required: ['sockets', 'channels', 'presenceMembers'],
            properties: {
              sockets: { type: 'integer' },
              channels: { type: 'integer' },
              presenceMembers: { type: 'integer' },
            },
          }),
        },
      },
    },
  },
};

/** `stats` null: no hub in this process (another broadcast driver), so nothing is mounted. */
export function devRealtimeModule(stats: (() => HubStats) | null): ServerModule {
  const enabled = (demo: boolean) => demo && stats !== null;
  return {
    id: 'dev-realtime',
    root: (deps) =>
      enabled(deps.config.demo)
        ? new Hono<AppEnv>().get('/dev/realtime-stats', (c) => c.json(stats!(), 200, { 'Cache-Control': 'no-store' }))
        : null,
    openapi: (deps) => (enabled(deps.config.demo) ? devRealtimePaths : {}),
  };
}
