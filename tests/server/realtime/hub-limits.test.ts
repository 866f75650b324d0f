// The websocket server's memory is bounded: channels per connection,
// connections per IP and in total are capped, and a closed socket leaves nothing behind.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { REALTIME_LIMITS } from '../../../server/realtime/hub.ts';
import { isEvent, openSocket, startHub, type Running } from './helpers.ts';

let running: Running | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

describe('realtime limits', () => {
  it("caps channels per connection at Pusher's 100 by default, closing with 4302 past it", async () => {
    expect(REALTIME_LIMITS.maxChannelsPerConnection).toBe(100);
    running = await startHub();
    const socket = await openSocket(running.url());
    for (let i = 0; i < 101; i++) socket.subscribe(`news-${i}`);
    const error = await socket.next(isEvent('pusher:error'));
    expect(error.data).toEqual({ code: 4302, message: 'Subscription limit reached for this connection' });
    expect((await socket.closed).code).toBe(4302);
    await expect.poll(() => running!.hub.stats()).toEqual({ sockets: 0, channels: 0, presenceMembers: 0 });
  });

  it('frees every channel when it closes a socket with 4302 and ignores the frames that socket sent after it: channel count and heap back to baseline', async () => {
    running = await startHub({ maxConnectionsPerIp: 1000 });
    const baseline = heapAfterGc();
    const sockets = await Promise.all(Array.from({ length: 30 }, () => openSocket(running!.url())));
    // 200 subscriptions in one burst each: the 101st closes the socket while 99 more are already on their way.
    for (const socket of sockets)
      for (let i = 0; i < 200; i++) socket.subscribe(`news-${socket.socketId}-${'x'.repeat(100)}-${i}`);
    expect((await Promise.all(sockets.map((socket) => socket.closed))).map((closed) => closed.code)).toEqual(
      sockets.map(() => 4302),
    );
    await expect.poll(() => running!.hub.stats()).toEqual({ sockets: 0, channels: 0, presenceMembers: 0 });
    expect(heapAfterGc() - baseline).toBeLessThan(4 * 1024 * 1024);
  });

  it('caps connections per IP, refusing one more with 4004, and counts a closed one out', async () => {
    running = await startHub({ maxConnectionsPerIp: 2 });
    const first = await openSocket(running.url());
    await openSocket(running.url());
    const third = await openSocket(running.url());
    expect(third.first).toEqual({
      event: 'pusher:error',
      data: { code: 4004, message: 'Too many connections from this address' },
    });
    expect((await third.closed).code).toBe(4004);
    first.ws.close();
    await first.closed;
    await expect.poll(() => running!.hub.stats().sockets).toBe(1);
    expect((await openSocket(running.url())).first.event).toBe('pusher:connection_established');
  });

  it('frees everything a socket held when it closes: stats to zero and the heap back to its baseline', async () => {
    running = await startHub({ maxConnectionsPerIp: 1000 });
    const baseline = heapAfterGc();
    const sockets = await Promise.all(Array.from({ length: 40 }, () => openSocket(running!.url())));
    for (const socket of sockets)
      for (let i = 0; i < 100; i++) socket.subscribe(`news-${socket.socketId}-${'x'.repeat(100)}-${i}`);
    await Promise.all(
      sockets.map((socket) =>
        socket.next(isEvent('pusher_internal:subscription_succeeded', `news-${socket.socketId}-${'x'.repeat(100)}-99`)),
      ),
    );
    expect(running.hub.stats().channels).toBe(4000);
    sockets.forEach((socket) => socket.ws.terminate());
    await expect
      .poll(() => running!.hub.stats(), { timeout: 10_000 })
      .toEqual({ sockets: 0, channels: 0, presenceMembers: 0 });
    expect(heapAfterGc() - baseline).toBeLessThan(4 * 1024 * 1024);
  });
});
