// The staff and their roles (Club:Staff, docs/spec.md §10): the list, a member search to pick someone,
// and granting or revoking a role; the list is fetched again after each change.
import { atom } from 'nanostores';
import { getStaff, grantRole, revokeRole, searchMembers } from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { problemOf } from './problem.ts';

export const staffList = keyed(getStaff);
/** Members matching a search text of at least two characters. */
export const memberSearch = keyed((text: string) => (text.length < 2 ? Promise.resolve([]) : searchMembers(text)));

export function createStaffStore(failedText: () => string) {
  const $problem = atom<string | null>(null);
  const $busy = atom(false);
  async function change(run: () => Promise<unknown>) {
    $busy.set(true);
    $problem.set(null);
    try {
      await run();
      staffList.reload();
    } catch (error) {
      $problem.set(problemOf(error, failedText()));
    } finally {
      $busy.set(false);
    }
  }
  return {
    $problem,
    $busy,
    grant: (userId: number, role: string) => change(() => grantRole(userId, role)),
    revoke: (userId: number, role: string) => change(() => revokeRole(userId, role)),
  };
}
