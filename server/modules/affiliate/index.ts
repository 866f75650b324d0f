// The affiliate team page: referral link, team by level, team bonuses.
import type { ServerModule } from '../../http/module.ts';
import { affiliateRoutes } from './routes.ts';
import { seedAffiliate } from './seed.ts';

export const affiliateModule: ServerModule = {
  id: 'affiliate',
  api: affiliateRoutes,
  seed: seedAffiliate,
};
