// The page's notifications (notifications.ts): bound to the installed runtime and the header
// summary, against the real server in-process (realtime switched off: BROADCAST_DRIVER=null).
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $clientConfig, createClientRuntime, installRuntime } from '../../../src/core/runtime.ts';
import { session } from '../../../src/core/session/session.ts';
import type { User } from '../../../src/core/types.ts';
import { $header } from '../../../src/core/header/store.ts';
import { forgetHeader } from '../../support/header.ts';
import { notifications } from '../../../src/modules/notifications/store.ts';
import { notify } from '../../../server/notifications/notify.ts';
import { createWorld } from '../../server/helpers.ts';
import { flush, item } from './world.ts';

let uninstall: () => void = () => {};
// The page's store outlives a test: emptied as a fresh page starts, or the header counts it applied
// for the member of the test before (the same id in each fresh database) are never applied again.
afterEach(() => {
  cleanStores(notifications.$notifications, notifications.$unreadCount);
  notifications.reset();
  session.logout();
  forgetHeader();
  uninstall();
});

async function signedIn(unread: number) {
  const server = createWorld({ env: { BROADCAST_DRIVER: 'null' } });
  const member = await server.createUser({ address: true });
  for (let i = 0; i < unread; i++) await notify(server.app.deps, member, item(i));
  let requests: string[] = [];
  const runtime = createClientRuntime({
    baseURL: 'http://club.test/api',
    fetch: async (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}`);
      return server.app.request(input, init);
    },
    document: null,
  });
  uninstall = installRuntime(runtime);
  const token = server.tokenFor(member);
  const user = await runtime.api.raw<User>('GET', 'user', { token }).then((r) => r.data);
  session.login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user });
  requests = [];
  return { server, member, requests: () => requests };
}

describe("the page's notifications", () => {
  it('loads the header summary and the server settings once while shown, and starts from the header count.', async () => {
    const w = await signedIn(3);
    notifications.$unreadCount.listen(() => {});
    await flush();
    expect(notifications.$unreadCount.get()).toBe(3);
    expect($clientConfig.get()).not.toBeNull();
    expect(w.requests().filter((r) => r === 'GET /api/user/header')).toHaveLength(1);
  });

  it('feeds its unread count back into the header summary, so other views of it stay right.', async () => {
    await signedIn(12);
    notifications.$unreadCount.listen(() => {});
    await flush();
    notifications.open();
    await flush();
    // opening the list marks nothing: the count stays the server's (docs/spec.md §4)
    expect($header.get()!.notifications.notifications.unread_count).toBe(12);
    await notifications.markAllRead();
    expect($header.get()!.notifications.notifications).toEqual({ unread_count: 0, read_count: 12 });
  });
});
