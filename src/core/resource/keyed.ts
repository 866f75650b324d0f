// The keyed fetcher (core/resource/resource.ts) for requests whose arguments are objects (filters):
// the arguments' JSON is the key. Showing `at(...)` loads it; `reload()` fetches the shown keys again.
import type { ReadableAtom } from 'nanostores';
import { createFetcher, type Remote } from './resource.ts';

export interface Keyed<T, A extends unknown[]> {
  at(...args: A): ReadableAtom<Remote<T>>;
  reload(): void;
  set(args: A, data: T): void;
}

export function keyed<T, A extends unknown[] = []>(
  fetch: (...args: A) => Promise<T>,
  cues?: ((refetch: () => void) => () => void)[],
): Keyed<T, A> {
  const fetcher = createFetcher<T, [string]>({
    fetch: (key) => fetch(...(JSON.parse(key) as A)),
    keepPrevious: true,
    cues,
  });
  return {
    at: (...args) => fetcher.at(JSON.stringify(args)),
    reload: () => fetcher.invalidate(),
    set: (args, data) => fetcher.set([JSON.stringify(args)], data),
  };
}
