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
import { createSubscriptions } from './subscriptions.ts';
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
  /** Exact origins allowed to connect ('*' for any); omitted: any. Non-browser clients send none. */
  allowedOrigins?: string[];
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
}

export interface Connection {
  id: string;
  ip: string;
  ws: WebSocket;
  channels: Set<string>;
  liveness: Liveness;
  limiter: RateLimiter;
}

const APP_PATH = /^\/app\/([^/]+)$/;
const SHUTDOWN_GRACE_MS = 2000;

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
  });

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
    const allowed = options.allowedOrigins;
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
      return subscriptions.publish(message, (socketId, frame) => {
        const connection = connections.get(socketId);
        if (connection?.ws.readyState !== WebSocket.OPEN) return false;
        connection.ws.send(frame, { binary: false });
        return true;
      });
    },
    stats() {
      return { sockets: connections.size, ...registry.stats() };
    },
    close() {
      shuttingDown = true;
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
