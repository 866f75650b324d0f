// The affiliate team page's API (docs/spec.md §2 Affiliate module): the referral link and team
// counts, the team by level, and the team bonuses from the wallet ledger (404 when the club runs
// without the wallet module, or is a cannabis club: KCanG §6, server/members/settings.ts).
// A full session only: the team is personal, no API token reads it.
import { Hono } from 'hono';
import { affiliate, type AffiliateSummary, type TeamLevel } from '../../../src/shared/contract/affiliate.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { routeNotFound } from '../../http/errors.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { input } from '../../http/input.ts';
import { advertisingBan } from '../../members/settings.ts';
import { countBonuses, countTeam, listBonuses, listTeam, setTeamVisibility, teamVisibilityOf } from './repository.ts';

export const TEAM_PER_PAGE = 20;

const pathOf = (c: AppContext) => `${c.var.deps.config.appUrl}${new URL(c.req.url).pathname}`;
const walletLoaded = (c: AppContext) => c.var.deps.modules.some((module) => module.id === 'wallet');
const bonusesShown = (c: AppContext) => walletLoaded(c) && !advertisingBan(c.var.deps.config.club);

export function affiliateRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/affiliate', requireAuth(), (c) => {
    const { db, config } = c.var.deps;
    const user = c.get('user');
    const body: AffiliateSummary = {
      ref_hash: user.ref_hash,
      referral_link: `${config.frontendUrl}/r/${encodeURIComponent(user.ref_hash)}`,
      counts: { level_1: countTeam(db, user.id, 1), level_2: countTeam(db, user.id, 2) },
      bonuses_available: bonusesShown(c),
      advertising_ban: advertisingBan(config.club),
      team_visibility: teamVisibilityOf(db, user.id),
    };
    return c.json(body);
  });

  app.get('/affiliate/team', requireAuth(), (c) => {
    const { db } = c.var.deps;
    const { level = '1' } = input(c, affiliate.team).query;
    const userId = c.get('user').id;
    const page = resolvePage(c.req.query('page'));
    const n = Number(level) as TeamLevel;
    const items = listTeam(db, userId, n, TEAM_PER_PAGE, (page - 1) * TEAM_PER_PAGE);
    return c.json(paginate({ items, total: countTeam(db, userId, n), perPage: TEAM_PER_PAGE, page, path: pathOf(c) }));
  });

  app.get('/affiliate/bonuses', requireAuth(), (c) => {
    if (!bonusesShown(c)) throw routeNotFound(new URL(c.req.url).pathname);
    const { db } = c.var.deps;
    const userId = c.get('user').id;
    const page = resolvePage(c.req.query('page'));
    const items = listBonuses(db, userId, TEAM_PER_PAGE, (page - 1) * TEAM_PER_PAGE);
    return c.json(paginate({ items, total: countBonuses(db, userId), perPage: TEAM_PER_PAGE, page, path: pathOf(c) }));
  });

  // The member's own choice: staff in ghost mode look, they do not decide for the member
  // (requireAuth refuses a ghost session's writes).
  app.put('/affiliate/visibility', requireAuth(), (c) => {
    const { team_visibility } = input(c, affiliate.visibility).body;
    setTeamVisibility(c.var.deps.db, c.get('user').id, team_visibility);
    return c.json({ team_visibility });
  });

  return app;
}
