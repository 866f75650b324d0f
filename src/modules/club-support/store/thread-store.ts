// One ticket for staff (Club:InboxTicket, docs/spec.md §10 "Support inbox"): the thread with the
// internal notes, and the staff's reply, note, assignment and closing, each answering the new thread.
import { atom } from 'nanostores';
import { createLoader } from '../../../core/resource/resource.ts';
import { addNote, assign, closeTicket, getAssignees, getThread, replyTo } from '../api.ts';
import type { Assignee, InboxThread } from '../types.ts';
import { problemOf } from './problem.ts';

export function createThreadStore(id: string, failedText: () => string) {
  const thread = createLoader<InboxThread>();
  const $assignees = atom<Assignee[]>([]);
  const $busy = atom(false);
  const $problem = atom<string | null>(null);
  async function change(run: () => Promise<InboxThread>): Promise<boolean> {
    $busy.set(true);
    $problem.set(null);
    try {
      thread.set(await run());
      return true;
    } catch (error) {
      $problem.set(problemOf(error, failedText()));
      return false;
    } finally {
      $busy.set(false);
    }
  }
  return {
    $state: thread.$state,
    $assignees,
    $busy,
    $problem,
    async load() {
      await thread.load(() => getThread(id));
      $assignees.set(await getAssignees().catch(() => []));
    },
    reply: (text: string) => change(() => replyTo(id, text.trim())),
    note: (text: string) => change(() => addNote(id, text.trim())),
    assign: (userId: number | null) => change(() => assign(id, userId)),
    close: () => change(() => closeTicket(id)),
  };
}
