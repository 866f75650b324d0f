// The applications (Club:Applications, docs/spec.md §12 "Joining the club"; KCanG §16): applicants and
// members by state; staff record the official photo ID they saw in person (its kind and the date of
// birth on it: the club's age check), then admit (a number, or the waitlist at the limit) or reject.
import { atom } from 'nanostores';
import { approveApplicant, checkApplicant, getApplications, rejectApplicant } from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { problemOf } from './problem.ts';

export const applications = keyed(getApplications);

export function createApplicationsStore(failedText: () => string) {
  const $busy = atom(false);
  const $problem = atom<string | null>(null);

  async function run<T>(work: () => Promise<T>): Promise<boolean> {
    $busy.set(true);
    $problem.set(null);
    try {
      await work();
      applications.reload();
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
    check: (user: number, document: string, dateOfBirth: string) =>
      run(() => checkApplicant(user, { document, date_of_birth: dateOfBirth })),
    approve: (user: number) => run(() => approveApplicant(user)),
    reject: (user: number, reason: string) => run(() => rejectApplicant(user, reason.trim())),
  };
}
