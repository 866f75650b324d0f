// (The same small loader as the wallet module's: modules do not import each other.)
// A small state machine for one thing a page loads (a detail, a page of a list): loading, ready,
// not found (404) or failed. A later load wins over an earlier one still on its way, and the
// data shown stays until the next answer replaces it (paging keeps the old page meanwhile).
import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../core/errors.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'failed';

export interface LoadState<T> {
  status: LoadStatus;
  data: T | null;
  error: unknown;
}

export interface Loader<T> {
  readonly $state: ReadableAtom<LoadState<T>>;
  /** Runs `fetch`; answers its data, or null when it failed or a later load overtook it. */
  run(fetch: () => Promise<T>): Promise<T | null>;
  /** Replaces the data (after an action answered the new state). */
  set(data: T): void;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function createLoader<T>(): Loader<T> {
  const $state = atom<LoadState<T>>({ status: 'idle', data: null, error: null });
  let ticket = 0;
  return {
    $state,
    async run(fetch) {
      const mine = ++ticket;
      $state.set({ ...$state.get(), status: 'loading', error: null });
      try {
        const data = await fetch();
        if (mine === ticket) $state.set({ status: 'ready', data, error: null });
        return mine === ticket ? data : null;
      } catch (error) {
        if (mine === ticket) $state.set({ status: isNotFound(error) ? 'not-found' : 'failed', data: isNotFound(error) ? null : $state.get().data, error });
        return null;
      }
    },
    set(data) {
      ticket++;
      $state.set({ status: 'ready', data, error: null });
    },
  };
}
