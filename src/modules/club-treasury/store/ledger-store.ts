// A member's balance and ledger for the treasurer (Club:Ledger, docs/spec.md §10 "Treasury"): find
// the member, then page through their entries.
import { atom } from 'nanostores';
import { createResource } from '../../../core/resource/resource.ts';
import { getLedger, searchMembers } from '../api.ts';
import type { MemberHit } from '../types.ts';

export function createLedgerStore() {
  const ledger = createResource((userId: number, page: number) => getLedger(userId, page));
  const $hits = atom<MemberHit[]>([]);
  return {
    $ledger: ledger.$state,
    $hits,
    async search(text: string) {
      $hits.set(text.trim().length < 2 ? [] : await searchMembers(text.trim()).catch(() => []));
    },
    open: (userId: number, page = 1) => ledger.load(userId, page),
  };
}
