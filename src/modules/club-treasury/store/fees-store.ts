// Membership fees for the treasurer (Club:Fees, docs/spec.md §10 "Treasury"): the plans, giving a
// member a plan, the charges a wallet could not pay, charging what is due now, and the
// direct-debit file for the charges under a mandate.
import { atom } from 'nanostores';
import {
  assignFeePlan,
  createFeePlan,
  exportDirectDebits,
  getDirectDebitFile,
  getFeeCharges,
  getFeePlans,
  retryFeeCharge,
  runFees,
} from '../api.ts';
import { createAction } from './action.ts';
import { saveXml } from './download.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const feePlans = keyed(getFeePlans);
export const feeCharges = keyed((status: string) => getFeeCharges(status));

export function createFeesStore(failedText: () => string) {
  const $ran = atom<{ charged: number; insufficient: number; collecting: number } | null>(null);
  const action = createAction(failedText, () => {
    feePlans.reload();
    feeCharges.reload();
  });
  return {
    $ran,
    $busy: action.$busy,
    $problem: action.$problem,
    createPlan: (plan: { name: string; amount_cents: number; interval: string }) =>
      action.run(() => createFeePlan(plan)),
    assign: (userId: number, planId: number, firstDue: string) =>
      action.run(() => assignFeePlan(userId, planId, firstDue)),
    retry: (id: number) => action.run(() => retryFeeCharge(id)),
    async run() {
      const result = await action.run(runFees);
      $ran.set(result);
      return result;
    },
    async exportDebits() {
      const batch = await action.run(exportDirectDebits);
      if (batch) saveXml((await getDirectDebitFile(batch.label)).content, batch.label);
      return batch;
    },
  };
}
