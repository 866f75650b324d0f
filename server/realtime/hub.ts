// The Pusher protocol 7 server (docs/contracts.md §1), attached to the API's own http
// server: `/app/{key}` upgrades to a WebSocket that pusher-js talks to unchanged.
import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { createChannelRegistry } from './channels.ts';
import { watchLiveness, type Liveness } from './liveness.ts';
import { connectionEstablished, decode, errorFrame, ErrorCode, PING, PONG } from './protocol.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { createSubscriptions, type Grant } from './subscriptions.ts';
import { subscriptionEnded, type SubscriptionErrorStyle } from './subscription-errors.ts';
import type { SessionWatch } from '../auth/session-watch.ts';

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

const APP_PATH = /^\/app\/([^/]+)$/;
const SHUTDOWN_GRACE_MS = 2000;
/** Grants a socket may hold unused (as many as it may hold channels). */
const MAX_PENDING_GRANTS = 100;

export function createHub(options: HubOptions): Hub {
  const app = options.app;
  const activityTimeout = options.activityTimeout ?? 30;
  const pongTimeout = options.pongTimeout ?? 30;
  const now = options.now ?? Date.now;
  const connections = new Map<string, Connection>();
  const perIp = new Map<string, number>();
  const maxConnections = options.maxConnections ?? REALTIME_LIMITS.maxConnections;
  const maxPerIp = options.maxConnectionsPerIp ?? REALTIME_LIMITS.maxConnectionsPerIp;
  const clientIp = options.clientIp ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown');
  const registry = createChannelRegistry();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageSize ?? 10_000,
    perMessageDeflate: false,
    clientTracking: false,
  });
  let shuttingDown = false;
  const sessions = options.sessions;

  const subscriptions = createSubscriptions({
    app,
    registry,
    style: options.subscriptionErrorStyle ?? 'reverb',
    send: (socketId, frame) => send(connections.get(socketId), frame),
    maxChannels: options.maxChannelsPerConnection ?? REALTIME_LIMITS.maxChannelsPerConnection,
    overLimit: (connection) => {
      const message = 'Subscription limit reached for this connection';
      send(connection, errorFrame(ErrorCode.subscriptionLimit, message));
      drop(connection);
      connection.ws.close(ErrorCode.subscriptionLimit, message.slice(0, 120));
    },
    grantFor: sessions
      ? (connection, channel) => {
          const grant = connection.pending.get(channel) ?? connection.grants.get(channel) ?? null;
          connection.pending.delete(channel);
          return grant;
        }
      : undefined,
  });

  /** Ends a subscription whose login ended: the socket is told on the channel (401), the others see it leave. */
  function endSubscription(connection: Connection, channel: string): void {
    if (!connection.channels.has(channel)) return;
    subscriptions.leave(connection, channel);
    send(connection, subscriptionEnded(channel));
  }

  // A few times a second: every subscription whose login has ended since, in one query.
  const sweep = sessions
    ? setInterval(() => {
        const bySession = new Map<number, [Connection, string][]>();
        for (const connection of connections.values())
          for (const [channel, grant] of connection.grants) {
            const list = bySession.get(grant.sessionId) ?? [];
            list.push([connection, channel]);
            bySession.set(grant.sessionId, list);
          }
        if (bySession.size === 0) return;
        for (const sessionId of sessions.ended([...bySession.keys()]))
          for (const [connection, channel] of bySession.get(sessionId)!) endSubscription(connection, channel);
      }, options.sessionSweepMs ?? 250)
    : null;
  sweep?.unref();

  function send(connection: Connection | undefined, frame: string): void {
    if (connection?.ws.readyState === WebSocket.OPEN) connection.ws.send(frame);
  }

  function refuse(ws: WebSocket, code: number, message: string): void {
    ws.on('error', () => {});
    ws.send(errorFrame(code, message));
    ws.close(code, message);
  }

  function newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 1_000_000_000)}.${randomInt(1, 1_000_000_000)}`;
      if (!connections.has(id)) return id;
    }
  }

  function drop(connection: Connection): void {
    if (connections.get(connection.id) !== connection) return;
    connections.delete(connection.id);
    const left = (perIp.get(connection.ip) ?? 1) - 1;
    if (left > 0) perIp.set(connection.ip, left);
    else perIp.delete(connection.ip);
    connection.liveness.stop();
    for (const channel of connection.channels) subscriptions.leave(connection, channel);
  }

  function open(ws: WebSocket, req: IncomingMessage, key: string, url: URL): void {
    if (key !== app.key) return refuse(ws, ErrorCode.appDoesNotExist, 'Application does not exist');
    const protocol = url.searchParams.get('protocol');
    if (protocol === null) return refuse(ws, ErrorCode.noProtocol, 'No protocol version supplied');
    if (protocol !== '7') return refuse(ws, ErrorCode.unsupportedProtocol, 'Unsupported protocol version');
    const origin = req.headers.origin;
    const allowed = typeof options.allowedOrigins === 'function' ? options.allowedOrigins() : options.allowedOrigins;
    if (allowed && origin !== undefined && !allowed.includes('*') && !allowed.includes(origin)) {
      return refuse(ws, ErrorCode.unauthorized, 'Origin not allowed');
    }
    if (connections.size >= maxConnections)
      return refuse(ws, ErrorCode.overQuota, 'Application is over connection quota');
    const ip = clientIp(req);
    if ((perIp.get(ip) ?? 0) >= maxPerIp)
      return refuse(ws, ErrorCode.overQuota, 'Too many connections from this address');

    const id = newSocketId();
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    const connection: Connection = {
      id,
      ip,
      ws,
      channels: new Set(),
      pending: new Map(),
      grants: new Map(),
      limiter: createRateLimiter(options.clientEventsPerSecond ?? 10, 1000, now),
      liveness: watchLiveness({
        activityTimeout,
        pongTimeout,
        ping: () => send(connection, PING),
        dead: () => {
          send(connection, errorFrame(ErrorCode.pongNotReceived, 'Pong reply not received in time'));
          drop(connection);
          ws.close(ErrorCode.pongNotReceived, 'Pong reply not received in time');
          // a half-open link never completes the closing handshake
          setTimeout(() => ws.terminate(), SHUTDOWN_GRACE_MS).unref();
        },
      }),
    };
    connections.set(id, connection);

    // e.g. 1009 on an oversized frame: ws sends the close frame in this same tick, so the socket
    // leaves its channels and the count now, not when the peer finishes its closing handshake
    ws.on('error', () => drop(connection));
    ws.on('close', () => drop(connection));
    ws.on('ping', () => connection.liveness.touch());
    ws.on('message', (raw, isBinary) => receive(connection, raw, isBinary));
    ws.send(connectionEstablished(id, activityTimeout));
  }

  function receive(connection: Connection, raw: RawData, isBinary: boolean): void {
    // Frames that arrive after the hub dropped the socket (a burst past the channel cap, say) would
    // put channels back into the table for a socket nobody will ever drop again.
    if (connections.get(connection.id) !== connection) return;
    connection.liveness.touch();
    if (isBinary) return send(connection, errorFrame(ErrorCode.generic, 'Binary frames are not supported'));
    const frame = decode(rawText(raw));
    if (!frame) return send(connection, errorFrame(ErrorCode.generic, 'Invalid message format'));
    try {
      switch (frame.event) {
        case 'pusher:ping':
          return send(connection, PONG);
        case 'pusher:pong':
          return; // the touch above is the whole point of a pong
        case 'pusher:subscribe':
          return subscriptions.subscribe(connection, frame.data);
        case 'pusher:unsubscribe':
          return subscriptions.unsubscribe(connection, frame.data);
        default:
          if (frame.event.startsWith('client-')) return subscriptions.clientEvent(connection, frame);
          return send(connection, errorFrame(ErrorCode.generic, `Unsupported event: ${frame.event.slice(0, 64)}`));
      }
    } catch {
      send(connection, errorFrame(ErrorCode.generic, 'Invalid message format'));
    }
  }

  const hub: Hub = {
    app,
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = APP_PATH.exec(url.pathname);
      if (!match) return false;
      if (shuttingDown) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => open(ws, req, safeDecode(match[1]!), url));
      return true;
    },
    attach(server) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (!hub.handleUpgrade(req, socket, head)) {
          socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        }
      });
    },
    publish(message) {
      // A subscription of a login that has ended gets nothing more, from the commit of its logout on
      // (not only from the next sweep); each login is asked once per publish.
      const verdicts = new Map<number, boolean>();
      const ended: [Connection, string][] = [];
      const sent = subscriptions.publish(message, (socketId, frame, channel) => {
        const connection = connections.get(socketId);
        if (connection?.ws.readyState !== WebSocket.OPEN) return false;
        const grant = sessions ? connection.grants.get(channel) : undefined;
        if (grant) {
          let alive = verdicts.get(grant.sessionId);
          if (alive === undefined) verdicts.set(grant.sessionId, (alive = sessions!.alive(grant.sessionId)));
          if (!alive) {
            ended.push([connection, channel]);
            return false;
          }
        }
        connection.ws.send(frame, { binary: false });
        return true;
      });
      for (const [connection, channel] of ended) endSubscription(connection, channel);
      return sent;
    },
    grant(socketId, channel, grant) {
      const connection = connections.get(socketId);
      if (!connection) return false;
      if (!connection.pending.has(channel) && connection.pending.size >= MAX_PENDING_GRANTS) {
        const oldest = connection.pending.keys().next().value!;
        connection.pending.delete(oldest);
      }
      connection.pending.set(channel, grant);
      return true;
    },
    stats() {
      return { sockets: connections.size, ...registry.stats() };
    },
    close() {
      shuttingDown = true;
      if (sweep) clearInterval(sweep);
      const closing = [...connections.values()].map(
        (connection) =>
          new Promise<void>((resolve) => {
            const { ws } = connection;
            drop(connection);
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => ws.terminate(), SHUTDOWN_GRACE_MS);
            ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            if (ws.readyState === WebSocket.OPEN) ws.send(errorFrame(ErrorCode.generic, 'Server is shutting down'));
            ws.close(ErrorCode.generic, 'Server is shutting down');
          }),
      );
      return Promise.all(closing).then(() => {
        wss.close();
      });
    },
  };
  return hub;
}

function rawText(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
