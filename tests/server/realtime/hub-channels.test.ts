// Channel-level rules: subscriptions and their refusal styles, presence membership, client
// events, delivery and leaks (docs/contracts.md §1.4-§1.6, §1.9; T3, T4, T11, T15, T16).
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubscriptionErrorStyle } from '../../../server/realtime/subscription-errors.ts';
import {
  decodeData,
  isEvent,
  join,
  openSocket,
  presenceData,
  sign,
  startHub,
  type Running,
  type TestSocket,
} from './helpers.ts';

let running: Running | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

async function hub(options: Parameters<typeof startHub>[0] = {}) {
  running = await startHub(options);
  return running;
}

function publish(channel: string, event: string, payload: unknown, exceptSocketId?: string) {
  return running!.hub.publish({ channels: [channel], event, data: JSON.stringify(payload), exceptSocketId });
}

describe('subscriptions', () => {
  it('confirms a public subscription with data "{}"', async () => {
    const { url } = await hub();
    const socket = await openSocket(url());
    socket.subscribe('client');
    expect(await socket.next()).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'client',
      data: '{}',
    });
  });

  it('confirms a private subscription signed over socket_id:channel', async () => {
    const { url } = await hub();
    const socket = await openSocket(url());
    socket.subscribe('private-App.Models.User.1', sign(socket.socketId, 'private-App.Models.User.1'));
    expect(await socket.next()).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'private-App.Models.User.1',
      data: '{}',
    });
  });

  it('confirms a repeated subscription again (idempotent)', async () => {
    const { url, hub: h } = await hub();
    const socket = await openSocket(url());
    await join(socket, 'client');
    await join(socket, 'client');
    expect(h.stats()).toEqual({ sockets: 1, channels: 1, presenceMembers: 0 });
  });

  it('delivers channel events with data as the given string (double encoding)', async () => {
    const { url } = await hub();
    const socket = await openSocket(url());
    await join(socket, 'private-App.Models.User.1');
    publish('private-App.Models.User.1', 'App\\Events\\NewMessageReceived', { message: { id: 7, body: 'Hi' } });
    expect(await socket.next()).toEqual({
      event: 'App\\Events\\NewMessageReceived',
      channel: 'private-App.Models.User.1',
      data: '{"message":{"id":7,"body":"Hi"}}',
    });
  });

  it('leaves out the excepted socket when publishing', async () => {
    const { url } = await hub();
    const a = await openSocket(url());
    const b = await openSocket(url());
    await join(a, 'client');
    await join(b, 'client');
    expect(publish('client', 'client-updated', {}, a.socketId)).toBe(1);
    expect((await b.next()).event).toBe('client-updated');
    expect(await a.none()).toBe(true);
  });

  it('stops delivering after pusher:unsubscribe, which has no reply', async () => {
    const { url, hub: h } = await hub();
    const socket = await openSocket(url());
    await join(socket, 'client');
    socket.send({ event: 'pusher:unsubscribe', data: { channel: 'client' } });
    socket.send({ event: 'pusher:unsubscribe', data: { channel: 'never-joined' } });
    socket.send({ event: 'pusher:ping', data: {} });
    expect((await socket.next()).event).toBe('pusher:pong');
    publish('client', 'client-updated', {});
    expect(await socket.none()).toBe(true);
    expect(h.stats().channels).toBe(0);
  });
});

describe('refused subscriptions (T3)', () => {
  const channel = 'private-App.Models.User.2';
  const auths: [string, (socketId: string) => unknown][] = [
    ['a tampered signature', (id) => sign(id, channel).replace(/.$/, (c) => (c === '0' ? '1' : '0'))],
    ['an empty auth', () => ''],
    ['a null auth', () => null],
    ['a colon-less auth', (id) => sign(id, channel).replace(':', '')],
    ['a wrong-length auth', (id) => `${sign(id, channel)}00`],
    ["another socket's signature", () => sign('1234.5678', channel)],
    ["another channel's signature", (id) => sign(id, 'private-App.Models.User.1')],
  ];

  const expected: Record<SubscriptionErrorStyle, (frame: unknown) => void> = {
    reverb: (frame) =>
      expect(frame).toEqual({
        event: 'pusher:error',
        data: JSON.stringify({ code: 4009, message: 'Connection is unauthorized' }),
      }),
    soketi: (frame) =>
      expect(frame).toEqual({
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'AuthError', error: 'The connection is unauthorized.', status: 401 },
      }),
    pusher: (frame) =>
      expect(frame).toMatchObject({
        event: 'pusher:error',
        data: { code: null, message: expect.stringMatching(/^Invalid signature: /) },
      }),
  };

  for (const style of ['reverb', 'soketi', 'pusher'] as const) {
    for (const [name, auth] of auths) {
      it(`refuses ${name} in ${style} style, delivers nothing and keeps the socket usable`, async () => {
        const { url, hub: h } = await hub({ subscriptionErrorStyle: style });
        const socket = await openSocket(url());
        socket.subscribe(channel, auth(socket.socketId) as string);
        expected[style](await socket.next());
        publish(channel, 'App\\Events\\NewMessageReceived', { message: {} });
        expect(await socket.none(undefined, 150)).toBe(true);
        await join(socket, 'private-App.Models.User.1');
        expect(h.stats()).toMatchObject({ sockets: 1, channels: 1 });
      });
    }
  }

  it('defaults to the Reverb style', async () => {
    const { url } = await hub();
    const socket = await openSocket(url());
    socket.subscribe(channel, 'app-key:00');
    expected.reverb(await socket.next());
  });
});

describe('presence channels (T4, T16)', () => {
  const lobby = 'presence-club.lobby';

  it('answers with the members as ids, hash and count', async () => {
    const { url } = await hub();
    const ada = await openSocket(url());
    const bo = await openSocket(url());
    await join(ada, lobby, presenceData('1', 'Ada'));
    const succeeded = await join(bo, lobby, presenceData('2', 'Bo'));
    expect(decodeData(succeeded)).toEqual({
      presence: { ids: ['1', '2'], hash: { 1: { name: 'Ada' }, 2: { name: 'Bo' } }, count: 2 },
    });
    const added = await ada.next(isEvent('pusher_internal:member_added', lobby));
    expect(added.data).toBe('{"user_id":"2","user_info":{"name":"Bo"}}');
  });

  for (const [name, channelData] of [
    ['escaped slashes', '{"user_id":"1","user_info":{"url":"https:\\/\\/club.example\\/ada"}}'],
    ['non-ASCII text', '{"user_id":"1","user_info":{"name":"Zoë Ångström 日本"}}'],
    ['unusual key order and spacing', '{ "user_info" : {"name":"Ada"}, "user_id" : 1 }'],
  ] as const) {
    it(`verifies the signature over the exact channel_data string (${name})`, async () => {
      const { url } = await hub();
      const socket = await openSocket(url());
      const succeeded = await join(socket, lobby, channelData);
      expect((decodeData(succeeded) as { presence: { ids: string[] } }).presence.ids).toEqual(['1']);
    });
  }

  for (const [name, channelData] of [
    ['invalid JSON', '{"user_id":'],
    ['no user_id', '{"user_info":{"name":"Ada"}}'],
    ['an empty user_id', '{"user_id":""}'],
    ['an object user_id', '{"user_id":{"id":1}}'],
  ] as const) {
    it(`refuses channel_data with ${name} even when signed, without crashing`, async () => {
      const { url, hub: h } = await hub();
      const socket = await openSocket(url());
      socket.subscribe(lobby, sign(socket.socketId, lobby, channelData), channelData);
      expect((await socket.next()).event).toBe('pusher:error');
      expect(h.stats()).toEqual({ sockets: 1, channels: 0, presenceMembers: 0 });
    });
  }

  it('refuses a presence subscription without channel_data', async () => {
    const { url } = await hub({ subscriptionErrorStyle: 'soketi' });
    const socket = await openSocket(url());
    socket.subscribe(lobby, sign(socket.socketId, lobby));
    expect((await socket.next()).event).toBe('pusher:subscription_error');
  });

  it('adds a user with two tabs once and removes them only when the last tab leaves (T16)', async () => {
    const { url, hub: h } = await hub();
    const watcher = await openSocket(url());
    await join(watcher, lobby, presenceData('9', 'Watcher'));
    const tab1 = await openSocket(url());
    const tab2 = await openSocket(url());
    await join(tab1, lobby, presenceData('1', 'Ada'));
    const second = await join(tab2, lobby, presenceData('1', 'Ada'));
    expect((decodeData(second) as { presence: { ids: string[]; count: number } }).presence).toMatchObject({
      ids: ['1', '9'],
      count: 2,
    });
    expect((await watcher.next(isEvent('pusher_internal:member_added'))).data).toBe(
      '{"user_id":"1","user_info":{"name":"Ada"}}',
    );
    expect(await watcher.none(isEvent('pusher_internal:member_added'))).toBe(true);

    tab1.ws.close();
    await tab1.closed;
    expect(await watcher.none(isEvent('pusher_internal:member_removed'))).toBe(true);
    expect(h.stats().presenceMembers).toBe(2);

    tab2.send({ event: 'pusher:unsubscribe', data: { channel: lobby } });
    expect((await watcher.next(isEvent('pusher_internal:member_removed'))).data).toBe('{"user_id":"1"}');
    expect(h.stats().presenceMembers).toBe(1);
  });
});

describe('client events (T11)', () => {
  async function pair(channel: string) {
    const { url } = await hub();
    const sender = await openSocket(url());
    const receiver = await openSocket(url());
    await join(sender, channel, channel.startsWith('presence-') ? presenceData('1', 'Ada') : undefined);
    await join(receiver, channel, channel.startsWith('presence-') ? presenceData('2', 'Bo') : undefined);
    return { sender, receiver };
  }

  it('refuses client-updated on the public client channel and never relays it', async () => {
    const { sender, receiver } = await pair('client');
    sender.send({ event: 'client-updated', channel: 'client', data: { forged: true } });
    expect(await sender.next()).toMatchObject({ event: 'pusher:error', data: { code: 4301 } });
    expect(await receiver.none()).toBe(true);
  });

  it('refuses a client event on a private channel the sender is not subscribed to', async () => {
    const { url } = await hub();
    const receiver = await openSocket(url());
    await join(receiver, 'private-chat.1');
    const outsider = await openSocket(url());
    outsider.send({ event: 'client-typing', channel: 'private-chat.1', data: {} });
    expect(await outsider.next()).toMatchObject({ event: 'pusher:error', data: { code: 4301 } });
    expect(await receiver.none()).toBe(true);
  });

  it('relays a whisper to the other subscribers and not back to the sender', async () => {
    const { sender, receiver } = await pair('private-chat.1');
    sender.send({ event: 'client-typing', channel: 'private-chat.1', data: { name: 'Ada' } });
    expect(await receiver.next()).toEqual({
      event: 'client-typing',
      channel: 'private-chat.1',
      data: '{"name":"Ada"}',
    });
    expect(await sender.none()).toBe(true);
  });

  it('adds the sender user_id to whispers on presence channels', async () => {
    const { sender, receiver } = await pair('presence-chat.1');
    await sender.next(isEvent('pusher_internal:member_added'));
    sender.send({ event: 'client-typing', channel: 'presence-chat.1', data: { name: 'Ada' } });
    expect(await receiver.next(isEvent('client-typing'))).toMatchObject({ user_id: '1' });
  });

  it('relays at most 10 whispers per second and answers the rest with 4301', async () => {
    let now = 1_000_000;
    running = await startHub({ now: () => now });
    const sender = await openSocket(running.url());
    const receiver = await openSocket(running.url());
    await join(sender, 'private-chat.1');
    await join(receiver, 'private-chat.1');
    for (let i = 0; i < 20; i++) sender.send({ event: 'client-typing', channel: 'private-chat.1', data: { i } });
    const errors = await Promise.all(Array.from({ length: 10 }, () => sender.next(isEvent('pusher:error'))));
    expect(errors.every((frame) => (frame.data as { code: number }).code === 4301)).toBe(true);
    const relayed = await Promise.all(Array.from({ length: 10 }, () => receiver.next(isEvent('client-typing'))));
    expect(relayed.map((frame) => JSON.parse(frame.data as string).i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await receiver.none(isEvent('client-typing'))).toBe(true);
    now += 1000;
    sender.send({ event: 'client-typing', channel: 'private-chat.1', data: { i: 20 } });
    expect(JSON.parse((await receiver.next(isEvent('client-typing'))).data as string)).toEqual({ i: 20 });
  });
});

describe('no leaks (T15)', () => {
  it('holds no sockets, channels or members after 200 connect-subscribe-reset cycles', async () => {
    const { url, hub: h } = await hub();
    for (let round = 0; round < 20; round++) {
      const sockets = await Promise.all(Array.from({ length: 10 }, () => openSocket(url())));
      await Promise.all(
        sockets.map(async (socket: TestSocket, i) => {
          await join(socket, 'client');
          await join(socket, `private-App.Models.User.${i}`);
          await join(socket, 'presence-club.lobby', presenceData(String(i), `Member ${i}`));
        }),
      );
      for (const socket of sockets) (socket.ws as unknown as { _socket: Socket })._socket.resetAndDestroy();
      await Promise.all(sockets.map((socket) => socket.closed));
    }
    await expect.poll(() => h.stats(), { timeout: 3000 }).toEqual({ sockets: 0, channels: 0, presenceMembers: 0 });
  });
});
