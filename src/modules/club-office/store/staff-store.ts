// The staff and their roles (Club:Staff, docs/spec.md §10): the list, a member search to pick
// someone, and granting or revoking a role; after each change the list is reloaded.
import { atom } from 'nanostores';
import { createResource } from '../../../core/resource/resource.ts';
import { getStaff, grantRole, revokeRole, searchMembers } from '../api.ts';
import type { MemberHit } from '../types.ts';
import { problemOf } from './problem.ts';

export function createStaffStore(failedText: () => string) {
  const staff = createResource(getStaff);
  const $hits = atom<MemberHit[]>([]);
  const $problem = atom<string | null>(null);
  const $busy = atom(false);

  async function change(run: () => Promise<unknown>) {
    $busy.set(true);
    $problem.set(null);
    try {
      await run();
      await staff.load();
    } catch (error) {
      $problem.set(problemOf(error, failedText()));
    } finally {
      $busy.set(false);
    }
  }

  return {
    $state: staff.$state,
    $hits,
    $problem,
    $busy,
    load: () => staff.load(),
    async search(text: string) {
      if (text.trim().length < 2) return $hits.set([]);
      try {
        $hits.set(await searchMembers(text.trim()));
      } catch (error) {
        $problem.set(problemOf(error, failedText()));
      }
    },
    grant: (userId: number, role: string) => change(() => grantRole(userId, role)),
    revoke: (userId: number, role: string) => change(() => revokeRole(userId, role)),
  };
}
