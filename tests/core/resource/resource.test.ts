import { cleanStores, type ReadableAtom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/api/errors.ts';
import {
  createFetcher,
  invalidateAllFetchers,
  isMissing,
  isNotFound,
  type Key,
} from '../../../src/core/resource/resource.ts';
import { session } from '../../../src/core/session/session.ts';
import { makeAuth } from '../session/fixtures.ts';

/** A promise the test settles by hand, to order answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const signIn = (id: number) => session.login(makeAuth({}, { id }));
const notFound = () => new ApiError(404, { message: 'Not Found' });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fetch answering "<key> for <member>", recording each call. */
function recordingFetch() {
  const calls: string[] = [];
  const fetch = async (...args: Key[]) => {
    const answer = `${args.join(',') || 'all'} for ${session.$session.get().user?.id ?? 'nobody'}`;
    calls.push(answer);
    return answer;
  };
  return { fetch, calls };
}

// `.value` reads a store as it is: get() on a store nobody listens to mounts it, which shows the key.
// Views listen to the stores, as useStore does; the first listener of a key starts its load.
const shown: ReadableAtom<unknown>[] = [];
const show = (store: ReadableAtom<unknown>) => {
  shown.push(store);
  store.listen(() => {});
};

afterEach(() => {
  // unmounted at once (nanostores waits a second), so no key of this test is shown in the next
  cleanStores(...shown.splice(0));
  session.logout();
});

describe('createFetcher', () => {
  it('starts idle, without data, and loads nothing until a view shows a key', async () => {
    signIn(7);
    const { fetch, calls } = recordingFetch();
    const posts = createFetcher({ fetch });
    expect(posts.at().value!).toEqual({ status: 'idle', data: null, error: null });
    await settled();
    expect(calls).toEqual([]);
  });

  it('fails a load whose fetch throws before it has a promise, and the session change that started it goes on', async () => {
    signIn(7);
    const broken = new Error('No client runtime is installed');
    const pages = createFetcher<string, [number]>({
      fetch: () => {
        throw broken;
      },
    });
    show(pages.at(2));
    await settled();
    expect(pages.at(2).value!).toEqual({ status: 'failed', data: null, error: broken });
    expect(() => signIn(8)).not.toThrow();
  });

  it('loads a key when a view starts showing it, and is ready with the answer', async () => {
    signIn(7);
    const { fetch, calls } = recordingFetch();
    const pages = createFetcher<string, [number]>({ fetch });
    show(pages.at(2));
    expect(pages.at(2).value!.status).toBe('loading');
    await settled();
    expect(pages.at(2).value!).toEqual({ status: 'ready', data: '2 for 7', error: null });
    expect(calls).toEqual(['2 for 7']);
  });

  it('answers the same store for the same key, and sends one request while two views show it', async () => {
    signIn(7);
    const { fetch, calls } = recordingFetch();
    const pages = createFetcher<string, [number]>({ fetch });
    expect(pages.at(1)).toBe(pages.at(1));
    show(pages.at(1));
    show(pages.at(1));
    await settled();
    expect(calls).toEqual(['1 for 7']);
  });

  it('fetches again when a view shows the key again, keeping the last answer on screen meanwhile', async () => {
    signIn(7);
    const answers = [deferred<string>(), deferred<string>()];
    let n = 0;
    const summary = createFetcher({ fetch: () => answers[n++]!.promise });
    show(summary.at());
    answers[0]!.resolve('first');
    await settled();
    cleanStores(summary.at());
    show(summary.at());
    expect(summary.at().value!).toEqual({ status: 'loading', data: 'first', error: null });
    answers[1]!.resolve('second');
    await settled();
    expect(summary.at().value!.data).toBe('second');
  });

  it('lets only the latest load of a key write: an overtaken answer is dropped', async () => {
    signIn(7);
    const answers = [deferred<string>(), deferred<string>()];
    let n = 0;
    const summary = createFetcher({ fetch: () => answers[n++]!.promise });
    const older = summary.load();
    const newer = summary.load();
    answers[1]!.resolve('newer');
    await expect(newer).resolves.toBe('newer');
    answers[0]!.resolve('older');
    await expect(older).resolves.toBeNull();
    expect(summary.at().value!.data).toBe('newer');
  });

  it('is failed with the error and keeps the data shown when a reload fails', async () => {
    signIn(7);
    const failure = new TypeError('Failed to fetch');
    let fail = false;
    const summary = createFetcher({ fetch: async () => (fail ? Promise.reject(failure) : 'data') });
    await summary.load();
    fail = true;
    await expect(summary.load()).resolves.toBeNull();
    expect(summary.at().value!).toEqual({ status: 'failed', data: 'data', error: failure });
  });

  it('drops the data of a detail that is gone (404) and calls it missing', async () => {
    signIn(7);
    let gone = false;
    const order = createFetcher<string, [string]>({
      fetch: async (label) => (gone ? Promise.reject(notFound()) : `order ${label}`),
    });
    await order.load('A');
    gone = true;
    await order.load('A');
    expect(order.at('A').value!).toMatchObject({ status: 'failed', data: null });
    expect(isMissing(order.at('A').value!)).toBe(true);
    expect(isNotFound(new ApiError(503))).toBe(false);
  });

  it('loads nothing while nobody is signed in, unless the data is public', async () => {
    const { fetch, calls } = recordingFetch();
    const mine = createFetcher({ fetch });
    const terms = createFetcher({ fetch, public: true });
    await expect(mine.load()).resolves.toBeNull();
    expect(mine.at().value!.status).toBe('idle');
    await expect(terms.load()).resolves.toBe('all for nobody');
    expect(calls).toEqual(['all for nobody']);
  });

  it("shows no data of another member after a switch of member, and loads the new member's where shown", async () => {
    signIn(7);
    const { fetch, calls } = recordingFetch();
    const summary = createFetcher({ fetch });
    const other = createFetcher<string, [number]>({ fetch });
    show(summary.at());
    await other.load(3);
    await settled();
    session.logout();
    expect(summary.at().value!.data).toBeNull();
    signIn(8);
    await settled();
    expect(summary.at().value!.data).toBe('all for 8');
    expect(other.at(3).value!).toEqual({ status: 'idle', data: null, error: null });
    expect(calls).toEqual(['all for 7', '3 for 7', 'all for 8']);
  });

  it('fetches the shown keys again on invalidate, and not the others', async () => {
    signIn(7);
    const { fetch, calls } = recordingFetch();
    const pages = createFetcher<string, [number]>({ fetch });
    show(pages.at(1));
    await pages.load(2);
    await settled();
    calls.length = 0;
    pages.invalidate();
    await settled();
    expect(calls).toEqual(['1 for 7']);
  });

  it('fetches the shown keys of every fetcher again when all are invalidated (the portal does after a language switch)', async () => {
    signIn(7);
    const { fetch, calls } = recordingFetch();
    const pages = createFetcher<string, [number]>({ fetch });
    show(pages.at(1));
    await pages.load(2);
    await settled();
    calls.length = 0;
    invalidateAllFetchers();
    await settled();
    expect(calls).toEqual(['1 for 7']);
  });

  it('follows its realtime cues while a view shows a key, and a cue fetches the shown keys again', async () => {
    signIn(7);
    const { fetch, calls } = recordingFetch();
    const cue = { refetch: null as (() => void) | null, follows: 0 };
    const summary = createFetcher({
      fetch,
      cues: [
        (refetch) => {
          cue.follows++;
          cue.refetch = refetch;
          return () => (cue.refetch = null);
        },
      ],
    });
    expect(cue.follows).toBe(0);
    show(summary.at());
    await settled();
    cue.refetch!();
    await settled();
    expect(calls).toEqual(['all for 7', 'all for 7']);
    cleanStores(summary.at());
    expect(cue.refetch).toBeNull();
  });

  it('merges cues arriving while a key loads into one more request after that load', async () => {
    signIn(7);
    const answers = [deferred<string>(), deferred<string>(), deferred<string>()];
    let n = 0;
    const cue = { refetch: () => {} };
    const summary = createFetcher({
      fetch: () => answers[n++]!.promise,
      cues: [(refetch) => ((cue.refetch = refetch), () => {})],
    });
    show(summary.at());
    // a post to all and its notification arrive together, with a third cue on their heels
    cue.refetch();
    cue.refetch();
    cue.refetch();
    await settled();
    expect(n).toBe(1);
    answers[0]!.resolve('before the post');
    await settled();
    expect(n).toBe(2);
    expect(summary.at().value!).toEqual({ status: 'loading', data: 'before the post', error: null });
    answers[1]!.resolve('with the post');
    await settled();
    expect(n).toBe(2);
    expect(summary.at().value!).toEqual({ status: 'ready', data: 'with the post', error: null });
  });

  it('fetches once more after a write replaced a load that a cue had made stale', async () => {
    signIn(7);
    const answers = [deferred<string>(), deferred<string>()];
    let n = 0;
    const order = createFetcher<string, [string]>({ fetch: () => answers[n++]!.promise });
    show(order.at('A'));
    order.invalidate();
    order.set(['A'], 'cancelled order A');
    expect(n).toBe(2);
    answers[1]!.resolve('cancelled order A, refunded');
    await settled();
    expect(order.at('A').value!.data).toBe('cancelled order A, refunded');
  });

  it('starts a key shown for the first time with the last answer of another when it keeps the previous one', async () => {
    signIn(7);
    const pages = createFetcher<string, [number]>({ fetch: async (page) => `page ${page}`, keepPrevious: true });
    await pages.load(1);
    expect(pages.at(2).value!).toEqual({ status: 'idle', data: 'page 1', error: null });
  });

  it('replaces a key’s data with the answer of a write, dropping a load in flight', async () => {
    signIn(7);
    const answer = deferred<string>();
    const order = createFetcher<string, [string]>({ fetch: () => answer.promise });
    const loading = order.load('A');
    order.set(['A'], 'cancelled order A');
    answer.resolve('order A');
    await expect(loading).resolves.toBeNull();
    expect(order.at('A').value!).toEqual({ status: 'ready', data: 'cancelled order A', error: null });
  });
});
