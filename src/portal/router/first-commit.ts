// docs/architecture.md decision 14: what the first screen shows as a frame only (the
// Dashboard's cards, the top bar's module items, the members' companions) starts loading once the
// first screen is committed: each lazy part's import names its chunk's imports as modulepreload
// links (router/preload-chunks.ts), about 10 ms of the main thread apiece at 4x CPU, and inside
// the first render they held the Dashboard's heading and frames back. Later screens render them at once.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';

/** True once a component asking for it has committed (for the rest of the page's life). */
export const $firstCommitted = atom(false);

/** False in the first render of the page's first screen, true after its commit (and from then on). */
export function useAfterFirstCommit(): boolean {
  const committed = useStore($firstCommitted);
  useEffect(() => {
    if (!committed) $firstCommitted.set(true);
  }, [committed]);
  return committed;
}
