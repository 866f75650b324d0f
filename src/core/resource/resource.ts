// The one way the client loads data (docs/architecture.md "Loading data"): a keyed fetcher. Each key
// (a page number, a label) has its store; the first view to show it fetches, and a view that starts
// showing it again fetches again, keeping the last answer on screen meanwhile. Only a key's latest
// load may write, so a late answer never replaces a newer one. Data belongs to the member signed in:
// a change of member forgets every key and shown keys load for the new one. Realtime cues, writes and
// (in the portal) a language switch invalidate: shown keys fetch again, once per burst: a key already
// loading is marked stale and fetched once more when that load settles (cues arriving together cost
// two requests, not one each).
import { atom, onMount, onStart, onStop, type ReadableAtom, type WritableAtom } from 'nanostores';
import { ApiError, waitAsked } from '../api/errors.ts';
import { getRuntime } from '../runtime.ts';
import { $session } from '../session/session.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface Remote<T> {
  status: LoadStatus;
  /** The last answer (kept while loading again and after a failed reload); null: none yet. */
  data: T | null;
  error: unknown;
}

export type Key = string | number;

export interface FetcherOptions<T, A extends Key[]> {
  fetch(...args: A): Promise<T>;
  /**
   * Realtime cues after which the shown keys fetch again, followed while a view shows any key:
   * `(refetch) => onMemberCue(WALLET_UPDATED_EVENT, refetch)` (core/realtime/cues.ts).
   */
  cues?: ((refetch: () => void) => () => void)[];
  /** A key shown for the first time starts with the last answer of another key (a list's next page). */
  keepPrevious?: boolean;
  /** A loaded key stays: showing it again fetches only after a failure (cues and retries still do). */
  keep?: boolean;
  /** Loads with nobody signed in as well (texts for the registration page). */
  public?: boolean;
}

export interface Fetcher<T, A extends Key[]> {
  /** The state of one key; showing it loads it. The same store for the same key. */
  at(...args: A): ReadableAtom<Remote<T>>;
  /** Fetches one key now (a retry, after a write); the data, or null when it failed or was overtaken. */
  load(...args: A): Promise<T | null>;
  /** Replaces a key's data with a newer copy (the answer of a write). */
  set(args: A, data: T): void;
  /** Runs a write whose answer is the key's new data (cancel an order) as the key's load. */
  write(args: A, job: () => Promise<T>): Promise<T | null>;
  /** Shown keys fetch again (a realtime cue, a write elsewhere). */
  invalidate(): void;
  /** Forgets every key (tests; a change of member). */
  reset(): void;
}

export const idle = <T>(): Remote<T> => ({ status: 'idle', data: null, error: null });

/** The server answered 404: the thing asked for does not exist (or is not the member's). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The last load failed with 404. */
export const isMissing = (state: Remote<unknown>): boolean => state.status === 'failed' && isNotFound(state.error);

// Stores are read through `.value` here: nanostores' get() on a store nobody listens to mounts it,
// which would count as showing the key and load it.
interface Entry<T, A> {
  args: A;
  $state: WritableAtom<Remote<T>>;
  shown: boolean;
  /** Whom the data shown was loaded for. */
  member?: number | null;
  ticket: number;
  inflight: Promise<T | null> | null;
  /** Invalidated while a load was in flight: its answer may predate the change, fetch once more. */
  stale: boolean;
  /** A load the server asked to wait for (429 Retry-After), due then. */
  again: ReturnType<typeof setTimeout> | null;
}

// The installed runtime's session (a test may install its own), else the page's.
function memberId(): number | null {
  let session = $session.get();
  try {
    session = getRuntime().session.$session.get();
  } catch {
    // no runtime installed: the page's session
  }
  return session.isLoggedIn ? (session.user?.id ?? null) : null;
}
const families = new Set<{ reset(): void; invalidate(): void; shown(): string[] }>();
let member = $session.get().user?.id ?? null;
// A member's data never shows for another (ghost mode, another tab signing in): every key goes.
$session.listen((session) => {
  const next = session.user?.id ?? null;
  if (next === member) return;
  member = next;
  families.forEach((family) => family.reset());
});
/**
 * Every shown key of every fetcher loads again. The portal calls it after a language switch: the
 * server words what it writes (ledger texts, the club's FAQ) in the request's language (docs/spec.md
 * §4). The widgets' language is fixed by their host page, so the embed leaves it out.
 */
export function invalidateAllFetchers(): void {
  families.forEach((family) => family.invalidate());
}

/**
 * The keys some view still shows, over every fetcher (tests: a page that ended shows none, else a
 * later change of member would fetch them for whatever page comes next).
 */
export function shownFetcherKeys(): string[] {
  return [...families].flatMap((family) => family.shown());
}

export function createFetcher<T, A extends Key[] = []>(options: FetcherOptions<T, A>): Fetcher<T, A> {
  const entries = new Map<string, Entry<T, A>>();
  let previous: T | null = null;
  let mounted = 0;
  let stopCues: (() => void)[] = [];

  function run(entry: Entry<T, A>, again: boolean, job = () => options.fetch(...entry.args)): Promise<T | null> {
    if (!options.public && memberId() === null) return Promise.resolve(null);
    if (entry.inflight && !again) return entry.inflight;
    const ticket = ++entry.ticket;
    const member = memberId();
    const mine = () => ticket === entry.ticket;
    // this load starts after every invalidation so far: it answers them all
    entry.stale = false;
    entry.$state.set({ status: 'loading', data: entry.$state.value!.data, error: null });
    // a fetch that throws before it has a promise (no runtime yet) fails the load like a rejected one
    let pending: Promise<T>;
    try {
      pending = job();
    } catch (error) {
      pending = Promise.reject(error);
    }
    const answer = pending.then(
      (data) => {
        if (!mine()) return null;
        previous = data;
        entry.member = member;
        entry.$state.set({ status: 'ready', data, error: null });
        return data;
      },
      (error: unknown) => {
        // a detail that is gone (404) is not shown any longer
        if (mine()) {
          entry.$state.set({ status: 'failed', data: isNotFound(error) ? null : entry.$state.value!.data, error });
          retryWhenAsked(entry, error);
        }
        return null;
      },
    );
    entry.inflight = answer;
    void answer.finally(() => {
      if (entry.inflight !== answer) return;
      entry.inflight = null;
      fetchIfStale(entry);
    });
    return answer;
  }

  // Rate-limited (docs/spec.md §8): the last data (or the retry) stays on screen, and a key still shown
  // loads again once the server's wait has passed, without the member having to ask.
  function retryWhenAsked(entry: Entry<T, A>, error: unknown): void {
    const seconds = waitAsked(error);
    if (seconds === null || entry.again !== null) return;
    entry.again = setTimeout(() => {
      entry.again = null;
      if (entry.shown) reload(entry);
    }, seconds * 1000);
  }

  function fetchIfStale(entry: Entry<T, A>): void {
    if (!entry.stale) return;
    entry.stale = false;
    // a key nobody shows fetches when a view shows it again
    if (entry.shown) void run(entry, true);
  }

  /** Fetches a shown key again; while it loads, once after that load instead of once per call. */
  function reload(entry: Entry<T, A>): void {
    if (entry.inflight) entry.stale = true;
    else void run(entry, true);
  }

  function entryOf(args: A): Entry<T, A> {
    const key = JSON.stringify(args);
    let entry = entries.get(key);
    if (!entry) {
      const $state = atom<Remote<T>>({ ...idle<T>(), data: options.keepPrevious ? previous : null });
      const made: Entry<T, A> = (entry = {
        args,
        $state,
        shown: false,
        ticket: 0,
        inflight: null,
        stale: false,
        again: null,
      });
      entries.set(key, made);
      // Shown from a view's first listener to its last (at once, so a key left is not shown), and
      // each time it starts being shown it loads; the cues are followed while the family is
      // mounted (nanostores lets go a second late, so moving between pages keeps the connection).
      onStart($state, () => {
        made.shown = true;
        // loaded for someone else (a session the global listener does not see): not shown to this one
        if (made.member !== undefined && made.member !== memberId()) made.$state.set(idle());
        if (!options.keep || made.$state.value!.status !== 'ready') void run(made, false);
      });
      onStop($state, () => {
        made.shown = false;
      });
      onMount($state, () => {
        if (mounted++ === 0) stopCues = (options.cues ?? []).map((follow) => follow(refetch));
        return () => {
          if (--mounted === 0) stopCues.splice(0).forEach((stop) => stop());
        };
      });
    }
    return entry;
  }

  // A key nobody shows needs nothing: showing it again fetches it anyway.
  function refetch(): void {
    for (const entry of entries.values()) if (entry.shown) reload(entry);
  }

  const family: Fetcher<T, A> = {
    at: (...args) => entryOf(args).$state,
    load: (...args) => run(entryOf(args), true),
    write: (args, job) => run(entryOf(args), true, job),
    set(args, data) {
      const entry = entryOf(args);
      entry.ticket++;
      entry.inflight = null;
      entry.$state.set({ status: 'ready', data, error: null });
      // a cue that came while the dropped load was on its way may be newer than this answer
      fetchIfStale(entry);
    },
    invalidate: refetch,
    reset() {
      previous = null;
      for (const entry of entries.values()) {
        entry.ticket++;
        entry.inflight = null;
        entry.stale = false;
        if (entry.again !== null) clearTimeout(entry.again);
        entry.again = null;
        entry.$state.set(idle());
        if (entry.shown) void run(entry, false);
      }
    },
  };
  families.add({
    reset: family.reset,
    invalidate: family.invalidate,
    shown: () => [...entries].filter(([, entry]) => entry.shown).map(([key]) => key),
  });
  return family;
}
