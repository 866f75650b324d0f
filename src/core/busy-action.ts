// A staff page's write: busy while it runs (its buttons wait), and after a refusal the text to show
// (./api/refusal-text.ts). What the write answers is the caller's to keep.
import { atom } from 'nanostores';
import { problemOf } from './api/refusal-text.ts';

export function createBusyAction(failedText: () => string) {
  const $busy = atom(false);
  const $problem = atom<string | null>(null);
  return {
    $busy,
    $problem,
    /** Runs `work`: its answer, or null after a refusal, whose text $problem then holds. */
    async run<T>(work: () => Promise<T>): Promise<T | null> {
      $busy.set(true);
      $problem.set(null);
      try {
        return await work();
      } catch (error) {
        $problem.set(problemOf(error, failedText()));
        return null;
      } finally {
        $busy.set(false);
      }
    },
  };
}
