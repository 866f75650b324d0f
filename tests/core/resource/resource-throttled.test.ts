// A rate-limited load (docs/spec.md §8): the key keeps its last data (or fails without data, so
// the view offers its retry), and a key still shown loads again once the server's wait has passed.
import { cleanStores, type ReadableAtom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequestsError } from '../../../src/core/api/errors.ts';
import { createFetcher } from '../../../src/core/resource/resource.ts';
import { session } from '../../../src/core/session/session.ts';
import { makeAuth } from '../session/fixtures.ts';

const throttled = (seconds: number | null) => new TooManyRequestsError({ message: 'Too Many Attempts.' }, seconds);

const shown: ReadableAtom<unknown>[] = [];
const show = (store: ReadableAtom<unknown>) => {
  shown.push(store);
  return store.listen(() => {});
};

afterEach(() => {
  cleanStores(...shown.splice(0));
  session.logout();
  vi.useRealTimers();
});

/** A fetch answering from `answers` in turn: a string, or an error to throw. */
function scripted(answers: (string | Error)[]) {
  let calls = 0;
  const fetch = async () => {
    const answer = answers[calls++] ?? 'again';
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, calls: () => calls };
}

describe('a rate-limited key', () => {
  it('keeps its last data when a reload is refused with 429', async () => {
    vi.useFakeTimers();
    session.login(makeAuth({}, { id: 7 }));
    const { fetch } = scripted(['tickets', throttled(30)]);
    const tickets = createFetcher({ fetch });
    show(tickets.at());
    await vi.advanceTimersByTimeAsync(0);
    tickets.invalidate();
    await vi.advanceTimersByTimeAsync(0);
    expect(tickets.at().value).toMatchObject({ status: 'failed', data: 'tickets' });
  });

  it('loads again by itself once the Retry-After wait has passed, while shown', async () => {
    vi.useFakeTimers();
    session.login(makeAuth({}, { id: 7 }));
    const { fetch, calls } = scripted([throttled(12), 'tickets']);
    const tickets = createFetcher({ fetch });
    show(tickets.at());
    await vi.advanceTimersByTimeAsync(0);
    expect(tickets.at().value).toMatchObject({ status: 'failed', data: null });
    await vi.advanceTimersByTimeAsync(11_000);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls()).toBe(2);
    expect(tickets.at().value).toMatchObject({ status: 'ready', data: 'tickets' });
  });

  it('does not load again when the server named no wait, or nobody shows the key any longer', async () => {
    vi.useFakeTimers();
    session.login(makeAuth({}, { id: 7 }));
    const unnamed = scripted([throttled(null), 'tickets']);
    const first = createFetcher({ fetch: unnamed.fetch });
    show(first.at());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(unnamed.calls()).toBe(1);

    const left = scripted([throttled(5), 'tickets']);
    const second = createFetcher({ fetch: left.fetch });
    const stop = show(second.at());
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(left.calls()).toBe(1);
  });
});
