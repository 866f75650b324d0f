// Payouts (Club:Payouts, docs/spec.md §10 "Treasury"): pending withdrawals to approve or reject, the
// approved ones waiting for the next payout file, and the payout batches with their pain.001 files.
import { createResource } from '../../../core/resource/resource.ts';
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

export function createPayoutsStore(failedText: () => string) {
  const pending = createResource(() => getWithdrawals('pending', 1));
  const approved = createResource(() => getWithdrawals('approved', 1));
  const batches = createResource(getBatches);
  const reload = () => Promise.all([pending.load(), approved.load(), batches.load()]);
  const action = createAction(failedText, reload);
  return {
    $pending: pending.$state,
    $approved: approved.$state,
    $batches: batches.$state,
    $busy: action.$busy,
    $problem: action.$problem,
    load: reload,
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
