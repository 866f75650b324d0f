// The affiliate team page's API (docs/spec.md §2 Affiliate module): the referral link and team
// counts, the team by level, and the team bonuses from the wallet ledger. A full session only.
import { count, endpoints, page, paginator, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';

const endpoint = endpoints('affiliate', { auth: ['*'] });

export const TeamVisibility = v.pipe(
  v.picklist(['initial', 'full', 'hidden']),
  v.description(
    "How the member shows on their sponsors' team pages: first name and initial (default), full name, or not at all",
  ),
);
/** 1: referred by the member; 2: referred by one of those. */
export const TeamLevel = v.picklist([1, 2]);

export const AffiliateSummary = v.object({
  ref_hash: v.string(),
  referral_link: v.string(),
  counts: v.object({ level_1: count, level_2: count }),
  bonuses_available: v.pipe(
    v.boolean(),
    v.description('GET affiliate/bonuses answers (the wallet module is on and the club may book bonuses)'),
  ),
  advertising_ban: v.pipe(
    v.boolean(),
    v.description('KCanG §6 (club kind cannabis): no bonuses and neutral wording on the team page'),
  ),
  team_visibility: TeamVisibility,
});

/** A referred member as they agreed to show themself; never an email or an address. */
export const TeamMember = v.object({
  display_name: v.pipe(
    v.nullable(v.string()),
    v.description('First name and initial by default, the full name if chosen; null if hidden.'),
  ),
  level: TeamLevel,
  joined_at: Timestamp,
  status: v.pipe(v.picklist(['active', 'pending']), v.description('active: email confirmed')),
});

/** A team or referral bonus booked to the member's wallet. */
export const TeamBonus = v.object({
  label: v.string(),
  amount_cents: v.pipe(v.number(), v.integer()),
  currency: v.string(),
  description: v.string(),
  created_at: Timestamp,
});

export const affiliate = {
  summary: endpoint('GET /api/affiliate', "The member's referral link and team size per level", {
    responses: { 200: AffiliateSummary },
  }),
  team: endpoint(
    'GET /api/affiliate/team',
    'Members the member referred (level 1) or those referred them (level 2), newest first; 20 per page',
    { query: v.object({ level: v.optional(v.picklist(['1', '2'])), page }), responses: { 200: paginator(TeamMember) } },
  ),
  bonuses: endpoint(
    'GET /api/affiliate/bonuses',
    "Team and referral bonuses booked to the member's wallet, newest first; 404 without the wallet module or under the advertising ban",
    {
      query: v.object({ page }),
      responses: { 200: paginator(TeamBonus), 404: 'No wallet module, or a cannabis club (KCanG §6)' },
    },
  ),
  visibility: endpoint(
    'PUT /api/affiliate/visibility',
    "Choose how the member shows on their sponsors' team pages (refused in ghost mode)",
    {
      body: v.object({ team_visibility: TeamVisibility }),
      responses: { 200: v.object({ team_visibility: TeamVisibility }) },
    },
  ),
};

export type TeamVisibility = v.InferOutput<typeof TeamVisibility>;
export type TeamLevel = v.InferOutput<typeof TeamLevel>;
export type AffiliateSummary = v.InferOutput<typeof AffiliateSummary>;
export type TeamMember = v.InferOutput<typeof TeamMember>;
export type TeamBonus = v.InferOutput<typeof TeamBonus>;
