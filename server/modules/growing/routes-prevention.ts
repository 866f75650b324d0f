// The prevention officer's anonymised monthly figures (KCanG §23; ./prevention-figures.ts), with the
// `prevention` permission only.
import { Hono } from 'hono';
import { clubPrevention } from '../../../src/shared/contract/club-prevention.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import type { AppEnv } from '../../http/env.ts';
import { input } from '../../http/input.ts';
import { preventionFigures } from './prevention-figures.ts';

export function preventionFigureRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/club/prevention/figures', staffGuard(clubPrevention.figures), (c) => {
    const { month } = input(c, clubPrevention.figures).query;
    return c.json(preventionFigures(c.var.deps.db, month));
  });
}
