// Wire types of the affiliate API, inferred from its schemas (src/shared/contract/affiliate.ts).
import type { Paginator } from '../../shared/contract/endpoint.ts';
import type { TeamMember } from '../../shared/contract/affiliate.ts';

export type {
  AffiliateSummary,
  TeamBonus,
  TeamLevel,
  TeamMember,
  TeamVisibility,
} from '../../shared/contract/affiliate.ts';
export type TeamPage = Paginator<TeamMember>;
