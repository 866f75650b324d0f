// The member's membership fee (Wallet:Fees, docs/spec.md §10 "Treasury"): plan, next due day, the
// fees charged, and the SEPA direct-debit mandate the member gives or withdraws here. Fetched again on
// the WalletUpdated cue (a fee charged).
import { atom } from 'nanostores';
import { ValidationError } from '../../../core/api/errors.ts';
import { onMemberCue } from '../../../core/realtime/index.ts';
import { WALLET_UPDATED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { getFees, giveMandate, revokeMandate, type MemberFees } from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const memberFees = keyed(getFees, [(refetch) => onMemberCue(WALLET_UPDATED_EVENT, refetch)]);

export function createFeesStore() {
  const $errors = atom<Record<string, string[]>>({});
  const $busy = atom(false);
  async function change(run: () => Promise<MemberFees>) {
    $busy.set(true);
    $errors.set({});
    try {
      memberFees.set([], await run());
      return true;
    } catch (error) {
      if (error instanceof ValidationError) $errors.set(error.errors);
      else throw error;
      return false;
    } finally {
      $busy.set(false);
    }
  }
  return {
    $errors,
    $busy,
    give: (mandate: { holder: string; iban: string; consent: boolean }) => change(() => giveMandate(mandate)),
    revoke: () => change(revokeMandate),
  };
}
