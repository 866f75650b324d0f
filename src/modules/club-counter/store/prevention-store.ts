// The prevention officer's page (docs/spec.md §12 "Prevention"; KCanG §23): a month's anonymised
// figures, and the members' confidential messages with their threads and the officer's answers.
import { atom } from 'nanostores';
import { createBusyAction } from '../../../core/busy-action.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { getPreventionFigures, getPreventionMessage, getPreventionMessages, replyPrevention } from '../api.ts';
import type { InboxThread } from '../types.ts';

export const preventionFigures = keyed(getPreventionFigures);
export const preventionMessages = keyed(getPreventionMessages);

export function createPreventionStore(failedText: () => string) {
  const $thread = atom<InboxThread | null>(null);
  const action = createBusyAction(failedText);
  const show = async (work: () => Promise<InboxThread>): Promise<boolean> => {
    const thread = await action.run(work);
    if (thread) $thread.set(thread);
    return thread !== null;
  };
  return {
    $thread,
    $busy: action.$busy,
    $problem: action.$problem,
    open: (id: number) => show(() => getPreventionMessage(id)),
    async reply(id: number, text: string) {
      const done = await show(() => replyPrevention(id, text.trim()));
      if (done) preventionMessages.reload();
      return done;
    },
  };
}
