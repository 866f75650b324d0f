// The staff and their roles (Club:Staff, docs/spec.md §10): the list, a member search to pick someone,
// and granting or revoking a role; the list is fetched again after each change.
import { createBusyAction } from '../../../core/busy-action.ts';
import { getStaff, grantRole, revokeRole, searchMembers } from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const staffList = keyed(getStaff);
/** Members matching a search text of at least two characters. */
export const memberSearch = keyed((text: string) => (text.length < 2 ? Promise.resolve([]) : searchMembers(text)));

export function createStaffStore(failedText: () => string) {
  const action = createBusyAction(failedText);
  const change = (work: () => Promise<unknown>) =>
    action.run(async () => {
      await work();
      staffList.reload();
    });
  return {
    $problem: action.$problem,
    $busy: action.$busy,
    grant: (userId: number, role: string) => change(() => grantRole(userId, role)),
    revoke: (userId: number, role: string) => change(() => revokeRole(userId, role)),
  };
}
