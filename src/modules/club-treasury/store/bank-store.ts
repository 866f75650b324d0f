// Bank statements (Club:Bank, docs/spec.md §10 "Treasury"): upload a CAMT.053 or CSV file, review
// what each entry matched, book the matched ones; the latest imports beside.
import { atom } from 'nanostores';
import { bookImport, getImport, getImports, uploadStatement } from '../api.ts';
import type { BankImport } from '../types.ts';
import { createAction } from './action.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const bankImports = keyed(getImports);

export function createBankStore(failedText: () => string) {
  const $review = atom<BankImport | null>(null);
  const $booked = atom<string[] | null>(null);
  const action = createAction(failedText, () => bankImports.reload());
  return {
    $review,
    $booked,
    $busy: action.$busy,
    $problem: action.$problem,
    async upload(file: { name: string; text(): Promise<string> }) {
      $booked.set(null);
      const content = await file.text();
      const found = await action.run(() => uploadStatement(file.name, content));
      if (found) $review.set(found);
    },
    async open(id: number) {
      $booked.set(null);
      const found = await action.run(() => getImport(id));
      if (found) $review.set(found);
    },
    async book() {
      const review = $review.get();
      if (!review) return;
      const done = await action.run(() => bookImport(review.id));
      if (done) {
        $review.set(done.import);
        $booked.set(done.booked);
      }
    },
  };
}
