// The member's membership fee (Wallet:Fees, docs/spec.md §10 "Treasury"): plan, next due day, the
// fees charged, and the SEPA direct-debit mandate the member gives or withdraws here. Refetched on
// the WalletUpdated cue (a fee charged).
import { atom, onMount } from 'nanostores';
import { onMemberCue } from '../../../core/realtime/index.ts';
import { createResource } from '../../../core/resource/resource.ts';
import { WALLET_UPDATED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { ValidationError } from '../../../core/api/errors.ts';
import { getFees, giveMandate, revokeMandate } from '../api.ts';

export function createFeesStore() {
  const fees = createResource(getFees);
  const $errors = atom<Record<string, string[]>>({});
  const $busy = atom(false);
  onMount(fees.$state, () => {
    void fees.load();
    return onMemberCue(WALLET_UPDATED_EVENT, () => void fees.load());
  });
  async function change(run: () => Promise<Awaited<ReturnType<typeof getFees>>>) {
    $busy.set(true);
    $errors.set({});
    try {
      fees.set(await run());
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
    $state: fees.$state,
    $errors,
    $busy,
    give: (mandate: { holder: string; iban: string; consent: boolean }) => change(() => giveMandate(mandate)),
    revoke: () => change(revokeMandate),
  };
}
