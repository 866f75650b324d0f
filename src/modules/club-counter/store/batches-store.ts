// The batches (Club:Batches, docs/spec.md §12 "Batches", "Recall"): every batch with its stock and
// status, a harvest recorded as a batch in quarantine, its release, and a recall with the list of
// the members it reached.
import { atom } from 'nanostores';
import { addBatch, getBatches, getStrains, recallBatch, releaseBatch } from '../api.ts';
import type { BatchDetail } from '../types.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { problemOf } from '../../../core/api/refusal-text.ts';

export const batchList = keyed(getBatches);
export const strainMenu = keyed(getStrains);

export interface HarvestFields {
  strainId: string;
  harvestedOn: string;
  bestBefore: string;
  dryWeight: string;
  thc: string;
  cbd: string;
}

/** '17,5' or '17.5' as a number; NaN for anything else (the server answers its 422). */
const percent = (text: string) => (/^\s*\d{1,3}([.,]\d+)?\s*$/.test(text) ? Number(text.replace(',', '.')) : NaN);

export function createBatchesStore(failedText: () => string) {
  const $busy = atom(false);
  const $problem = atom<string | null>(null);
  const $fieldErrors = atom<Record<string, string[]>>({});
  const $recalled = atom<BatchDetail | null>(null);

  async function run<T>(work: () => Promise<T>): Promise<T | null> {
    $busy.set(true);
    $problem.set(null);
    $fieldErrors.set({});
    try {
      const result = await work();
      batchList.reload();
      return result;
    } catch (error) {
      $problem.set(problemOf(error, failedText()));
      const errors = (error as { errors?: Record<string, string[]> }).errors;
      if (errors) $fieldErrors.set(errors);
      return null;
    } finally {
      $busy.set(false);
    }
  }

  return {
    $busy,
    $problem,
    $fieldErrors,
    $recalled,
    add: async (f: HarvestFields) =>
      (await run(() =>
        addBatch({
          strain_id: Number(f.strainId),
          harvested_on: f.harvestedOn,
          best_before: f.bestBefore,
          dry_weight: f.dryWeight.trim(),
          thc_percent: percent(f.thc),
          cbd_percent: percent(f.cbd),
        }),
      )) !== null,
    release: (id: number) => run(() => releaseBatch(id)),
    async recall(id: number, reason: string) {
      const detail = await run(() => recallBatch(id, reason.trim()));
      if (detail) $recalled.set(detail);
      return detail !== null;
    },
  };
}
