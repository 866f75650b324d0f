// retainRealtime (src/core/realtime/retain.ts) hands the browser's relay the installed runtime's
// session token, so a lock or a logout drops the connection (docs/spec.md §4 "dropped when the token is
// cleared"). The relay is watched through its connect(); the runtime runs on the real server.
import type { ReadableAtom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiErrorStream } from '../../../src/core/api/errors.ts';
import { retainRealtime } from '../../../src/core/realtime/retain.ts';
import { relay } from '../../../src/core/realtime/relay-browser.ts';
import { createClientRuntime, installRuntime } from '../../../src/core/runtime.ts';
import { createSession, type Session } from '../../../src/core/session/session.ts';
import { createStorage } from '../../../src/core/session/storage.ts';
import { makeAuth } from '../session/fixtures.ts';
import { APP_URL, createWorld } from '../../server/helpers.ts';

let session: Session;
let uninstall: () => void;
let followed: { $token: ReadableAtom<string | null>; stop: ReturnType<typeof vi.fn> }[];

beforeEach(() => {
  const world = createWorld();
  session = createSession({ storage: createStorage(null) });
  uninstall = installRuntime(
    createClientRuntime({
      baseURL: `${APP_URL}/api`,
      fetch: async (input, init) => world.app.request(input, init),
      session,
      errors: createApiErrorStream(),
      document: null,
    }),
  );
  followed = [];
  vi.spyOn(relay, 'connect').mockImplementation((options) => {
    const stop = vi.fn();
    followed.push({ $token: options.$token, stop });
    return stop;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  uninstall();
  session.destroy();
});

describe('retainRealtime', () => {
  it("follows the session's token: present when logged in, cleared by a lock and by a logout", () => {
    session.login(makeAuth({ access_token: '1|live' }), 'ada@example.org');
    const release = retainRealtime();
    const { $token } = followed[0];
    const seen: (string | null)[] = [];
    const unlisten = $token.subscribe((token) => seen.push(token));
    session.lock();
    session.unlock(makeAuth({ access_token: '2|again' }));
    session.logout();
    unlisten();
    release();
    expect(seen).toEqual(['1|live', null, '2|again', null]);
  });

  it('connects once for every holder and lets go when the last one releases', () => {
    const first = retainRealtime();
    const second = retainRealtime();
    expect(followed).toHaveLength(1);
    first();
    first(); // a second call of the same release counts once
    expect(followed[0].stop).not.toHaveBeenCalled();
    second();
    expect(followed[0].stop).toHaveBeenCalledTimes(1);
  });
});
