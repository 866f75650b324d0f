// One ticket for staff (Club:InboxTicket, docs/spec.md §10 "Support inbox"): the thread with the
// internal notes, and the staff's reply, note, assignment and closing, each answering the new thread.
import { atom } from 'nanostores';
import { addNote, assign, closeTicket, getAssignees, getThread, replyTo } from '../api.ts';
import type { InboxThread } from '../types.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { problemOf } from './problem.ts';

export const threads = keyed((id: string) => getThread(id));
export const assignees = keyed(getAssignees);

export function createThreadStore(id: string, failedText: () => string) {
  const $busy = atom(false);
  const $problem = atom<string | null>(null);
  async function change(run: () => Promise<InboxThread>): Promise<boolean> {
    $busy.set(true);
    $problem.set(null);
    try {
      threads.set([id], await run());
      return true;
    } catch (error) {
      $problem.set(problemOf(error, failedText()));
      return false;
    } finally {
      $busy.set(false);
    }
  }
  return {
    $busy,
    $problem,
    reply: (text: string) => change(() => replyTo(id, text.trim())),
    note: (text: string) => change(() => addNote(id, text.trim())),
    assign: (userId: number | null) => change(() => assign(id, userId)),
    close: () => change(() => closeTicket(id)),
  };
}
