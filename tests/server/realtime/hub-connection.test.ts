// Connection-level rules of the Pusher protocol server: handshake, refusals, liveness,
// malformed input and shutdown (docs/contracts.md §1.3, §1.7, §1.8; T1, T2, T6, T9, T14).
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { decodeData, isEvent, join, openSocket, startHub, type Running } from './helpers.ts';

let running: Running | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('handshake', () => {
  it('first sends pusher:connection_established with a string payload of socket_id and a non-zero activity_timeout (T1)', async () => {
    running = await startHub();
    const socket = await openSocket(running.url());
    expect(socket.first.event).toBe('pusher:connection_established');
    expect(typeof socket.first.data).toBe('string');
    const data = decodeData(socket.first) as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(30);
  });

  it('announces the configured activity_timeout in seconds', async () => {
    running = await startHub({ activityTimeout: 120 });
    const socket = await openSocket(running.url());
    expect(socket.activityTimeout).toBe(120);
  });

  it('gives every live connection its own socket id', async () => {
    running = await startHub();
    const sockets = await Promise.all(Array.from({ length: 20 }, () => openSocket(running!.url())));
    expect(new Set(sockets.map((s) => s.socketId)).size).toBe(20);
  });

  it('refuses an unknown app key with pusher:error 4001, then closes with 4001 (T2)', async () => {
    running = await startHub();
    const socket = await openSocket(running.url('wrong-key'));
    expect(socket.first).toEqual({
      event: 'pusher:error',
      data: { code: 4001, message: 'Application does not exist' },
    });
    expect((await socket.closed).code).toBe(4001);
  });

  it('refuses a connection without a protocol version with 4008', async () => {
    running = await startHub();
    const socket = await openSocket(running.url(undefined, 'client=js'));
    expect(socket.first).toMatchObject({ event: 'pusher:error', data: { code: 4008 } });
    expect((await socket.closed).code).toBe(4008);
  });

  it('refuses a protocol version other than 7 with 4007', async () => {
    running = await startHub();
    const socket = await openSocket(running.url(undefined, 'protocol=6'));
    expect(socket.first).toMatchObject({ event: 'pusher:error', data: { code: 4007 } });
    expect((await socket.closed).code).toBe(4007);
  });

  it('tolerates extra query parameters such as flash', async () => {
    running = await startHub();
    const socket = await openSocket(running.url(undefined, 'flash=false&protocol=7&client=js&version=8.6.0'));
    expect(socket.first.event).toBe('pusher:connection_established');
  });

  it('refuses an Origin outside the allow-list with 4009 and accepts a listed one', async () => {
    running = await startHub({ allowedOrigins: ['https://club.example'] });
    const foreign = await openSocket(running.url(), { Origin: 'https://evil.example' });
    expect(foreign.first).toEqual({ event: 'pusher:error', data: { code: 4009, message: 'Origin not allowed' } });
    expect((await foreign.closed).code).toBe(4009);
    const listed = await openSocket(running.url(), { Origin: 'https://club.example' });
    expect(listed.first.event).toBe('pusher:connection_established');
  });

  it('refuses connections over the quota with 4004', async () => {
    running = await startHub({ maxConnections: 1 });
    await openSocket(running.url());
    const second = await openSocket(running.url());
    expect(second.first).toMatchObject({ event: 'pusher:error', data: { code: 4004 } });
    expect((await second.closed).code).toBe(4004);
  });

  it('does not take over upgrades for paths other than /app/{key}', async () => {
    running = await startHub();
    const ws = new WebSocket(running.url().replace('/app/', '/other/'));
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });
});

describe('ping, pong and liveness', () => {
  it('answers pusher:ping with pusher:pong (T6)', async () => {
    running = await startHub();
    const socket = await openSocket(running.url());
    socket.send({ event: 'pusher:ping', data: {} });
    expect(await socket.next()).toEqual({ event: 'pusher:pong', data: {} });
  });

  it('pings a silent connection after activity_timeout and keeps it when it answers', async () => {
    running = await startHub({ activityTimeout: 1, pongTimeout: 0.5 });
    const socket = await openSocket(running.url());
    expect((await socket.next(isEvent('pusher:ping'), 3000)).event).toBe('pusher:ping');
    socket.send({ event: 'pusher:pong', data: {} });
    expect(await socket.none(isEvent('pusher:error'), 400)).toBe(true);
    expect(running.hub.stats().sockets).toBe(1);
  });

  it('closes with 4201 when the ping is left unanswered, removing the socket from all channels (T6)', async () => {
    running = await startHub({ activityTimeout: 1, pongTimeout: 0.3 });
    const watcher = await openSocket(running.url());
    const silent = await openSocket(running.url());
    await join(watcher, 'presence-club.lobby', '{"user_id":"1","user_info":{"name":"Ada"}}');
    await join(silent, 'presence-club.lobby', '{"user_id":"2","user_info":{"name":"Bo"}}');
    await join(silent, 'client');
    // the watcher keeps talking, so only the silent socket goes stale
    const keepAlive = setInterval(() => watcher.send({ event: 'pusher:ping', data: {} }), 200);
    try {
      await silent.next(isEvent('pusher:ping'), 3000);
      expect(await silent.next(isEvent('pusher:error'), 3000)).toEqual({
        event: 'pusher:error',
        data: { code: 4201, message: 'Pong reply not received in time' },
      });
      expect((await silent.closed).code).toBe(4201);
      const removed = await watcher.next(isEvent('pusher_internal:member_removed'), 3000);
      expect(decodeData(removed)).toEqual({ user_id: '2' });
      expect(running.hub.stats()).toEqual({ sockets: 1, channels: 1, presenceMembers: 1 });
    } finally {
      clearInterval(keepAlive);
    }
  });
});

describe('malformed input (T14)', () => {
  const malformed: [string, unknown][] = [
    ['non-JSON text', 'not json{'],
    ['a JSON array', '[1,2]'],
    ['an object without event', '{}'],
    ['a subscribe without channel', { event: 'pusher:subscribe', data: {} }],
    ['a subscribe with data as a number', { event: 'pusher:subscribe', data: 5 }],
    ['a channel name of 165 characters', { event: 'pusher:subscribe', data: { channel: 'a'.repeat(165) } }],
    ['a channel name with #', { event: 'pusher:subscribe', data: { channel: '#server-to-user-1' } }],
    ['a channel name with a space', { event: 'pusher:subscribe', data: { channel: 'club news' } }],
    ['an unknown pusher event', { event: 'pusher:unknown', data: {} }],
    ['an unsubscribe without channel', { event: 'pusher:unsubscribe', data: {} }],
  ];

  for (const [name, frame] of malformed) {
    it(`answers ${name} with pusher:error and keeps the connection`, async () => {
      running = await startHub();
      const socket = await openSocket(running.url());
      socket.send(frame);
      expect((await socket.next()).event).toBe('pusher:error');
      socket.send({ event: 'pusher:ping', data: {} });
      expect((await socket.next()).event).toBe('pusher:pong');
    });
  }

  it('answers a binary frame with pusher:error and keeps the connection', async () => {
    running = await startHub();
    const socket = await openSocket(running.url());
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next()).toMatchObject({ event: 'pusher:error', data: { code: 4200 } });
    socket.send({ event: 'pusher:ping', data: {} });
    expect((await socket.next()).event).toBe('pusher:pong');
  });

  it('closes a connection sending a 1 MiB frame with 1009 and leaves other connections alone', async () => {
    running = await startHub();
    const other = await openSocket(running.url());
    const socket = await openSocket(running.url());
    socket.send({ event: 'client-big', channel: 'private-x', data: 'x'.repeat(1024 * 1024) });
    expect((await socket.closed).code).toBe(1009);
    other.send({ event: 'pusher:ping', data: {} });
    expect((await other.next()).event).toBe('pusher:pong');
    expect(running.hub.stats().sockets).toBe(1);
  });
});

describe('graceful shutdown (T9)', () => {
  it('sends every socket pusher:error 4200 and closes it with 4200', async () => {
    running = await startHub();
    const sockets = await Promise.all([openSocket(running.url()), openSocket(running.url())]);
    await join(sockets[0], 'client');
    const closing = running.hub.close();
    for (const socket of sockets) {
      expect(await socket.next()).toEqual({
        event: 'pusher:error',
        data: { code: 4200, message: 'Server is shutting down' },
      });
      expect((await socket.closed).code).toBe(4200);
    }
    await closing;
    expect(running.hub.stats()).toEqual({ sockets: 0, channels: 0, presenceMembers: 0 });
  });
});
