// GET /dev/realtime-stats (demo mode only): the hub's live counts, documented in OpenAPI.
import { afterEach, describe, expect, it } from 'vitest';
import { startHub, openSocket, type Running } from '../../realtime/helpers.ts';
import { createWorld } from '../../helpers.ts';

let hub: Running | null = null;
afterEach(async () => {
  await hub?.stop();
  hub = null;
});

describe('GET /dev/realtime-stats', () => {
  it('answers the number of open websockets and channels of the hub, live.', async () => {
    hub = await startHub();
    const world = createWorld({ realtime: { stats: () => hub!.hub.stats() } });
    expect((await world.call('GET', '/dev/realtime-stats')).body).toEqual({
      sockets: 0,
      channels: 0,
      presenceMembers: 0,
    });
    const socket = await openSocket(hub.url());
    socket.subscribe('client');
    await socket.next((frame) => frame.event === 'pusher_internal:subscription_succeeded');
    const res = await world.call('GET', '/dev/realtime-stats');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.body).toEqual({ sockets: 1, channels: 1, presenceMembers: 0 });
    socket.ws.close();
  });

  it('does not exist outside demo mode.', async () => {
    hub = await startHub();
    const world = createWorld({ env: { APP_DEMO: 'false' }, realtime: { stats: () => hub!.hub.stats() } });
    expect((await world.call('GET', '/dev/realtime-stats')).status).toBe(404);
    const doc = (await world.call('GET', '/api/openapi.json')).body;
    expect(doc.paths['/dev/realtime-stats']).toBeUndefined();
  });

  it('does not exist without a hub in this process.', async () => {
    const world = createWorld();
    expect((await world.call('GET', '/dev/realtime-stats')).status).toBe(404);
  });

  it('is documented in OpenAPI when mounted.', async () => {
    hub = await startHub();
    const world = createWorld({ realtime: { stats: () => hub!.hub.stats() } });
    const doc = (await world.call('GET', '/api/openapi.json')).body;
    expect(doc.paths['/dev/realtime-stats'].get.tags).toEqual(['dev']);
  });
});
