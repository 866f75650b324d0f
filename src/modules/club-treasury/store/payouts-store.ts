// Payouts (Club:Payouts, docs/spec.md §10 "Treasury"): pending withdrawals to approve or reject, the
// approved ones waiting for the next payout file, and the payout batches with their pain.001 files.
import {
  approveWithdrawal,
  exportBatch,
  getBatches,
  getBatchFile,
  getWithdrawals,
  processBatch,
  rejectWithdrawal,
} from '../api.ts';
import { createAction } from './action.ts';
import { saveXml } from './download.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const withdrawalsAt = keyed((stage: string) => getWithdrawals(stage, 1));
export const payoutBatches = keyed(getBatches);

export function createPayoutsStore(failedText: () => string) {
  const action = createAction(failedText, () => {
    withdrawalsAt.reload();
    payoutBatches.reload();
  });
  return {
    $busy: action.$busy,
    $problem: action.$problem,
    approve: (label: string) => action.run(() => approveWithdrawal(label)),
    reject: (label: string, reason: string) => action.run(() => rejectWithdrawal(label, reason.trim())),
    exportBatch: () => action.run(exportBatch),
    process: (label: string) => action.run(() => processBatch(label)),
    /** The batch's pain.001 file, saved as `<label>.xml`. */
    async download(label: string) {
      const file = await action.run(() => getBatchFile(label));
      if (file !== null) saveXml(file.content, label);
    },
  };
}
