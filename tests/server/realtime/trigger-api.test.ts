// The Pusher HTTP trigger API (docs/contracts.md §1.10; T12, T13).
import { afterEach, describe, expect, it } from 'vitest';
import { signRequest } from '../../../server/realtime/signatures.ts';
import { createTriggerApi } from '../../../server/realtime/trigger-api.ts';
import type { PublishMessage } from '../../../server/realtime/hub.ts';
import { APP, join, openSocket, startHub, type Running } from './helpers.ts';

const NOW_S = 1767225600;
const BODY = String.raw`{"name":"App\\Events\\NewMessageReceived","channels":["private-App.Models.User.1"],"data":"{\"message\":{\"id\":7,\"body\":\"Hi\"}}","socket_id":"1234.5678"}`;

/** A trigger API over a recording hub: what would be published, without sockets. */
function recording(app = APP, nowS = NOW_S) {
  const published: PublishMessage[] = [];
  const api = createTriggerApi({ hub: { app, publish: (m) => (published.push(m), 0) }, now: () => nowS * 1000 });
  return { api, published };
}

function post(api: ReturnType<typeof createTriggerApi>, path: string, body: string, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return api.request(`http://127.0.0.1${path}?${search}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
}

function signed(body: string, { path = '/apps/app-id/events', timestamp = NOW_S, credentials = APP } = {}) {
  return signRequest(credentials, 'POST', path, body, timestamp);
}

function event(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({ name: 'client-updated', channels: ['client'], data: '{}', ...overrides });
}

describe('POST /apps/{id}/events', () => {
  it('accepts the Pusher doc vector with 200 {}', async () => {
    const doc = { id: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
    const { api, published } = recording(doc, 1353088179);
    const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
    const query = {
      auth_key: doc.key,
      auth_timestamp: '1353088179',
      auth_version: '1.0',
      body_md5: 'ec365a775a4cd0599faeb73354201b6f',
      auth_signature: 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    };
    const res = await post(api, '/apps/3/events', body, query);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(published).toEqual([
      { channels: ['project-3'], event: 'foo', data: '{"some":"data"}', exceptSocketId: undefined },
    ]);
  });

  it('accepts our vector and publishes it excluding its socket_id', async () => {
    const { api, published } = recording();
    const query = {
      auth_key: 'app-key',
      auth_timestamp: String(NOW_S),
      auth_version: '1.0',
      body_md5: '97eda2c60a8e3e52b49d0d90f9707959',
      auth_signature: '8c0b60b6bee9693db70b11a3235479aac0e8ac36551d6045151079ea78b62e0d',
    };
    const res = await post(api, '/apps/app-id/events', BODY, query);
    expect(res.status).toBe(200);
    expect(published).toEqual([
      {
        channels: ['private-App.Models.User.1'],
        event: 'App\\Events\\NewMessageReceived',
        data: '{"message":{"id":7,"body":"Hi"}}',
        exceptSocketId: '1234.5678',
      },
    ]);
  });

  it('accepts a single `channel` instead of `channels`', async () => {
    const { api, published } = recording();
    const body = JSON.stringify({ name: 'client-updated', channel: 'client', data: '{}' });
    expect((await post(api, '/apps/app-id/events', body, signed(body))).status).toBe(200);
    expect(published[0]!.channels).toEqual(['client']);
  });

  it('answers a tampered body with 401, even when body_md5 is the one sent', async () => {
    const { api, published } = recording();
    const res = await post(api, '/apps/app-id/events', BODY.replace('Hi', 'Ha'), signed(BODY));
    expect(res.status).toBe(401);
    expect(published).toEqual([]);
  });

  it('answers a wrong signature, key or secret with 401', async () => {
    const { api } = recording();
    const body = event();
    const bad = [
      { ...signed(body), auth_signature: '0'.repeat(64) },
      { ...signed(body), auth_signature: 'short' },
      { ...signed(body), auth_key: 'other-key' },
      signed(body, { credentials: { ...APP, secret: 'wrong' } }),
      signed(body, { path: '/apps/other/events' }),
      (({ auth_signature: _, ...rest }) => rest)(signed(body)),
    ];
    for (const query of bad) expect((await post(api, '/apps/app-id/events', body, query)).status).toBe(401);
  });

  it('answers an auth_timestamp older than 600 s with 401, and accepts one just inside', async () => {
    const { api } = recording();
    const body = event();
    expect((await post(api, '/apps/app-id/events', body, signed(body, { timestamp: NOW_S - 601 }))).status).toBe(401);
    expect((await post(api, '/apps/app-id/events', body, signed(body, { timestamp: NOW_S + 601 }))).status).toBe(401);
    expect((await post(api, '/apps/app-id/events', body, signed(body, { timestamp: NOW_S - 600 }))).status).toBe(200);
  });

  it('refuses a replay of an accepted request within its ±600 s window with 401, and publishes it once', async () => {
    const { api, published } = recording();
    const body = event();
    const query = signed(body);
    expect((await post(api, '/apps/app-id/events', body, query)).status).toBe(200);
    const replay = await post(api, '/apps/app-id/events', body, query);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: 'Replayed request: this signature was already accepted.' });
    expect(published).toHaveLength(1);
  });

  it('forgets accepted signatures once their window has passed (the timestamp refuses them then)', async () => {
    let nowS = NOW_S;
    const api = createTriggerApi({ hub: { app: APP, publish: () => 0 }, now: () => nowS * 1000 });
    const body = event();
    expect((await post(api, '/apps/app-id/events', body, signed(body))).status).toBe(200);
    nowS += 700;
    const later = event({ data: '"later"' });
    expect((await post(api, '/apps/app-id/events', later, signed(later, { timestamp: nowS }))).status).toBe(200);
    expect((await post(api, '/apps/app-id/events', body, signed(body))).status).toBe(401);
  });

  it('answers an unknown app id with 404', async () => {
    const { api } = recording();
    const body = event();
    expect((await post(api, '/apps/9/events', body, signed(body, { path: '/apps/9/events' }))).status).toBe(404);
  });

  it('answers data over 10 KB with 413 and accepts exactly 10 KB', async () => {
    const { api } = recording();
    const over = event({ data: 'x'.repeat(10 * 1024 + 1) });
    expect((await post(api, '/apps/app-id/events', over, signed(over))).status).toBe(413);
    const limit = event({ data: 'x'.repeat(10 * 1024) });
    expect((await post(api, '/apps/app-id/events', limit, signed(limit))).status).toBe(200);
  });

  it('answers 101 channels with 400', async () => {
    const { api } = recording();
    const body = event({ channels: Array.from({ length: 101 }, (_, i) => `c${i}`) });
    expect((await post(api, '/apps/app-id/events', body, signed(body))).status).toBe(400);
  });

  it('answers data that is not a string with 400', async () => {
    const { api, published } = recording();
    const body = event({ data: { some: 'data' } });
    expect((await post(api, '/apps/app-id/events', body, signed(body))).status).toBe(400);
    expect(published).toEqual([]);
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const { api } = recording();
    for (const body of [
      'not json',
      '[]',
      event({ name: undefined }),
      event({ channels: [] }),
      event({ channels: ['bad channel'] }),
      event({ socket_id: 'abc' }),
    ]) {
      const res = await post(api, '/apps/app-id/events', body, signed(body));
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty('error');
    }
  });
});

describe('POST /apps/{id}/batch_events', () => {
  it('publishes every event of a valid batch', async () => {
    const { api, published } = recording();
    const body = JSON.stringify({
      batch: [
        { name: 'a', channel: 'client', data: '1' },
        { name: 'b', channel: 'news', data: '2', socket_id: '1.2' },
      ],
    });
    const res = await post(api, '/apps/app-id/batch_events', body, signed(body, { path: '/apps/app-id/batch_events' }));
    expect(res.status).toBe(200);
    expect(published.map((m) => [m.event, m.channels, m.exceptSocketId])).toEqual([
      ['a', ['client'], undefined],
      ['b', ['news'], '1.2'],
    ]);
  });

  it('answers a bad signature, a tampered body or a signature made for /events with 401 and publishes nothing', async () => {
    const { api, published } = recording();
    const path = '/apps/app-id/batch_events';
    const body = JSON.stringify({ batch: [{ name: 'a', channel: 'client', data: '1' }] });
    const bad = [
      { ...signed(body, { path }), auth_signature: '0'.repeat(64) },
      signed(body, { path, credentials: { ...APP, secret: 'wrong' } }),
      signed(body, { path: '/apps/app-id/events' }),
    ];
    for (const query of bad) expect((await post(api, path, body, query)).status).toBe(401);
    expect((await post(api, path, body.replace('"1"', '"2"'), signed(body, { path }))).status).toBe(401);
    expect(published).toEqual([]);
  });

  it('publishes nothing when one event of the batch is invalid, and refuses more than 10', async () => {
    const { api, published } = recording();
    const bad = JSON.stringify({
      batch: [
        { name: 'a', channel: 'client', data: '1' },
        { name: 'b', channel: 'client', data: {} },
      ],
    });
    expect(
      (await post(api, '/apps/app-id/batch_events', bad, signed(bad, { path: '/apps/app-id/batch_events' }))).status,
    ).toBe(400);
    const many = JSON.stringify({
      batch: Array.from({ length: 11 }, () => ({ name: 'a', channel: 'client', data: '1' })),
    });
    expect(
      (await post(api, '/apps/app-id/batch_events', many, signed(many, { path: '/apps/app-id/batch_events' }))).status,
    ).toBe(400);
    expect(published).toEqual([]);
  });
});

describe("POST /apps/{id}/bulk_events (this server's own, for the same installation's CLI)", () => {
  const path = '/apps/app-id/bulk_events';
  const bulk = (n: number) =>
    JSON.stringify({ batch: Array.from({ length: n }, (_, i) => ({ name: 'a', channel: `c-${i}`, data: String(i) })) });

  it('publishes up to 1,000 events of one call, in order', async () => {
    const { api, published } = recording();
    const body = bulk(1000);
    expect((await post(api, path, body, signed(body, { path }))).status).toBe(200);
    expect(published.map((m) => m.channels[0])).toEqual(Array.from({ length: 1000 }, (_, i) => `c-${i}`));
  });

  it('refuses 1,001 events with 400 and publishes none', async () => {
    const { api, published } = recording();
    const body = bulk(1001);
    const res = await post(api, path, body, signed(body, { path }));
    expect([res.status, await res.json()]).toEqual([400, { error: 'A batch holds at most 1000 events.' }]);
    expect(published).toEqual([]);
  });

  it('answers a wrong secret or a signature made for batch_events with 401 and publishes nothing (T12)', async () => {
    const { api, published } = recording();
    const body = bulk(3);
    for (const query of [
      signed(body, { path, credentials: { ...APP, secret: 'wrong' } }),
      signed(body, { path: '/apps/app-id/batch_events' }),
    ])
      expect((await post(api, path, body, query)).status).toBe(401);
    expect(published).toEqual([]);
  });
});

describe('delivery through a running hub (T12, T13)', () => {
  let running: Running | undefined;
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });

  it('delivers a triggered event double-encoded, excluding connection A and reaching B', async () => {
    running = await startHub();
    const api = createTriggerApi({ hub: running.hub, now: () => NOW_S * 1000 });
    const a = await openSocket(running.url());
    const b = await openSocket(running.url());
    await join(a, 'private-App.Models.User.1');
    await join(b, 'private-App.Models.User.1');
    const body = JSON.stringify({
      name: 'App\\Events\\NewMessageReceived',
      channels: ['private-App.Models.User.1'],
      data: '{"message":{"id":7,"body":"Hi"}}',
      socket_id: a.socketId,
    });
    expect((await post(api, '/apps/app-id/events', body, signed(body))).status).toBe(200);
    expect(await b.next()).toEqual({
      event: 'App\\Events\\NewMessageReceived',
      channel: 'private-App.Models.User.1',
      data: '{"message":{"id":7,"body":"Hi"}}',
    });
    expect(await a.none()).toBe(true);
  });
});
