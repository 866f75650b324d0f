// Inside the Android app the signed-in member's device registers its push token through
// POST fcm/register {token} (docs/spec.md §7), once per member and token; tested against the real server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiErrorStream } from '../../../../../src/core/api/errors.ts';
import { createClientRuntime, type ClientRuntime } from '../../../../../src/core/runtime.ts';
import { createSession, type Session } from '../../../../../src/core/session/session.ts';
import { createStorage } from '../../../../../src/core/session/storage.ts';
import type { User } from '../../../../../src/core/types.ts';
import { startPushRegistration } from '../../../../../src/modules/common/store/native-app/push-registration.ts';
import { fcmTokensOf } from '../../../../../server/modules/user/repository-fcm-tokens.ts';
import type { UserRow } from '../../../../../server/auth/repository-users.ts';
import { APP_URL, createWorld, type World } from '../../../../server/helpers.ts';
import { setLanguage } from '../../../../../src/core/session/updates.ts';

let world: World;
let session: Session;
let runtime: ClientRuntime;
let posts: string[];
let appToken: string | null;
let announce: ((token: string) => void) | null;
let stop: (() => void) | null;
let ada: UserRow;

beforeEach(async () => {
  world = createWorld();
  ada = await world.createUser({ email: 'ada@club.test' });
  session = createSession({ storage: createStorage(null) });
  posts = [];
  runtime = createClientRuntime({
    baseURL: `${APP_URL}/api`,
    fetch: async (input, init) => {
      if (init?.method === 'POST') posts.push(`${new URL(input).pathname} ${String(init.body)}`);
      return world.app.request(input, init);
    },
    session,
    errors: createApiErrorStream(),
    document: null,
  });
  appToken = 'fcm-device-token';
  announce = null;
  stop = null;
});
afterEach(() => {
  stop?.();
  session.destroy();
});

async function signIn(user: UserRow) {
  const token = world.tokenFor(user);
  const me = (await runtime.api.raw<User>('GET', 'user', { token })).data;
  session.login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user: me });
}

function start(inApp = true, register = (token: string) => runtime.api.post('fcm/register', { token })) {
  stop = startPushRegistration({
    $session: session.$session,
    isNativeApp: () => inApp,
    readToken: () => appToken,
    onTokenChange: (callback) => {
      announce = callback;
      return () => (announce = null);
    },
    register,
  });
}

describe('push registration in the Android app', () => {
  it('registers the push token through POST fcm/register {token} once the member is logged in.', async () => {
    start();
    expect(posts).toEqual([]);
    await signIn(ada);
    await vi.waitFor(() => expect(fcmTokensOf(world.db, ada.id).map((r) => r.token)).toEqual(['fcm-device-token']));
    expect(posts).toEqual(['/api/fcm/register {"token":"fcm-device-token"}']);
  });

  it('registers the token only once, however often the session changes.', async () => {
    await signIn(ada);
    start();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    setLanguage('de', session);
    session.refreshed({
      access_token: world.tokenFor(ada),
      token_type: 'Bearer',
      expires_in: 3600,
      user: session.$session.get().user!,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posts).toHaveLength(1);
  });

  it('registers nothing outside the native app.', async () => {
    await signIn(ada);
    start(false);
    announce?.('another');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posts).toEqual([]);
  });

  it('registers a new token the app announces, and a token the bridge learns after login.', async () => {
    appToken = null;
    await signIn(ada);
    start();
    expect(posts).toEqual([]);
    announce!('fcm-new-token');
    await vi.waitFor(() => expect(fcmTokensOf(world.db, ada.id).map((r) => r.token)).toEqual(['fcm-new-token']));
  });

  it('registers again for another member signing in on the same device.', async () => {
    const bob = await world.createUser({ email: 'bob@club.test' });
    await signIn(ada);
    start();
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    session.logout();
    await signIn(bob);
    await vi.waitFor(() => expect(fcmTokensOf(world.db, bob.id).map((r) => r.token)).toEqual(['fcm-device-token']));
  });

  it('does not register while support staff act as the member (ghost mode).', async () => {
    await signIn(ada);
    const member = await world.createUser({ email: 'member@club.test' });
    const memberToken = world.tokenFor(member);
    const me = (await runtime.api.raw<User>('GET', 'user', { token: memberToken })).data;
    session.enterGhost({ access_token: memberToken, token_type: 'Bearer', expires_in: 3600, user: me });
    start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posts).toEqual([]);
  });

  it('tries a failed registration again at the next change.', async () => {
    let fail = true;
    start(true, (token) => (fail ? Promise.reject(new Error('offline')) : runtime.api.post('fcm/register', { token })));
    await signIn(ada);
    await new Promise((resolve) => setTimeout(resolve, 10));
    fail = false;
    announce!('fcm-device-token');
    await vi.waitFor(() => expect(fcmTokensOf(world.db, ada.id)).toHaveLength(1));
  });
});
