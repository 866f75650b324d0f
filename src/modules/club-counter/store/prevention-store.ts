// The prevention officer's page (docs/spec.md §12 "Prevention"; KCanG §23): a month's anonymised
// figures, and the members' confidential messages with their threads and the officer's answers.
import { atom } from 'nanostores';
import { keyed } from '../../../core/resource/keyed.ts';
import { getPreventionFigures, getPreventionMessage, getPreventionMessages, replyPrevention } from '../api.ts';
import type { InboxThread } from '../types.ts';
import { problemOf } from './problem.ts';

export const preventionFigures = keyed(getPreventionFigures);
export const preventionMessages = keyed(getPreventionMessages);

export function createPreventionStore(failedText: () => string) {
  const $thread = atom<InboxThread | null>(null);
  const $busy = atom(false);
  const $problem = atom<string | null>(null);
  async function run(work: () => Promise<InboxThread>): Promise<boolean> {
    $busy.set(true);
    $problem.set(null);
    try {
      $thread.set(await work());
      return true;
    } catch (error) {
      $problem.set(problemOf(error, failedText()));
      return false;
    } finally {
      $busy.set(false);
    }
  }
  return {
    $thread,
    $busy,
    $problem,
    open: (id: number) => run(() => getPreventionMessage(id)),
    async reply(id: number, text: string) {
      const done = await run(() => replyPrevention(id, text.trim()));
      if (done) preventionMessages.reload();
      return done;
    },
  };
}
