// The team page's data: the summary (referral link, counts), the team by level and page, and the
// team bonuses, which are asked for only when the server says the wallet module runs (the page
// never imports the wallet module; the bonuses come through the affiliate API).
import { createFetcher } from '../../core/resource/resource.ts';
import { getAffiliate, getTeam, getTeamBonuses, putTeamVisibility } from './api.ts';
import type { TeamLevel, TeamVisibility } from './types.ts';

export const affiliateSummary = createFetcher({ fetch: getAffiliate });
export const teamPages = createFetcher({
  fetch: (level: TeamLevel, page: number) => getTeam(level, page),
  keepPrevious: true,
});
export const bonusPages = createFetcher({ fetch: (page: number) => getTeamBonuses(page) });

/** Saves how the member shows on their sponsors' team pages. Rejects when refused. */
export async function saveTeamVisibility(choice: TeamVisibility): Promise<void> {
  const { team_visibility } = await putTeamVisibility(choice);
  const summary = affiliateSummary.at().value!.data;
  if (summary) affiliateSummary.set([], { ...summary, team_visibility });
}

/** `?level=2` -> 2; anything else is the direct level. */
export function levelFromSearch(search: string): TeamLevel {
  return new URLSearchParams(search).get('level') === '2' ? 2 : 1;
}
