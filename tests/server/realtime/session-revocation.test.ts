// A revoked session goes silent at once (docs/threats.md T29): the hub remembers the login that
// authorised each private subscription, and logout, "log out other devices", a password change that
// signs others out, deleting the device and expiry end it, with real sockets against the server
// main.ts builds. Every case counts the events the socket receives on the channel after the
// revocation: zero, while another session of the same member still gets them.
import { atom, computed } from 'nanostores';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../src/core/api/api.ts';
import { createApiErrorStream } from '../../../src/core/api/errors.ts';
import { createRealtime, type EchoConstructor } from '../../../src/core/realtime/connection.ts';
import { refresh } from '../../../src/core/session/auth-session.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { createStorage } from '../../../src/core/session/storage.ts';
import { issueSession } from '../../../server/auth/sessions.ts';
import { grantPermission } from '../../../server/auth/repository-users.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { startServer, type Running } from './club-server.ts';
import { isEvent, openSocket, type Frame, type TestSocket } from './helpers.ts';

const NOTIFICATION = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
const NEW_PASSWORD = 'another long passphrase 42';

let running: Running;
beforeAll(async () => {
  running = await startServer();
});
afterAll(async () => {
  await running?.stop();
});

const channelOf = (userId: number) => `private-App.Models.User.${userId}`;

/** A fresh session of `user` (what a login on another device gives). */
const sessionFor = (user: Running['ada']) =>
  issueSession(running.app.deps, user, { ip: '127.0.0.1', userAgent: 'vitest' }).access_token;

/** A socket subscribed to the member's channel with channel auth from `token`, as pusher-js does it. */
async function subscribed(token: string, userId: number): Promise<TestSocket> {
  const { port } = new URL(running.config.appUrl);
  const socket = await openSocket(
    `ws://127.0.0.1:${port}/app/${running.config.pusher.key}?protocol=7&client=js&version=8.6.0&flash=false`,
  );
  const channel = channelOf(userId);
  const auth = await running.request('POST', '/api/broadcasting/auth', {
    token,
    body: { socket_id: socket.socketId, channel_name: channel },
  });
  expect(auth.status).toBe(200);
  socket.subscribe(channel, auth.body.auth);
  await socket.next(isEvent('pusher_internal:subscription_succeeded', channel));
  return socket;
}

/** Publishes `count` notifications on the member's channel, as notify() does. */
function publish(userId: number, count: number): void {
  for (let i = 0; i < count; i++)
    running.hub.publish({ channels: [channelOf(userId)], event: NOTIFICATION, data: JSON.stringify({ n: i }) });
}

const notifications = (socket: TestSocket) => socket.frames.filter((frame: Frame) => frame.event === NOTIFICATION);

/**
 * Revokes with `revoke`, publishes at once (before the sweep could run) and again once the socket
 * was told, and counts: zero for the revoked socket, everything for the control.
 */
async function expectSilenced(victim: TestSocket, control: TestSocket, userId: number, revoke: () => Promise<void>) {
  await revoke();
  publish(userId, 5);
  await victim.next(isEvent('pusher:subscription_error', channelOf(userId)), 3000);
  publish(userId, 5);
  await control.next((frame) => frame.event === NOTIFICATION && (frame.data as string) === '{"n":4}');
  await control.next((frame) => frame.event === NOTIFICATION && (frame.data as string) === '{"n":4}');
  expect(await victim.none((frame) => frame.event === NOTIFICATION, 300)).toBe(true);
  expect(notifications(victim)).toHaveLength(0);
  victim.ws.close();
  control.ws.close();
}

describe('a private subscription ends with the login that authorised it', () => {
  it('on logout: the socket is told (401 on the channel) and gets no event after it', async () => {
    const token = sessionFor(running.ada);
    const victim = await subscribed(token, running.ada.id);
    const control = await subscribed(sessionFor(running.ada), running.ada.id);
    await expectSilenced(victim, control, running.ada.id, async () => {
      expect((await running.request('POST', '/api/auth/logout', { token })).status).toBe(204);
    });
  });

  it('on "log out other devices" from another session', async () => {
    const victim = await subscribed(sessionFor(running.bo), running.bo.id);
    const other = sessionFor(running.bo);
    const control = await subscribed(other, running.bo.id);
    await expectSilenced(victim, control, running.bo.id, async () => {
      const res = await running.request('POST', '/api/user/devices/logout-others', {
        token: other,
        body: { password: 'correct horse battery' },
      });
      expect(res.status).toBe(200);
    });
  });

  it('on a password change that signs the other devices out', async () => {
    const victim = await subscribed(sessionFor(running.cy), running.cy.id);
    const other = sessionFor(running.cy);
    const control = await subscribed(other, running.cy.id);
    await expectSilenced(victim, control, running.cy.id, async () => {
      const res = await running.request('PUT', '/api/user/settings/password', {
        token: other,
        body: {
          current_password: 'correct horse battery',
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
          logout_other_devices: true,
        },
      });
      expect(res.status).toBe(200);
    });
  });

  it('when the device is deleted on the devices page', async () => {
    const token = sessionFor(running.ada);
    const victim = await subscribed(token, running.ada.id);
    const other = sessionFor(running.ada);
    const control = await subscribed(other, running.ada.id);
    await expectSilenced(victim, control, running.ada.id, async () => {
      const id = token.split('|')[0];
      expect((await running.request('DELETE', `/api/user/devices/${id}`, { token: other })).status).toBe(204);
    });
  });

  it('when the token expires', async () => {
    const token = sessionFor(running.ada);
    const victim = await subscribed(token, running.ada.id);
    const control = await subscribed(sessionFor(running.ada), running.ada.id);
    await expectSilenced(victim, control, running.ada.id, async () => {
      // the absolute lifetime passed (what 12 hours of time do to the row's expires_at)
      running.app.deps.db
        .prepare('UPDATE personal_access_tokens SET expires_at = ? WHERE id = ?')
        .run(toTimestamp(new Date(Date.now() - 1000)), Number(token.split('|')[0]));
    });
  });

  it('not on a refresh: the rotated token continues the login and the events keep coming', async () => {
    const token = sessionFor(running.ada);
    const socket = await subscribed(token, running.ada.id);
    const refreshed = await running.request('POST', '/api/auth/refresh', { token });
    expect(refreshed.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600)); // two sweeps
    publish(running.ada.id, 3);
    await socket.next((frame) => frame.event === NOTIFICATION && (frame.data as string) === '{"n":2}');
    expect(socket.frames.some((frame) => frame.event === 'pusher:subscription_error')).toBe(false);
    socket.ws.close();
  });

  it('refuses a private subscription whose signature no channel auth of a login gave (a signature alone is not enough)', async () => {
    const { port } = new URL(running.config.appUrl);
    const socket = await openSocket(
      `ws://127.0.0.1:${port}/app/${running.config.pusher.key}?protocol=7&client=js&version=8.6.0&flash=false`,
    );
    const { channelAuth } = await import('../../../server/realtime/signatures.ts');
    const channel = channelOf(running.ada.id);
    const { key, secret } = running.config.pusher;
    socket.subscribe(channel, channelAuth(key, secret, socket.socketId, channel));
    expect((await socket.next(isEvent('pusher:error'))).data).toEqual(
      JSON.stringify({ code: 4009, message: 'Connection is unauthorized' }),
    );
    expect(await socket.none(isEvent('pusher_internal:subscription_succeeded'), 300)).toBe(true);
    socket.ws.close();
  });
});

describe('ghost mode on the member’s channel (docs/threats.md T34)', () => {
  it('lets staff watch the member’s channel but send nothing on it, and ends the watch when ghost mode ends', async () => {
    const staff = running.cy;
    grantPermission(running.app.deps.db, staff.id, 'ghost-mode', toTimestamp(new Date()));
    const ghost = await running.request('POST', '/api/ghost-mode', {
      token: sessionFor(staff),
      body: { email: running.ada.email },
    });
    expect(ghost.status).toBe(200);
    const watching = await subscribed(ghost.body.access_token, running.ada.id);
    const member = await subscribed(sessionFor(running.ada), running.ada.id);
    publish(running.ada.id, 1);
    await watching.next((frame) => frame.event === NOTIFICATION);
    await member.next((frame) => frame.event === NOTIFICATION);
    watching.send({ event: 'client-typing', channel: channelOf(running.ada.id), data: {} });
    expect((await watching.next(isEvent('pusher:error'))).data).toEqual({
      code: 4301,
      message: 'Ghost mode is read-only: no client events',
    });
    expect(await member.none(isEvent('client-typing'), 300)).toBe(true);
    await expectSilenced(watching, member, running.ada.id, async () => {
      expect((await running.request('DELETE', '/api/ghost-mode', { token: ghost.body.access_token })).status).toBe(204);
    });
  });
});

describe('the portal’s realtime client (pusher-js, laravel-echo and src/core/realtime as published)', () => {
  it('falls back to signed out when the server ends its subscription: one refresh is refused, the session locks, the connection goes', async () => {
    (globalThis as { self?: unknown }).self ??= globalThis;
    const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
    const session = createSession({ storage: createStorage(null) });
    const api = createApi({
      baseURL: `${running.config.appUrl}/api`,
      fetch: (input, init) => fetch(input, init),
      getToken: () => session.$session.get().token?.access_token ?? null,
      currentPath: () => '/dashboard',
      onUnauthenticated: (at) => session.handleUnauthenticated(at),
      document: null,
      errors: createApiErrorStream(),
    });
    const token = sessionFor(running.bo);
    const me = (await running.request('GET', '/api/user', { token })).body;
    session.login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user: me }, me.email);
    const realtime = createRealtime({ Pusher, Echo: Echo as unknown as EchoConstructor });
    const stop = realtime.connect({
      $token: computed(session.$session, (s) => s.token?.access_token ?? null),
      $config: atom(running.realtimeConfig),
      refreshToken: () => refresh({ api, session }),
    });
    try {
      const received: unknown[] = [];
      realtime.listen('private', `App.Models.User.${running.bo.id}`, `.${NOTIFICATION}`, (n) => received.push(n));
      await vi.waitFor(() => expect(realtime.$channelStatus.get()[channelOf(running.bo.id)]).toBe('subscribed'), {
        timeout: 10_000,
      });
      const other = sessionFor(running.bo);
      const res = await running.request('POST', '/api/user/devices/logout-others', {
        token: other,
        body: { password: 'correct horse battery' },
      });
      expect(res.status).toBe(200);
      await vi.waitFor(() => expect(session.$sessionState.get()).toBe('locked'), { timeout: 10_000 });
      expect(session.$session.get().token).toBeNull();
      await vi.waitFor(() => expect(realtime.$connectionState.get()).toBe('offline'));
      publish(running.bo.id, 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual([]);
    } finally {
      stop();
    }
  });
});
