// The membership module's wire types: those of its API contract (src/shared/contract/membership.ts), as types only.
import type { MembershipCard } from '../../shared/contract/membership.ts';

export type { Application, Membership, MembershipCard } from '../../shared/contract/membership.ts';

/** The card as the page shows it: with when the offline copy was fetched (null: fetched just now). */
export interface ShownCard {
  card: MembershipCard;
  savedAt: string | null;
}
