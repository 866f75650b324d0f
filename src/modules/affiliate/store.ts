// The team page's data: the summary (referral link, counts), the team of the level shown, and the
// team bonuses, which are asked for only when the server says the wallet module runs (the page
// never imports the wallet module; the bonuses come through the affiliate API).
import { createResource } from '../../core/resource/resource.ts';
import { getAffiliate, getTeam, getTeamBonuses } from './api.ts';
import type { TeamLevel } from './types.ts';

export function createTeamStore() {
  const summary = createResource(() => getAffiliate());
  const team = createResource((level: TeamLevel, page: number) => getTeam(level, page));
  const bonuses = createResource((page: number) => getTeamBonuses(page));
  return {
    summary,
    team,
    bonuses,
    async load(level: TeamLevel): Promise<void> {
      const [loaded] = await Promise.all([summary.load(), team.load(level, 1)]);
      if (loaded?.bonuses_available) await bonuses.load(1);
    },
  };
}

export type TeamStore = ReturnType<typeof createTeamStore>;

/** `?level=2` -> 2; anything else is the direct level. */
export function levelFromSearch(search: string): TeamLevel {
  return new URLSearchParams(search).get('level') === '2' ? 2 : 1;
}
