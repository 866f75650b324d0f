// Settings: who referred the member, and the member's own referral link for the public
// /r/{ref_hash} route of the portal. The sponsor's email address is not shared; a cannabis club's
// page is worded neutrally (KCanG §6, server/members/settings.ts advertisingBan).
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import { findUserById } from '../../auth/repository-users.ts';
import type { SponsorInfo } from '../../../src/shared/contract/settings.ts';
import { advertisingBan } from '../../members/settings.ts';
import { member } from './guard.ts';

export function settingsSponsorRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/sponsor', member(), (c) => {
    const { db, config } = c.var.deps;
    const user = c.get('user');
    const sponsor = user.sponsor_id === null ? undefined : findUserById(db, user.sponsor_id);
    const body: SponsorInfo = {
      sponsor: sponsor ? { name: sponsor.name } : null,
      ref_hash: user.ref_hash,
      referral_link: `${config.frontendUrl}/r/${encodeURIComponent(user.ref_hash)}`,
      advertising_ban: advertisingBan(config.club),
    };
    return c.json(body);
  });

  return app;
}
