// What the club evening's clients send and receive (bench/club-evening.ts): every HTTP call timed
// under its route class, answers that are not 2xx counted as errors, and every expected realtime
// event timed from the action that causes it to its arrival on the socket that should get it.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from 'node:zlib';
import { WebSocket } from 'ws';
import { clock } from './realtime-club-notify.ts';

export interface Call {
  /** Route class, e.g. "GET /api/wallet". */
  route: string;
  path: string;
  /** Offset from the evening's start (ms), when the call was sent. */
  at: number;
  ms: number;
  status: number;
  /** Decoded answer body bytes. */
  bytes: number;
}

export interface Traffic {
  calls: Call[];
  failures: string[];
  call(route: string, path: string, token: string, body?: unknown, headers?: Record<string, string>): Promise<unknown>;
}

/** `onCall`: each call as it completes, with its failure if any (a thread hands them to the main one). */
export function createTraffic(
  baseURL: string,
  started: number,
  onCall: (call: Call, failure?: string) => void = () => {},
): Traffic {
  const calls: Call[] = [];
  const failures: string[] = [];
  const record = (call: Call, failure?: string) => {
    calls.push(call);
    if (failure !== undefined) failures.push(failure);
    onCall(call, failure);
  };
  return {
    calls,
    failures,
    async call(route, path, token, body, headers = {}) {
      const sent = clock();
      const method = route.split(' ')[0]!;
      try {
        const answer = await send(
          `${baseURL}${path}`,
          method,
          {
            Authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...headers,
          },
          body === undefined ? undefined : JSON.stringify(body),
        );
        const ms = clock() - sent;
        const text = decoded(answer);
        const ok = answer.status >= 200 && answer.status < 300;
        record(
          { route, path, at: sent - started, ms, status: answer.status, bytes: text.length },
          ok ? undefined : `${route} ${answer.status} ${text.slice(0, 160)}`,
        );
        return text ? JSON.parse(text) : null;
      } catch (error) {
        record(
          { route, path, at: sent - started, ms: clock() - sent, status: 0, bytes: 0 },
          `${route} ${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      }
    },
  };
}

/** An answer as it came over the wire: its status, encoding and (still encoded) body. */
export interface Answer {
  status: number;
  encoding: string | undefined;
  body: Buffer;
}

/**
 * One HTTP call as a browser sends it (Accept-Encoding as Chromium's), answered when the last byte of
 * the body has arrived: the time a member's browser waits for the server. Decoding (`decoded`) is
 * not in it: each browser decodes its own answers, while here one thread
 * plays 150 pages, and undici's fetch decoding every answer through a zlib stream was the largest
 * share of that thread's time in the post's burst (bench/README.md). Node's agent keeps connections
 * alive, as fetch did.
 */
export function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br, zstd', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The answer's text, decoded from its Content-Encoding. */
export function decoded(answer: Answer): string {
  const { encoding, body } = answer;
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  if (encoding === 'zstd') return zstdDecompressSync(body).toString('utf8');
  return body.toString('utf8');
}

/** Expected events: each action names the sockets that should see it; arrivals are matched first in, first out. */
export class Deliveries {
  private pending = new Map<string, number[]>();
  readonly latencies = new Map<string, number[]>();
  /** Every expected event, in order (the baseline relay sends them again: ./club-evening-relay.ts). */
  readonly expected: { kind: string; socket: string; at: number }[] = [];

  expect(kind: string, socket: string, at: number): void {
    this.expected.push({ kind, socket, at });
    const key = `${kind}|${socket}`;
    this.pending.set(key, [...(this.pending.get(key) ?? []), at]);
  }

  arrive(kind: string, socket: string, at: number): void {
    const waiting = this.pending.get(`${kind}|${socket}`);
    const sent = waiting?.shift();
    if (sent === undefined) return;
    this.latencies.set(kind, [...(this.latencies.get(kind) ?? []), at - sent]);
  }

  /** Expected events that never arrived. */
  missed(): number {
    return [...this.pending.values()].reduce((sum, list) => sum + list.length, 0);
  }
}

export interface Frame {
  event: string;
  channel?: string;
  data?: string;
}

/**
 * A member's socket over the Pusher protocol: connection_established, channel auth for each private
 * channel (POST /api/broadcasting/auth, a timed call), subscribe, then every frame to `onFrame`.
 * Answers the server's pings, as pusher-js does.
 */
export async function connectSocket(
  url: string,
  token: string,
  channels: string[],
  traffic: Traffic,
  onFrame: (frame: Frame) => void,
): Promise<WebSocket> {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not subscribed within 60 s')), 60_000);
    let waiting = channels.length;
    ws.on('error', (error) => (clearTimeout(timer), reject(error)));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.event === 'pusher:ping') return void ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      if (frame.event === 'pusher:error' || frame.event === 'pusher:subscription_error') {
        clearTimeout(timer);
        reject(new Error(`${frame.event} ${JSON.stringify(frame.data)}`));
      }
      if (frame.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(frame.data!) as { socket_id: string }).socket_id;
        for (const channel of channels) void subscribe(ws, channel, socketId, token, traffic);
      }
      if (frame.event === 'pusher_internal:subscription_succeeded' && --waiting === 0) {
        clearTimeout(timer);
        resolve();
      }
      onFrame(frame);
    });
  });
  return ws;
}

async function subscribe(ws: WebSocket, channel: string, socketId: string, token: string, traffic: Traffic) {
  if (!channel.startsWith('private-')) return ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
  const granted = (await traffic.call('POST /api/broadcasting/auth', '/api/broadcasting/auth', token, {
    socket_id: socketId,
    channel_name: channel,
  })) as { auth: string } | null;
  if (granted) ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: granted.auth } }));
}
