// The types every route and middleware shares: the app's dependencies (the outside world, passed
// in by createApp) and the per-request variables set by the platform middleware.
import type { Context } from 'hono';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/open.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { UserRow } from '../auth/repository-users.ts';
import type { AccessTokenRow } from '../auth/repository-tokens.ts';
import type { ValidToken } from '../auth/tokens.ts';
import type { ServerModule } from './module.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import type { HubStats } from '../realtime/hub.ts';

export type { Broadcaster };

export interface Logger {
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}

export interface AppDeps {
  db: Database;
  broadcaster: Broadcaster;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  log: Logger;
  modules: readonly ServerModule[];
  /**
   * Which realtime sub-apps createApp mounted (for the OpenAPI document), and the live counts of
   * the hub when it runs in this process (null: another broadcast driver, or none given).
   */
  realtime: { broadcastingAuth: boolean; triggerApi: boolean; stats: (() => HubStats) | null };
  /** Every route createApp mounted (Hono's app.routes): the OpenAPI document lists these. */
  routes: readonly { method: string; path: string }[];
}

export interface AppVariables {
  deps: AppDeps;
  /** Parsed request body (JSON or form); `{}` when there is none. */
  body: Record<string, unknown>;
  /** Set by requireAuth(). */
  user: UserRow;
  token: AccessTokenRow;
  /** The Bearer token looked up by resolveBearer() (null: none or not valid); unset until then. */
  bearer: ValidToken | null;
  /** Client IP (X-Forwarded-For only with TRUST_PROXY). */
  ip: string;
  /** A well-formed X-Socket-ID header, or null: pass as exceptSocketId (Laravel's toOthers()). */
  socketId: string | null;
  /** The answer apiJson() built with every platform header (requestPlatform adds none to it). */
  platformAnswer: Response;
}

/** @hono/node-server hands the Node request to handlers as `c.env.incoming`. */
export interface AppBindings {
  incoming?: { socket?: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> };
}

export type AppEnv = { Variables: AppVariables; Bindings: AppBindings };
export type AppContext = Context<AppEnv>;

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export const consoleLogger: Logger = {
  info: (message, context) => console.log(message, context ?? ''),
  warn: (message, context) => console.warn(message, context ?? ''),
  error: (message, context) => console.error(message, context ?? ''),
};
