// A request's state as a store: idle -> loading -> ready | error, for any module's pages and
// widgets. The data of the last success stays while a new load runs (paging keeps the old page
// meanwhile), and only the latest load may write, so a late answer to an earlier request never
// replaces a newer one.
import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../api/errors.ts';

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

export interface ResourceOptions {
  /** Errors after which the data shown so far is dropped (a detail that is gone: 404). */
  forgets?(error: unknown): boolean;
}

export const idle = <T>(): Remote<T> => ({ status: 'idle', data: null, error: null });

/** The server answered 404: the thing asked for does not exist (or is not the member's). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The last load failed with 404. */
export const isMissing = (state: Remote<unknown>): boolean => state.status === 'error' && isNotFound(state.error);

export function createResource<T, A extends unknown[]>(
  fetcher: (...args: A) => Promise<T>,
  options: ResourceOptions = {},
): Resource<T, A> {
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
        if (ticket === latest)
          $state.set({ status: 'error', data: options.forgets?.(error) ? null : $state.get().data, error });
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

/**
 * A resource whose every load names what it fetches (a detail page: `load(() => getOrder(label))`).
 * A 404 drops the data shown, so the page says "not found" instead of the previous item.
 */
export function createLoader<T>(): Resource<T, [fetch: () => Promise<T>]> {
  return createResource((fetch: () => Promise<T>) => fetch(), { forgets: isNotFound });
}
