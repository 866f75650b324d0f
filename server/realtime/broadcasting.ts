// Chooses how events are published (BROADCAST_DRIVER) and builds the realtime server pieces.
//   local  (default) our own Pusher-protocol hub in this process; in another process (the CLI)
//          the Pusher HTTP trigger API of the running server, exactly as Laravel publishes
//   pusher an external Pusher-compatible server (Pusher, Soketi, Reverb) via the official client
//   log    events are only logged;  null: dropped
import type { Hono } from 'hono';
import { allowedOrigins, type Config } from '../config.ts';
import type { Logger } from '../http/env.ts';
import { createLocalBroadcaster, createPusherBroadcaster, type Broadcaster } from './broadcaster.ts';
import { createHub, type Hub, type HubStats } from './hub.ts';
import { createTriggerApi } from './trigger-api.ts';
import type { ServerModule } from '../http/module.ts';
import { serverModules } from '../modules/index.ts';
import { createBroadcastingRoutes, defaultChannelRules } from './broadcasting-auth.ts';
import type { SessionWatch } from '../auth/session-watch.ts';
import { isGhostToken } from '../auth/ghost.ts';
import { sessionOf } from '../auth/tokens.ts';

export function loggingBroadcaster(log: Logger): Broadcaster {
  return {
    async broadcast(channels, event, payload, options) {
      log.info('broadcast', { channels, event, payload, exceptSocketId: options?.exceptSocketId });
    },
  };
}

export const nullBroadcaster: Broadcaster = { async broadcast() {} };

function externalPusher(config: Config): Broadcaster {
  const { pusher } = config;
  return createPusherBroadcaster({
    appId: pusher.appId,
    key: pusher.key,
    secret: pusher.secret,
    host: pusher.host,
    port: pusher.port,
    useTLS: pusher.scheme === 'https',
    cluster: pusher.cluster,
  });
}

export interface ServerRealtime {
  hub: Hub | null;
  broadcaster: Broadcaster;
  /** What createApp mounts or shows of it (server/app.ts RealtimeRoutes). */
  routes: { triggerApi?: Hono; broadcastingAuth?: Hono; stats?: () => HubStats };
}

/**
 * For the server process (main.ts): channel rules come from every module's `channels`. With
 * `sessions` (server/auth/session-watch.ts) our own hub remembers the login behind each private
 * subscription and ends it with that login (docs/threats.md T29); an external Pusher server cannot.
 */
export function createServerRealtime(
  config: Config,
  log: Logger,
  modules: readonly ServerModule[] = serverModules,
  sessions?: SessionWatch,
  /** The origins allowed now (server/http/widget-origins.ts); without it, the configured ones. */
  origins: () => readonly string[] = () => allowedOrigins(config),
): ServerRealtime {
  const { pusher } = config;
  const channels = defaultChannelRules();
  for (const module of modules) module.channels?.(channels);
  let hub: Hub | null = null;
  const broadcastingAuth = createBroadcastingRoutes({
    appKey: pusher.key,
    appSecret: pusher.secret,
    channels,
    onGrant: ({ socketId, channel, token }) =>
      hub?.grant(socketId, channel, { sessionId: sessionOf(token), readOnly: isGhostToken(token) }),
  }) as unknown as Hono;
  if (config.broadcastDriver === 'local') {
    const local = createHub({
      app: { id: pusher.appId, key: pusher.key, secret: pusher.secret },
      allowedOrigins: origins,
      sessions,
      ...config.realtime,
      // Behind your own proxy the last X-Forwarded-For entry is the client (as for the API).
      clientIp: (req) =>
        (config.trustProxy
          ? String(req.headers['x-forwarded-for'] ?? '')
              .split(',')
              .at(-1)
              ?.trim()
          : '') ||
        (req.socket.remoteAddress ?? 'unknown'),
    });
    hub = local;
    return {
      hub: local,
      broadcaster: createLocalBroadcaster(local),
      routes: { triggerApi: createTriggerApi({ hub: local }), broadcastingAuth, stats: () => local.stats() },
    };
  }
  if (config.broadcastDriver === 'pusher')
    return { hub: null, broadcaster: externalPusher(config), routes: { broadcastingAuth } };
  return {
    hub: null,
    broadcaster: config.broadcastDriver === 'log' ? loggingBroadcaster(log) : nullBroadcaster,
    routes: {},
  };
}

/** For another process (the CLI): publish to the running server through its trigger API. */
export function createRemoteBroadcaster(config: Config, log: Logger): Broadcaster {
  if (config.broadcastDriver === 'local') {
    const { pusher } = config;
    return createPusherBroadcaster({
      appId: pusher.appId,
      key: pusher.key,
      secret: pusher.secret,
      host: pusher.host ?? '127.0.0.1',
      port: pusher.port ?? config.port,
      useTLS: pusher.host ? pusher.scheme === 'https' : false,
      bulk: true,
    });
  }
  if (config.broadcastDriver === 'pusher') return externalPusher(config);
  return config.broadcastDriver === 'log' ? loggingBroadcaster(log) : nullBroadcaster;
}
