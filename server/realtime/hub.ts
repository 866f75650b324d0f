// The Pusher protocol 7 server (docs/contracts.md §1), attached to the API's own http
// server: `/app/{key}` upgrades to a WebSocket that pusher-js talks to unchanged.
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { refusalOf } from './admission.ts';
import { createChannelRegistry } from './channels.ts';
import { REALTIME_LIMITS, type Connection, type Hub, type HubOptions } from './hub-types.ts';
import { watchLiveness } from './liveness.ts';
import { connectionEstablished, errorFrame, ErrorCode, PING } from './protocol.ts';
import { createRateLimiter } from './rate-limit.ts';
import { receiveFrame } from './receive.ts';
import { sweepEndedSessions } from './session-sweep.ts';
import { createSubscriptions } from './subscriptions.ts';
import { subscriptionEnded } from './subscription-errors.ts';

export {
  REALTIME_LIMITS,
  type AppCredentials,
  type Connection,
  type Hub,
  type HubOptions,
  type HubStats,
  type PublishMessage,
} from './hub-types.ts';

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

  const stopSweep = sessions
    ? sweepEndedSessions(() => connections.values(), sessions, endSubscription, options.sessionSweepMs)
    : null;

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
    const ip = clientIp(req);
    const refusal = refusalOf(
      { key, protocol: url.searchParams.get('protocol'), origin: req.headers.origin, ip },
      {
        appKey: app.key,
        allowedOrigins:
          typeof options.allowedOrigins === 'function' ? options.allowedOrigins() : options.allowedOrigins,
        connections: connections.size,
        maxConnections,
        fromIp: perIp.get(ip) ?? 0,
        maxPerIp,
      },
    );
    if (refusal) return refuse(ws, refusal.code, refusal.message);

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
    receiveFrame(connection, raw, isBinary, send, subscriptions);
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
      stopSweep?.();
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

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
