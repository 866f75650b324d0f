// A hub on a real port and raw `ws` clients that read frames as the protocol tests need them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { createHub, type Hub, type HubOptions } from '../../../server/realtime/hub.ts';
import { channelAuth } from '../../../server/realtime/signatures.ts';

export const APP = { id: 'app-id', key: 'app-key', secret: 'app-secret' };

export interface Running {
  hub: Hub;
  server: Server;
  url(key?: string, query?: string): string;
  stop(): Promise<void>;
}

export async function startHub(options: Partial<HubOptions> = {}): Promise<Running> {
  const hub = createHub({ app: APP, ...options });
  const server = createServer((_req, res) => res.writeHead(404).end());
  hub.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hub,
    server,
    url: (key = APP.key, query = 'protocol=7&client=js&version=8.6.0&flash=false') =>
      `ws://127.0.0.1:${port}/app/${key}?${query}`,
    async stop() {
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export interface TestSocket {
  ws: WebSocket;
  socketId: string;
  activityTimeout: number;
  /** The next frame (optionally the next one matching), failing after a while. */
  next(match?: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Resolves false if no matching frame arrives within the window. */
  none(match?: (frame: Frame) => boolean, windowMs?: number): Promise<boolean>;
  send(frame: unknown): void;
  subscribe(channel: string, auth?: string, channelData?: string): void;
  closed: Promise<{ code: number; reason: string }>;
  frames: Frame[];
}

export function decodeData(frame: Frame): unknown {
  return typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
}

/** Opens a socket; resolves after the first frame (connection_established or an error). */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket & { first: Frame }> {
  const ws = new WebSocket(url, { headers });
  const frames: Frame[] = [];
  const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on('error', () => {});

  function take(match: (frame: Frame) => boolean): Frame | undefined {
    for (let i = 0; i < frames.length; i++) {
      if (match(frames[i]!)) {
        const [frame] = frames.splice(i, 1);
        return frame;
      }
    }
    return undefined;
  }

  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    const waiter = waiters.find((w) => w.match(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    } else frames.push(frame);
  });

  const socket: TestSocket = {
    ws,
    socketId: '',
    activityTimeout: 0,
    frames,
    closed,
    next(match = () => true, timeoutMs = 3000) {
      const ready = take(match);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (frame: Frame) => (clearTimeout(timer), resolve(frame)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching frame within ${timeoutMs} ms; unread: ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    async none(match = () => true, windowMs = 300) {
      try {
        await socket.next(match, windowMs);
        return false;
      } catch {
        return true;
      }
    },
    send(frame) {
      ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    subscribe(channel, auth, channelData) {
      socket.send({ event: 'pusher:subscribe', data: { auth: auth ?? '', channel_data: channelData, channel } });
    },
  };

  return socket.next().then((first) => {
    if (first.event === 'pusher:connection_established') {
      const data = decodeData(first) as { socket_id: string; activity_timeout: number };
      socket.socketId = data.socket_id;
      socket.activityTimeout = data.activity_timeout;
    }
    return Object.assign(socket, { first });
  });
}

export const isEvent = (event: string, channel?: string) => (frame: Frame) =>
  frame.event === event && (channel === undefined || frame.channel === channel);

export function sign(socketId: string, channel: string, channelData?: string): string {
  return channelAuth(APP.key, APP.secret, socketId, channel, channelData);
}

/** Subscribes with a valid signature and waits for subscription_succeeded. */
export async function join(socket: TestSocket, channel: string, channelData?: string): Promise<Frame> {
  const auth =
    channel.startsWith('private-') || channel.startsWith('presence-')
      ? sign(socket.socketId, channel, channelData)
      : '';
  socket.subscribe(channel, auth, channelData);
  return socket.next(isEvent('pusher_internal:subscription_succeeded', channel));
}

export function presenceData(userId: string, name: string): string {
  return JSON.stringify({ user_id: userId, user_info: { name } });
}
