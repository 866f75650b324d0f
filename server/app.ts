// createApp: the whole HTTP server as a Hono app, built from the outside world it is given.
// Tests call app.request() in-process; server/main.ts serves it with @hono/node-server.
import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { createPasswordHasher, type PasswordHasher } from './auth/passwords.ts';
import { requireAuth } from './auth/middleware.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/open.ts';
import { consoleLogger, type AppDeps, type AppEnv, type Broadcaster, type Logger } from './http/env.ts';
import { compressJson } from './http/compression.ts';
import { apiRequest, errorHandler, methodNotAllowedBody, notFoundHandler, requestPlatform } from './http/platform.ts';
import { createRateLimiter, type RateLimiter } from './http/rate-limit.ts';
import { mountStatic, type StaticDirs } from './http/static.ts';
import type { Mailer } from './mail/mailer.ts';
import type { HubStats } from './realtime/hub.ts';
import type { ServerModule } from './http/module.ts';
import { serverModules } from './modules/index.ts';

/** Sub-apps of the realtime server (server/realtime/**), mounted when given. */
export interface RealtimeRoutes {
  /** Pusher HTTP trigger API: defines `POST /apps/:appId/events`; mounted at the server root. */
  triggerApi?: Hono<any, any, any>;
  /** Defines `POST /broadcasting/auth`; mounted under /api behind requireAuth(). */
  broadcastingAuth?: Hono<any, any, any>;
  /** The live counts of the hub in this process (demo mode shows them at /dev/realtime-stats). */
  stats?: () => HubStats;
}

export interface CreateAppOptions {
  db: Database;
  broadcaster: Broadcaster;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  /** Default: production-cost scrypt. */
  hasher?: PasswordHasher;
  limiter?: RateLimiter;
  log?: Logger;
  /** Default: server/modules/index.ts. */
  modules?: readonly ServerModule[];
  realtime?: RealtimeRoutes;
  staticDirs?: StaticDirs;
}

export type ClubApp = Hono<AppEnv> & { deps: AppDeps };

export function createAppDeps(options: CreateAppOptions): AppDeps {
  if (!options.config.appKey) throw new Error('createApp: config.appKey (APP_KEY) is required');
  return {
    db: options.db,
    broadcaster: options.broadcaster,
    mailer: options.mailer,
    clock: options.clock,
    config: options.config,
    hasher: options.hasher ?? createPasswordHasher({ maxQueue: options.config.auth.hashQueue }),
    limiter: options.limiter ?? createRateLimiter(options.clock),
    log: options.log ?? consoleLogger,
    modules: options.modules ?? serverModules,
    realtime: {
      broadcastingAuth: Boolean(options.realtime?.broadcastingAuth),
      triggerApi: Boolean(options.realtime?.triggerApi),
      stats: options.realtime?.stats ?? null,
    },
    routes: [],
  };
}

export function createApp(options: CreateAppOptions): ClubApp {
  const deps = createAppDeps(options);
  const app = new Hono<AppEnv>();
  deps.routes = app.routes;

  // First: whatever the request is answered with (422, 403, a route's message) is worded in the
  // language its Accept-Language asks for (server/lang), and carries the security headers.
  app.use('*', requestPlatform(deps));
  app.use('/api/*', compressJson());
  app.use('/api/*', apiRequest(deps));

  for (const module of deps.modules) {
    if (module.api) app.route('/api', module.api());
    const root = module.root?.(deps);
    if (root) app.route('/', root);
  }

  const { triggerApi, broadcastingAuth } = options.realtime ?? {};
  if (broadcastingAuth) {
    // A session (or a widget's sign-in, whose bell and wallet summary follow it) only: channel auth
    // opens the member's private channel, which carries every event (chat, wallet, tickets), more
    // than any API token ability grants.
    app.use('/api/broadcasting/*', requireAuth({ orAbilities: ['widget'] }));
    app.route('/api', broadcastingAuth);
  }
  if (triggerApi) app.route('/', triggerApi);

  const fallback = options.staticDirs ? mountStatic(app, options.staticDirs, deps.config) : undefined;
  app.notFound(notFoundHandler(fallback, methodNotAllowed({ app, onMethodNotAllowed: methodNotAllowedBody })));
  app.onError(errorHandler(deps));
  return Object.assign(app, { deps });
}
