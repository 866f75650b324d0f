// POST /broadcasting/auth (T5): first the route alone, the caller set as the platform's
// requireAuth() sets it; then mounted in the real createApp behind requireAuth().
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  createBroadcastingRoutes,
  createChannelRules,
  defaultChannelRules,
  USER_CHANNEL,
  userChannelAuthorizer,
  type BroadcastUser,
} from '../../../server/realtime/broadcasting-auth.ts';
import { channelAuth } from '../../../server/realtime/signatures.ts';
import { createAccessToken } from '../../../server/auth/tokens.ts';
import { createWorld } from '../helpers.ts';

const ADA = { id: 1, name: 'Ada' };

function app(
  user: BroadcastUser | undefined,
  routes = createBroadcastingRoutes({ appKey: 'app-key', appSecret: 'app-secret' }),
) {
  const outer = new Hono<{ Variables: { user?: BroadcastUser } }>();
  outer.use('*', async (c, next) => {
    if (user) c.set('user', user);
    await next();
  });
  return outer.route('/api', routes);
}

function form(fields: Record<string, string>, user: BroadcastUser | null = ADA, query = '') {
  return app(user ?? undefined).request(`/api/broadcasting/auth${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('POST /api/broadcasting/auth', () => {
  it("signs the member's own private user channel from a pusher-js form body", async () => {
    const res = await form({ socket_id: '1234.5678', channel_name: 'private-App.Models.User.1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      auth: 'app-key:51af7b41f1e47df371aba337c2298867fb69c3475359e2df1010022b5e89a5ec',
    });
  });

  it('accepts a JSON body too', async () => {
    const res = await app(ADA).request('/api/broadcasting/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ socket_id: '1234.5678', channel_name: 'private-App.Models.User.1' }),
    });
    expect(await res.json()).toEqual({
      auth: channelAuth('app-key', 'app-secret', '1234.5678', 'private-App.Models.User.1'),
    });
  });

  it('answers 401 Unauthenticated. without a caller', async () => {
    const res = await form({ socket_id: '1234.5678', channel_name: 'private-App.Models.User.1' }, null);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it("answers 403 {message:''} for another member's channel", async () => {
    const res = await form({ socket_id: '1234.5678', channel_name: 'private-App.Models.User.2' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: '' });
  });

  it('answers 403 for App.Models.User.1abc: ids compare as strings, not integers', async () => {
    for (const channel of [
      'private-App.Models.User.1abc',
      'private-App.Models.User.01',
      'private-App.Models.User.1.0',
      'private-AppxModels.User.1',
    ]) {
      expect((await form({ socket_id: '1234.5678', channel_name: channel })).status).toBe(403);
    }
  });

  it('answers 403 for channels without a rule, for public channels and for presence without member info', async () => {
    for (const channel of ['private-admin', 'presence-App.Models.User.1', 'client']) {
      expect((await form({ socket_id: '1234.5678', channel_name: channel })).status).toBe(403);
    }
  });

  it('answers 422 in Laravel shape for a malformed or missing socket_id, never 500', async () => {
    for (const socketId of ['abc', '1234', '1.2.3', '']) {
      const res = await form({ socket_id: socketId, channel_name: 'private-App.Models.User.1' });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ errors: { socket_id: [expect.any(String)] } });
    }
  });

  it('answers 422 for a missing or malformed channel_name', async () => {
    for (const fields of [
      { socket_id: '1.2' } as Record<string, string>,
      { socket_id: '1.2', channel_name: 'private-a b' },
      { socket_id: '1.2', channel_name: 'x'.repeat(165) },
    ]) {
      const res = await form(fields);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ errors: { channel_name: [expect.any(String)] } });
    }
  });

  it('answers 422 for non-string JSON fields and 400 for a malformed JSON body', async () => {
    const post = (body: string) =>
      app(ADA).request('/api/broadcasting/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    expect((await post(JSON.stringify({ socket_id: 1.2, channel_name: 'private-App.Models.User.1' }))).status).toBe(
      422,
    );
    expect((await post(JSON.stringify({ socket_id: '1.2', channel_name: ['x'] }))).status).toBe(422);
    expect((await post('{nope')).status).toBe(400);
  });

  it('answers JSON only and ignores a JSONP callback parameter', async () => {
    const res = await form(
      { socket_id: '1234.5678', channel_name: 'private-App.Models.User.1', callback: 'x' },
      ADA,
      '?callback=x',
    );
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.text()).toMatch(/^\{"auth":/);
  });

  it('does not answer GET', async () => {
    const res = await app(ADA).request('/api/broadcasting/auth?socket_id=1.2&channel_name=private-App.Models.User.1');
    expect(res.status).not.toBe(200);
  });
});

describe('channel rules', () => {
  it('signs presence channels with channel_data carrying user_id as a string', async () => {
    const channels = createChannelRules().channel('club.lobby', (user) => ({ name: user.name }));
    const routes = createBroadcastingRoutes({ appKey: 'app-key', appSecret: 'app-secret', channels });
    const res = await app(ADA, routes).request('/api/broadcasting/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'socket_id=1234.5678&channel_name=presence-club.lobby',
    });
    expect(await res.json()).toEqual({
      auth: 'app-key:81591a521036630e9775eca2d46949430635badd0d14219429ab866dca955c98',
      channel_data: '{"user_id":"1","user_info":{"name":"Ada"}}',
    });
  });

  it('passes the pattern placeholders to the rule and denies when it says no', async () => {
    const seen: Record<string, string>[] = [];
    const channels = createChannelRules().channel('chat.{conversation}.{kind}', async (_user, params) => {
      seen.push(params);
      return params.conversation === '3';
    });
    const routes = createBroadcastingRoutes({ appKey: 'k', appSecret: 's', channels });
    const post = (name: string) =>
      app(ADA, routes).request('/api/broadcasting/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `socket_id=1.2&channel_name=${name}`,
      });
    expect((await post('private-chat.3.text')).status).toBe(200);
    expect((await post('private-chat.4.text')).status).toBe(403);
    expect(seen).toEqual([
      { conversation: '3', kind: 'text' },
      { conversation: '4', kind: 'text' },
    ]);
  });

  it('holds the user channel by default', () => {
    expect(defaultChannelRules().match('App.Models.User.7')?.params).toEqual({ id: '7' });
    expect(userChannelAuthorizer({ id: 7 }, { id: '7' })).toBe(true);
    expect(USER_CHANNEL).toBe('App.Models.User.{id}');
  });
});

describe('POST /api/broadcasting/auth through the platform (requireAuth, body parsing, 405)', () => {
  async function platform() {
    const world = createWorld({
      realtime: { broadcastingAuth: createBroadcastingRoutes({ appKey: 'app-key', appSecret: 'app-secret' }) as never },
    });
    const user = await world.createUser();
    const token = createAccessToken(world.app.deps, user, {
      name: 'test',
      lifetimeMinutes: 60,
      idleMinutes: 30,
    }).plainTextToken;
    const post = (fields: Record<string, string>, auth: string | null = token, query = '') =>
      world.app.request(`/api/broadcasting/auth${query}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
        },
        body: new URLSearchParams(fields).toString(),
      });
    return { world, user, token, post };
  }

  it("signs the caller's own channel from pusher-js's form post", async () => {
    const { user, post } = await platform();
    const res = await post({ socket_id: '1234.5678', channel_name: `private-App.Models.User.${user.id}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      auth: channelAuth('app-key', 'app-secret', '1234.5678', `private-App.Models.User.${user.id}`),
    });
  });

  it('answers 401 Unauthenticated. without a token, with a wrong one and with an expired one', async () => {
    const { world, user, post } = await platform();
    const fields = { socket_id: '1234.5678', channel_name: `private-App.Models.User.${user.id}` };
    for (const auth of [null, 'garbage', '999|nope']) {
      const res = await post(fields, auth);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
    }
    world.clock.advance(31 * 60 * 1000);
    expect((await post(fields)).status).toBe(401);
  });

  it("answers 403 for another member's channel and for {id}abc", async () => {
    const { world, user, post } = await platform();
    const other = await world.createUser();
    for (const channel of [`private-App.Models.User.${other.id}`, `private-App.Models.User.${user.id}abc`]) {
      const res = await post({ socket_id: '1234.5678', channel_name: channel });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: '' });
    }
  });

  it('answers 422 for socket_id abc and ignores callback=x', async () => {
    const { user, post } = await platform();
    const bad = await post({ socket_id: 'abc', channel_name: `private-App.Models.User.${user.id}` });
    expect(bad.status).toBe(422);
    const jsonp = await post(
      { socket_id: '1.2', channel_name: `private-App.Models.User.${user.id}`, callback: 'x' },
      undefined,
      '?callback=x',
    );
    expect(jsonp.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await jsonp.text()).toMatch(/^\{"auth":"app-key:/);
  });

  it('answers GET with 405', async () => {
    const { world, token, user } = await platform();
    const res = await world.app.request(
      `/api/broadcasting/auth?socket_id=1.2&channel_name=private-App.Models.User.${user.id}`,
      {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      },
    );
    expect(res.status).toBe(405);
  });
});
