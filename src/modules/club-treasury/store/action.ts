// A staff action's state for a page: busy while it runs, the refusal's text after it failed, and a
// reload of what the page shows after it succeeded.
import { atom } from 'nanostores';
import { problemOf } from './problem.ts';

export function createAction(failedText: () => string, reload: () => unknown) {
  const $busy = atom(false);
  const $problem = atom<string | null>(null);
  return {
    $busy,
    $problem,
    async run<T>(work: () => Promise<T>): Promise<T | null> {
      $busy.set(true);
      $problem.set(null);
      try {
        const result = await work();
        await reload();
        return result;
      } catch (error) {
        $problem.set(problemOf(error, failedText()));
        return null;
      } finally {
        $busy.set(false);
      }
    },
  };
}
