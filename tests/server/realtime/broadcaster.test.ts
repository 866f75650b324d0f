// Both Broadcaster implementations deliver the same frames; the `pusher` one goes through the
// official HTTP client to a server on a port, as the admin CLI does from its own process.
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRemoteBroadcaster, createServerRealtime } from '../../../server/realtime/broadcasting.ts';
import { silentLogger } from '../../../server/http/env.ts';
import {
  broadcastAll,
  bulkCalls,
  createLocalBroadcaster,
  createPusherBroadcaster,
  readSocketId,
} from '../../../server/realtime/broadcaster.ts';
import { createHub, type Hub, type PublishMessage } from '../../../server/realtime/hub.ts';
import { BULK_EVENTS } from '../../../server/realtime/protocol.ts';
import { createTriggerApi } from '../../../server/realtime/trigger-api.ts';
import { testConfig } from '../helpers.ts';
import { APP, join, openSocket } from './helpers.ts';

/** A broadcaster to the test server on `port` whose secret the server does not know. */
const wrongSecret = (port: number, options: { bulk?: boolean } = {}) =>
  createPusherBroadcaster({
    appId: APP.id,
    key: APP.key,
    secret: 'wrong',
    host: '127.0.0.1',
    port,
    useTLS: false,
    ...options,
  });

describe('readSocketId (X-Socket-ID)', () => {
  it('keeps a valid socket id and ignores anything else', () => {
    expect(readSocketId('1234.5678')).toBe('1234.5678');
    for (const bad of ['abc', '1234', '1.2.3', '', ' 1.2', null, undefined]) expect(readSocketId(bad)).toBeUndefined();
  });
});

describe('local broadcaster', () => {
  function recordingHub() {
    const published: PublishMessage[] = [];
    return { published, hub: { publish: (m: PublishMessage) => (published.push(m), 0) } };
  }

  it('publishes the payload JSON-encoded once, as a string', async () => {
    const { hub, published } = recordingHub();
    await createLocalBroadcaster(hub).broadcast(['private-App.Models.User.1'], 'App\\Events\\NewMessageReceived', {
      message: { id: 7 },
    });
    expect(published).toEqual([
      {
        channels: ['private-App.Models.User.1'],
        event: 'App\\Events\\NewMessageReceived',
        data: '{"message":{"id":7}}',
        exceptSocketId: undefined,
      },
    ]);
  });

  it('passes a valid exceptSocketId and drops a malformed one (T13)', async () => {
    const { hub, published } = recordingHub();
    const broadcaster = createLocalBroadcaster(hub);
    await broadcaster.broadcast(['client'], 'client-updated', {}, { exceptSocketId: '1.2' });
    await broadcaster.broadcast(['client'], 'client-updated', {}, { exceptSocketId: 'not-a-socket' });
    expect(published.map((m) => m.exceptSocketId)).toEqual(['1.2', undefined]);
  });

  it('publishes many events at once, each on its channels', async () => {
    const { hub, published } = recordingHub();
    const events = [1, 2, 3].map((id) => ({
      channels: [`private-App.Models.User.${id}`],
      event: 'e',
      payload: { id },
    }));
    expect(await broadcastAll(createLocalBroadcaster(hub), events)).toEqual([]);
    expect(published.map((m) => [m.channels, m.data])).toEqual(
      events.map((e) => [e.channels, `{"id":${e.payload.id}}`]),
    );
  });
});

describe('pusher broadcaster against our trigger API on a port', () => {
  let server: Server | undefined;
  let hub: Hub | undefined;
  /** The trigger API's paths, one per HTTP call received. */
  let calls: string[] = [];
  afterEach(async () => {
    calls = [];
    await hub?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** `without`: paths the server answers 404, as an older server without bulk_events would. */
  async function start({ without = [] as string[] } = {}) {
    hub = createHub({ app: APP });
    const api = createTriggerApi({ hub });
    server = createAdaptorServer({
      fetch: (request: Request) => {
        const path = new URL(request.url).pathname;
        calls.push(path);
        return without.includes(path) ? new Response('', { status: 404 }) : api.fetch(request);
      },
    }) as Server;
    hub.attach(server);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { port, wsUrl: `ws://127.0.0.1:${port}/app/${APP.key}?protocol=7` };
  }

  it('delivers through the official pusher client, excluding the given socket', async () => {
    const { port, wsUrl } = await start();
    const a = await openSocket(wsUrl);
    const b = await openSocket(wsUrl);
    await join(a, 'private-App.Models.User.1');
    await join(b, 'private-App.Models.User.1');
    const broadcaster = createPusherBroadcaster({
      appId: APP.id,
      key: APP.key,
      secret: APP.secret,
      host: '127.0.0.1',
      port,
      useTLS: false,
    });
    await broadcaster.broadcast(
      ['private-App.Models.User.1'],
      'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
      { title: 'Court booked', id: '9f1c2b4e-3d7a-4c1e-9b0a-2f6d8e7c5a10' },
      { exceptSocketId: a.socketId },
    );
    expect(await b.next()).toEqual({
      event: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
      channel: 'private-App.Models.User.1',
      data: '{"title":"Court booked","id":"9f1c2b4e-3d7a-4c1e-9b0a-2f6d8e7c5a10"}',
    });
    expect(await a.none()).toBe(true);
  });

  /** The config of a club that publishes to an external Pusher-compatible server (ours, on `port`). */
  const externalPusher = (port: number, env: Record<string, string> = { BROADCAST_DRIVER: 'pusher' }) =>
    testConfig({
      ...env,
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(port),
      PUSHER_SCHEME: 'http',
    });

  it('BROADCAST_DRIVER=pusher (or BROADCAST_CONNECTION=reverb): the server runs no hub and no trigger API, keeps channel auth, and publishes to PUSHER_HOST:PUSHER_PORT through the official client', async () => {
    const { port, wsUrl } = await start();
    const member = await openSocket(wsUrl);
    await join(member, 'private-App.Models.User.1');
    for (const env of [{ BROADCAST_DRIVER: 'pusher' }, { BROADCAST_CONNECTION: 'reverb' }] as Record<
      string,
      string
    >[]) {
      const realtime = createServerRealtime(externalPusher(port, env), silentLogger);
      expect([realtime.hub, realtime.routes.triggerApi, typeof realtime.routes.broadcastingAuth]).toEqual([
        null,
        undefined,
        'object',
      ]);
      await realtime.broadcaster.broadcast(['private-App.Models.User.1'], 'client-updated', {
        via: Object.keys(env)[0],
      });
      expect(await member.next()).toEqual({
        event: 'client-updated',
        channel: 'private-App.Models.User.1',
        data: JSON.stringify({ via: Object.keys(env)[0] }),
      });
    }
  });

  it('BROADCAST_DRIVER=pusher: the CLI publishes to the same external server (createRemoteBroadcaster)', async () => {
    const { port, wsUrl } = await start();
    const member = await openSocket(wsUrl);
    await join(member, 'private-App.Models.User.1');
    await createRemoteBroadcaster(externalPusher(port), silentLogger).broadcast(
      ['private-App.Models.User.1'],
      'client-updated',
      { from: 'cli' },
    );
    expect(await member.next()).toEqual({
      event: 'client-updated',
      channel: 'private-App.Models.User.1',
      data: '{"from":"cli"}',
    });
  });

  it('BROADCAST_DRIVER=pusher signs with PUSHER_APP_KEY and PUSHER_APP_SECRET: the external server refuses another secret', async () => {
    const { port } = await start();
    const config = testConfig({
      BROADCAST_DRIVER: 'pusher',
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: 'not-the-secret',
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(port),
      PUSHER_SCHEME: 'http',
    });
    await expect(
      createServerRealtime(config, silentLogger).broadcaster.broadcast(['client'], 'client-updated', {}),
    ).rejects.toMatchObject({ status: 401 });
  });

  /** 25 notifications, one per member's channel, as a post to all sends them. */
  const manyEvents = Array.from({ length: 25 }, (_, i) => ({
    channels: [`private-App.Models.User.${i + 1}`],
    event: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
    payload: { id: `n-${i + 1}` },
  }));

  it("publishes many events in batch calls of at most 10 (Pusher's limit), each on its own channel", async () => {
    const { port } = await start();
    const publish = vi.spyOn(hub!, 'publish');
    const broadcaster = createPusherBroadcaster({
      appId: APP.id,
      key: APP.key,
      secret: APP.secret,
      host: '127.0.0.1',
      port,
      useTLS: false,
    });
    expect(await broadcastAll(broadcaster, manyEvents)).toEqual([]);
    expect(calls).toEqual(Array.from({ length: 3 }, () => `/apps/${APP.id}/batch_events`));
    expect(publish.mock.calls.map(([m]) => [m.channels, m.event, m.data])).toEqual(
      manyEvents.map((e) => [e.channels, e.event, JSON.stringify(e.payload)]),
    );
  });

  /** N notifications, one per member's channel. */
  const notifications = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      channels: [`private-App.Models.User.${i + 1}`],
      event: 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
      payload: { id: `n-${i + 1}` },
    }));
  /** The CLI's broadcaster with BROADCAST_DRIVER=local: the running server of the same installation. */
  const sameInstallation = (port: number) =>
    createRemoteBroadcaster(
      testConfig({
        BROADCAST_DRIVER: 'local',
        PUSHER_APP_ID: APP.id,
        PUSHER_APP_KEY: APP.key,
        PUSHER_APP_SECRET: APP.secret,
        PUSHER_PORT: String(port),
      }),
      silentLogger,
    );

  it("the same installation's CLI sends a post to N members in ceil(N/1000) bulk_events calls, each on its channel", async () => {
    const { port } = await start();
    const publish = vi.spyOn(hub!, 'publish');
    const events = notifications(1200);
    expect(await broadcastAll(sameInstallation(port), events)).toEqual([]);
    expect(calls).toEqual(Array.from({ length: 2 }, () => `/apps/${APP.id}/bulk_events`));
    expect(publish.mock.calls.map(([m]) => [m.channels, m.data])).toEqual(
      events.map((e) => [e.channels, JSON.stringify(e.payload)]),
    );
  });

  it('falls back to batch_events of 10 when the server answers bulk_events with 404 (an older server)', async () => {
    const { port } = await start({ without: [`/apps/${APP.id}/bulk_events`] });
    const publish = vi.spyOn(hub!, 'publish');
    expect(await broadcastAll(sameInstallation(port), notifications(25))).toEqual([]);
    expect(calls).toEqual([
      `/apps/${APP.id}/bulk_events`,
      ...Array.from({ length: 3 }, () => `/apps/${APP.id}/batch_events`),
    ]);
    expect(publish).toHaveBeenCalledTimes(25);
  });

  it('BROADCAST_DRIVER=pusher: the CLI keeps to batch_events of 10, which every Pusher-compatible server knows', async () => {
    const { port } = await start();
    expect(await broadcastAll(createRemoteBroadcaster(externalPusher(port), silentLogger), notifications(25))).toEqual(
      [],
    );
    expect(calls).toEqual(Array.from({ length: 3 }, () => `/apps/${APP.id}/batch_events`));
  });

  it('answers the error of a bulk call the server refused, without throwing', async () => {
    const { port } = await start();
    const broadcaster = wrongSecret(port, { bulk: true });
    const errors = await broadcastAll(broadcaster, notifications(25));
    expect(errors.map((e) => (e as Error).message)).toEqual([
      '1 of 1 event calls not published: Unexpected status code 401',
    ]);
  });

  it('answers the error of a batch the server refused, without throwing', async () => {
    const { port } = await start();
    const broadcaster = wrongSecret(port);
    const errors = await broadcastAll(broadcaster, manyEvents);
    expect(errors.map((e) => (e as Error).message)).toEqual([
      '3 of 3 event batches not published: Unexpected status code 401',
    ]);
  });

  it('fails loudly when the credentials are wrong', async () => {
    const { port } = await start();
    const broadcaster = wrongSecret(port);
    await expect(broadcaster.broadcast(['client'], 'client-updated', {})).rejects.toMatchObject({ status: 401 });
  });
});

describe('bulk_events calls (bulkCalls)', () => {
  const entry = (i: number, bytes: number) => ({ channel: `c-${i}`, name: 'e', data: 'x'.repeat(bytes) });
  const bodyBytes = (batch: unknown[]) => Buffer.byteLength(JSON.stringify({ batch }));

  it('cuts events into calls of at most 1,000, in order', () => {
    const entries = Array.from({ length: 2500 }, (_, i) => entry(i, 10));
    const calls = bulkCalls(entries);
    expect(calls.map((call) => call.length)).toEqual([1000, 1000, 500]);
    expect(calls.flat()).toEqual(entries);
  });

  it("keeps each call's body within the server's 1 MB, however large the events", () => {
    const entries = Array.from({ length: 300 }, (_, i) => entry(i, 10 * 1024 - 50));
    const calls = bulkCalls(entries);
    expect(calls.length).toBeGreaterThan(2);
    for (const call of calls) expect(bodyBytes(call)).toBeLessThanOrEqual(BULK_EVENTS.maxBodyBytes);
    expect(calls.flat()).toEqual(entries);
  });
});
