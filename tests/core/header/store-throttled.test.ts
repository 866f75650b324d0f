// The header summary when rate-limited (docs/spec.md §8): the badges come back by themselves once
// the server's wait (Retry-After) has passed, as long as a view shows them.
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $header, resetHeader } from '../../../src/core/header/store.ts';
import { realtimeRetainers } from '../../../src/core/realtime/index.ts';
import { createClientRuntime, installRuntime } from '../../../src/core/runtime.ts';
import { APP_URL } from '../../server/helpers.ts';
import { createPortalWorld, type PortalWorld } from '../../portal/support/world.ts';

let portal: PortalWorld;
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => {
  vi.useRealTimers();
  resetHeader();
  portal.stop();
});

/** The portal's client whose first `throttled` header loads answer 429 with Retry-After: 12. */
function throttledClient(throttled: number) {
  const calls: number[] = [];
  const runtime = createClientRuntime({
    baseURL: `${APP_URL}/api`,
    fetch: async (input, init) => {
      if (new URL(input).pathname === '/api/user/header') {
        calls.push(calls.length);
        if (calls.length <= throttled)
          return new Response(JSON.stringify({ message: 'Too Many Attempts.' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '12' },
          });
      }
      return portal.world.app.request(input, init);
    },
    document: null,
  });
  return { uninstall: installRuntime(runtime), calls };
}

describe('a rate-limited header summary', () => {
  it('loads again once the Retry-After wait has passed while shown, and the counts show', async () => {
    await portal.signIn();
    const { uninstall, calls } = throttledClient(1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = $header.listen(() => {});
    try {
      await vi.advanceTimersByTimeAsync(0);
      await vi.waitFor(() => expect(calls.length).toBe(1));
      expect($header.get()).toBeNull();
      await vi.advanceTimersByTimeAsync(11_000);
      expect(calls.length).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() =>
        expect($header.get()?.notifications.notifications).toEqual({ unread_count: 0, read_count: 0 }),
      );
      expect(calls.length).toBe(2);
    } finally {
      // nanostores lets a store go a second after its last listener, on the fake clock here: cleaned
      // at once, or the header's member cue would follow the session into the next file of the worker
      stop();
      cleanStores($header);
      uninstall();
    }
    expect(realtimeRetainers()).toBe(0);
  });
});
