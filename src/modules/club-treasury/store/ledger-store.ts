// A member's balance and ledger for the treasurer (Club:Ledger, docs/spec.md §10 "Treasury"): find
// the member, then page through their entries.
import { getLedger, searchMembers } from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';

/** Members matching a search text of at least two characters. */
export const memberSearch = keyed((text: string) => (text.length < 2 ? Promise.resolve([]) : searchMembers(text)));
/** A member's ledger page; no member chosen (0): nothing. */
export const ledgerAt = keyed((userId: number, page: number) =>
  userId ? getLedger(userId, page) : Promise.resolve(null),
);
