// The treasury's staff routes (docs/spec.md §10 "Treasury", src/shared/contract/club-treasury.ts):
// thin over the services the CLI calls too (treasury-orders.ts, treasury-bank-import.ts,
// treasury-payouts.ts). Each is guarded by its endpoint's permission; refusals are Laravel's 422.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import { addBankImportRoutes } from './routes-treasury-bank.ts';
import { addOrderRoutes } from './routes-treasury-orders.ts';
import { addPayoutRoutes } from './routes-treasury-payouts.ts';

export { TREASURY_PER_PAGE } from './routes-treasury-shared.ts';

export function treasuryRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  addOrderRoutes(app);
  addBankImportRoutes(app);
  addPayoutRoutes(app);
  return app;
}
