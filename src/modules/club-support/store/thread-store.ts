// One ticket for staff (Club:InboxTicket, docs/spec.md §10 "Support inbox"): the thread with the
// internal notes, and the staff's reply, note, assignment and closing, each answering the new thread.
import { createBusyAction } from '../../../core/busy-action.ts';
import { addNote, assign, closeTicket, getAssignees, getThread, replyTo } from '../api.ts';
import type { InboxThread } from '../types.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const threads = keyed((id: string) => getThread(id));
export const assignees = keyed(getAssignees);

export function createThreadStore(id: string, failedText: () => string) {
  const action = createBusyAction(failedText);
  async function change(work: () => Promise<InboxThread>): Promise<boolean> {
    const thread = await action.run(work);
    if (thread) threads.set([id], thread);
    return thread !== null;
  }
  return {
    $busy: action.$busy,
    $problem: action.$problem,
    reply: (text: string) => change(() => replyTo(id, text.trim())),
    note: (text: string) => change(() => addNote(id, text.trim())),
    assign: (userId: number | null) => change(() => assign(id, userId)),
    close: () => change(() => closeTicket(id)),
  };
}
