// The applications (Club:Applications, docs/spec.md §12 "Joining the club"; KCanG §16): applicants and
// members by state; staff record the official photo ID they saw in person (its kind and the date of
// birth on it: the club's age check), then admit (a number, or the waitlist at the limit) or reject.
import { createBusyAction } from '../../../core/busy-action.ts';
import { approveApplicant, checkApplicant, getApplications, rejectApplicant } from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const applications = keyed(getApplications);

export function createApplicationsStore(failedText: () => string) {
  const action = createBusyAction(failedText);
  // the list again after each change
  const run = async (work: () => Promise<unknown>): Promise<boolean> =>
    (await action.run(async () => {
      await work();
      applications.reload();
      return true;
    })) === true;

  return {
    $busy: action.$busy,
    $problem: action.$problem,
    check: (user: number, document: string, dateOfBirth: string) =>
      run(() => checkApplicant(user, { document, date_of_birth: dateOfBirth })),
    approve: (user: number) => run(() => approveApplicant(user)),
    reject: (user: number, reason: string) => run(() => rejectApplicant(user, reason.trim())),
  };
}
