// docs/architecture.md decision 14: what the first screen shows as a frame only (the
// Dashboard's cards, the top bar's module items, the members' companions) starts loading once the
// first screen is committed: each lazy part's import names its chunk's imports as modulepreload
// links (router/preload-chunks.ts), about 10 ms of the main thread apiece at 4x CPU, and inside
// the first render they held the Dashboard's heading and frames back. Later screens render them at once.
// Decision 16: what the first screen does not show (the top bar's module items, the members'
// companions, the realtime connection) waits until it shows what it is for: on the Dashboard its
// cards' data, on any other screen its first commit.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';

/** True once a component asking for it has committed (for the rest of the page's life). */
export const $firstCommitted = atom(false);

/** Whether the first screen shows what it is for: 'waiting' from firstScreenShownWhen until then. */
export const $firstScreen = atom<'committed' | 'waiting' | 'shown'>('committed');

/** False in the first render of the page's first screen, true after its commit (and from then on). */
export function useAfterFirstCommit(): boolean {
  const committed = useStore($firstCommitted);
  useEffect(() => {
    if (!committed) $firstCommitted.set(true);
  }, [committed]);
  return committed;
}

/** False until the first screen is committed and shows what it is for (then true from then on); without firstScreenShownWhen, its first commit is enough. */
export function useAfterFirstScreen(): boolean {
  const committed = useAfterFirstCommit();
  return useStore($firstScreen) !== 'waiting' && committed;
}

/** Resolves once the first screen has committed. */
export function firstCommit(): Promise<void> {
  return new Promise((resolve) => {
    const stop = $firstCommitted.subscribe((committed) => {
      if (!committed) return;
      resolve();
      queueMicrotask(() => stop());
    });
  });
}

/**
 * The first screen shows what it is for once `shown` settles and it has committed (at the latest
 * after `longest` ms: a request that hangs holds nothing else back for good). Resolves then.
 */
export function firstScreenShownWhen(shown: Promise<unknown>, longest = 10_000): Promise<void> {
  $firstScreen.set('waiting');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, longest)));
  const settled = Promise.race([Promise.all([shown.catch(() => undefined), firstCommit()]), bound]).then(() => {
    clearTimeout(timer);
    $firstScreen.set('shown');
  });
  return settled;
}
