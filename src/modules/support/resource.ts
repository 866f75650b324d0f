// A request's state as a store: idle -> loading -> ready | error. The data of the last success
// stays while a new load runs, and only the latest load may write, so a late answer to an earlier
// request (the member paged on) never replaces a newer one.
import { atom, type ReadableAtom } from 'nanostores';

export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface Remote<T> {
  status: RemoteStatus;
  data: T | null;
  error: unknown;
}

export interface Resource<T, A extends unknown[]> {
  readonly $state: ReadableAtom<Remote<T>>;
  /** Loads; answers the data, or null when it failed or a newer load took over. */
  load(...args: A): Promise<T | null>;
  /** Replaces the data with a newer copy (e.g. the answer of a write); pending loads are dropped. */
  set(data: T): void;
  reset(): void;
}

export const idle = <T>(): Remote<T> => ({ status: 'idle', data: null, error: null });

export function createResource<T, A extends unknown[]>(fetcher: (...args: A) => Promise<T>): Resource<T, A> {
  const $state = atom<Remote<T>>(idle());
  let latest = 0;
  return {
    $state,
    async load(...args) {
      const ticket = ++latest;
      $state.set({ status: 'loading', data: $state.get().data, error: null });
      try {
        const data = await fetcher(...args);
        if (ticket !== latest) return null;
        $state.set({ status: 'ready', data, error: null });
        return data;
      } catch (error) {
        if (ticket === latest) $state.set({ status: 'error', data: $state.get().data, error });
        return null;
      }
    },
    set(data) {
      latest++;
      $state.set({ status: 'ready', data, error: null });
    },
    reset() {
      latest++;
      $state.set(idle());
    },
  };
}

/** The server answered 404: an unknown category or ticket, or tickets switched off. */
export function isMissing(state: Remote<unknown>): boolean {
  const error = state.error as { status?: unknown } | null;
  return state.status === 'error' && typeof error?.status === 'number' && error.status === 404;
}
