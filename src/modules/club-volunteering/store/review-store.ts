// Members' volunteer hours by status (Club:Volunteering), and the decisions: each one fetches the
// shown lists again, so a decided entry leaves the waiting list. A refusal (already decided by
// someone else, no permission) is kept as the text to show.
import { atom } from 'nanostores';
import { ApiError } from '../../../core/api/errors.ts';
import { createFetcher } from '../../../core/resource/resource.ts';
import { approveEntry, getEntries, rejectEntry } from '../api.ts';
import type { VolunteerStatus } from '../types.ts';

export const entryLists = createFetcher({ fetch: (status: VolunteerStatus) => getEntries(status) });

/** The last decision's problem: the server's words, or null for "try again". */
export const $decisionProblem = atom<{ text: string | null } | null>(null);

async function decided(job: () => Promise<unknown>): Promise<boolean> {
  $decisionProblem.set(null);
  try {
    await job();
    return true;
  } catch (error) {
    $decisionProblem.set({ text: error instanceof ApiError && error.status !== 500 ? error.message : null });
    return false;
  } finally {
    entryLists.invalidate();
  }
}

export const approve = (id: number) => decided(() => approveEntry(id));
export const reject = (id: number, reason: string) => decided(() => rejectEntry(id, reason));
