// One request function per affiliate endpoint, through the installed client runtime.
import { currentApi } from '../../core/runtime.ts';
import type { Paginator } from '../../core/types.ts';
import type { AffiliateSummary, TeamBonus, TeamLevel, TeamPage, TeamVisibility } from './types.ts';

export const getAffiliate = () => currentApi().get<AffiliateSummary>('affiliate');

export const getTeam = (level: TeamLevel, page = 1) => currentApi().get<TeamPage>('affiliate/team', { level, page });

export const getTeamBonuses = (page = 1) => currentApi().get<Paginator<TeamBonus>>('affiliate/bonuses', { page });

export const putTeamVisibility = (team_visibility: TeamVisibility) =>
  currentApi().put<{ team_visibility: TeamVisibility }>('affiliate/visibility', { team_visibility });
