// What the Pusher-protocol hub (./hub.ts) takes, offers and keeps per connection.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { SessionWatch } from '../auth/session-watch.ts';
import type { Liveness } from './liveness.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Grant } from './subscriptions.ts';
import type { SubscriptionErrorStyle } from './subscription-errors.ts';

export interface AppCredentials {
  id: string;
  key: string;
  secret: string;
}

export interface HubOptions {
  app: AppCredentials;
  /** Seconds, sent in the handshake; the server pings a connection silent for that long. */
  activityTimeout?: number;
  /** Seconds to wait for any frame after a server ping before closing with 4201. */
  pongTimeout?: number;
  /**
   * Exact origins allowed to connect ('*' for any); omitted: any. Non-browser clients send none. A
   * function is asked at each connection (the board's list changes while the hub runs).
   */
  allowedOrigins?: readonly string[] | (() => readonly string[]);
  subscriptionErrorStyle?: SubscriptionErrorStyle;
  /** Bytes; a larger frame closes the connection with 1009. */
  maxMessageSize?: number;
  clientEventsPerSecond?: number;
  /** Open connections in total (REALTIME_MAX_CONNECTIONS); one more is refused with 4004. */
  maxConnections?: number;
  /** Open connections from one IP (REALTIME_MAX_CONNECTIONS_PER_IP); one more is refused with 4004. */
  maxConnectionsPerIp?: number;
  /** Channels one connection may subscribe to (Pusher's 100); one more closes it with 4302. */
  maxChannelsPerConnection?: number;
  /** The client's IP for the per-IP cap (behind a trusted proxy: X-Forwarded-For); default: the socket's. */
  clientIp?: (req: IncomingMessage) => string;
  /**
   * The logins behind private subscriptions (docs/threats.md T29). Given: a private or presence
   * subscription needs the grant channel auth left (Hub.grant) besides its signature, events on it
   * reach the socket only while that login is signed in, and it ends within a second of a logout,
   * revocation or expiry. Without: signatures alone, as any Pusher server.
   */
  sessions?: SessionWatch;
  /** How often the sessions are checked (ms). */
  sessionSweepMs?: number;
  now?: () => number;
}

/** Defaults of the caps above; server/README.md "Deploying" lists them. */
export const REALTIME_LIMITS = Object.freeze({
  maxConnections: 10_000,
  maxConnectionsPerIp: 100,
  maxChannelsPerConnection: 100,
});

export interface PublishMessage {
  channels: string[];
  event: string;
  /** Sent as given: the event's JSON payload as a string (double encoding). */
  data: string;
  exceptSocketId?: string;
}

export interface HubStats {
  sockets: number;
  channels: number;
  presenceMembers: number;
}

export interface Hub {
  readonly app: AppCredentials;
  /** Takes over an upgrade for `/app/{key}`; false (socket untouched) for any other path. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Listens for upgrades on the server; other paths get 404. */
  attach(server: Server): void;
  /** Delivers an event to every subscriber of the channels; returns the number of frames sent. */
  publish(message: PublishMessage): number;
  stats(): HubStats;
  /** Graceful shutdown: every socket gets pusher:error 4200 and close 4200, so clients reconnect at once. */
  close(): Promise<void>;
  /**
   * Channel auth signed `channel` for socket `socketId` on behalf of a login: its subscription is
   * that login's (ended with it; read-only for ghost mode). False when no such socket is connected.
   */
  grant(socketId: string, channel: string, grant: Grant): boolean;
}

export interface Connection {
  id: string;
  ip: string;
  ws: WebSocket;
  channels: Set<string>;
  liveness: Liveness;
  limiter: RateLimiter;
  /** Grants of channel auth not yet used by a subscription, and those of its subscriptions. */
  pending: Map<string, Grant>;
  grants: Map<string, Grant>;
}
