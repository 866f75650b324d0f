// Wire types of the affiliate API (server/modules/affiliate/routes.ts imports them with `import type`).
import type { Paginator, Timestamp } from '../../core/types.ts';

/** How a member shows on their sponsors' team pages: 'initial' (default) "Lena S.", 'full', or 'hidden'. */
export type TeamVisibility = 'initial' | 'full' | 'hidden';

/** 1: referred by the member; 2: referred by one of those. */
export type TeamLevel = 1 | 2;

/** GET affiliate: the member's referral link and the size of their team per level. */
export interface AffiliateSummary {
  ref_hash: string;
  referral_link: string;
  counts: { level_1: number; level_2: number };
  /** Whether GET affiliate/bonuses answers (the wallet module is on). */
  bonuses_available: boolean;
  /** How this member shows on their own sponsors' team pages (PUT affiliate/visibility changes it). */
  team_visibility: TeamVisibility;
}

/**
 * A referred member as they agreed to show themself: first name and initial by default, the full
 * name if they chose so, or nothing (null). Never an email or an address.
 */
export interface TeamMember {
  display_name: string | null;
  level: TeamLevel;
  joined_at: Timestamp;
  /** 'active': email confirmed; 'pending': not yet. */
  status: 'active' | 'pending';
}

export type TeamPage = Paginator<TeamMember>;

/** A team or referral bonus booked to the member's wallet. */
export interface TeamBonus {
  label: string;
  amount_cents: number;
  currency: string;
  description: string;
  created_at: Timestamp;
}
