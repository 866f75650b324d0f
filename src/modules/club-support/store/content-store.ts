// The FAQ and contact categories editor (Club:Faq, docs/spec.md §10 "Support inbox"): every change
// answers the whole content, which replaces what the page shows.
import { atom } from 'nanostores';
import { createResource } from '../../../core/resource/resource.ts';
import type { SupportContent } from '../types.ts';
import { getContent } from '../api.ts';
import { problemOf } from './problem.ts';

export function createContentStore(failedText: () => string) {
  const content = createResource(getContent);
  const $problem = atom<string | null>(null);
  const $busy = atom(false);
  return {
    $state: content.$state,
    $problem,
    $busy,
    load: () => content.load(),
    async change(run: () => Promise<SupportContent>): Promise<boolean> {
      $busy.set(true);
      $problem.set(null);
      try {
        content.set(await run());
        return true;
      } catch (error) {
        $problem.set(problemOf(error, failedText()));
        return false;
      } finally {
        $busy.set(false);
      }
    },
  };
}
