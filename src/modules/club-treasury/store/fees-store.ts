// Membership fees for the treasurer (Club:Fees, docs/spec.md §10 "Treasury"): the plans, giving a
// member a plan, the charges a wallet could not pay, charging what is due now, and the
// direct-debit file for the charges under a mandate.
import { atom } from 'nanostores';
import { createResource } from '../../../core/resource/resource.ts';
import {
  assignFeePlan,
  createFeePlan,
  exportDirectDebits,
  getDirectDebitFile,
  getFeeCharges,
  getFeePlans,
  retryFeeCharge,
  runFees,
  searchMembers,
} from '../api.ts';
import type { MemberHit } from '../types.ts';
import { createAction } from './action.ts';
import { saveXml } from './download.ts';

export function createFeesStore(failedText: () => string) {
  const plans = createResource(getFeePlans);
  const unpaid = createResource(() => getFeeCharges('insufficient'));
  const collecting = createResource(() => getFeeCharges('collecting'));
  const $hits = atom<MemberHit[]>([]);
  const $ran = atom<{ charged: number; insufficient: number; collecting: number } | null>(null);
  const reload = () => Promise.all([plans.load(), unpaid.load(), collecting.load()]);
  const action = createAction(failedText, reload);
  return {
    $plans: plans.$state,
    $unpaid: unpaid.$state,
    $collecting: collecting.$state,
    $hits,
    $ran,
    $busy: action.$busy,
    $problem: action.$problem,
    load: reload,
    async search(text: string) {
      $hits.set(text.trim().length < 2 ? [] : await searchMembers(text.trim()).catch(() => []));
    },
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
