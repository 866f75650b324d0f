// The Growing module: strains, the KCanG quota, pickup reservations and handovers (paid from the wallet).
import type { ServerModule } from '../../http/module.ts';
import { releaseExpiredReservations, RELEASE_EVERY_MS } from './expiry.ts';
import { growingRoutes } from './routes.ts';
import { seedGrowing } from './seed.ts';
import { todaysPickups } from './staff-dashboard.ts';

export const growingModule: ServerModule = {
  id: 'growing',
  api: growingRoutes,
  seed: seedGrowing,
  jobs: [{ name: 'release expired reservations', everyMs: RELEASE_EVERY_MS, run: releaseExpiredReservations }],
  staffDashboard: { pickups: (deps, now) => todaysPickups(deps.db, now) },
};
