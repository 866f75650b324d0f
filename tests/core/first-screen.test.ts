// docs/architecture.md decision 16: the realtime connection (its library, its socket) waits until the
// portal's first screen shows what it is for; with nothing holding it (a widget's page) it starts at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdUntilFirstScreen } from '../../src/core/first-screen.ts';
import { relay } from '../../src/core/realtime/relay-browser.ts';
import { retainRealtime } from '../../src/core/realtime/retain.ts';
import { createClientRuntime, installRuntime } from '../../src/core/runtime.ts';
import { createSession, type Session } from '../../src/core/session/session.ts';
import { createStorage } from '../../src/core/session/storage.ts';
import { createApiErrorStream } from '../../src/core/api/errors.ts';

let session: Session;
let uninstall: () => void;
let connects: number;

beforeEach(() => {
  session = createSession({ storage: createStorage(null) });
  uninstall = installRuntime(
    createClientRuntime({
      baseURL: 'http://club.test/api',
      fetch: async () => new Response('{}', { status: 503 }),
      session,
      errors: createApiErrorStream(),
      document: null,
    }),
  );
  connects = 0;
  vi.spyOn(relay, 'connect').mockImplementation(() => {
    connects++;
    return () => {};
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  uninstall();
  session.destroy();
});

describe('what waits for the first screen', () => {
  it('connects realtime only once the first screen is shown, not while it is held', async () => {
    let shown!: () => void;
    holdUntilFirstScreen(new Promise<void>((resolve) => (shown = resolve)));
    const release = retainRealtime();
    await Promise.resolve();
    expect(connects).toBe(0);
    shown();
    await vi.waitFor(() => expect(connects).toBe(1));
    release();
  });

  it('connects at once when nothing holds the first screen', () => {
    const release = retainRealtime();
    expect(connects).toBe(1);
    release();
  });

  it('does not connect for a holder that let go before the first screen was shown', async () => {
    let shown!: () => void;
    holdUntilFirstScreen(new Promise<void>((resolve) => (shown = resolve)));
    retainRealtime()();
    shown();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connects).toBe(0);
  });
});
