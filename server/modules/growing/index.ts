// The Growing module: strains and their batches, the KCanG quota, pickup reservations, the counter's
// handovers (paid from the wallet) with their leaflets, the records the law keeps, recalls and the
// nightly backup of those records.
import type { ServerModule } from '../../http/module.ts';
import { BACKUP_EVERY_MS, nightlyBackup } from './backup-job.ts';
import { releaseExpiredReservations, RELEASE_EVERY_MS } from './expiry.ts';
import { growingRoutes } from './routes.ts';
import { batchRoutes } from './routes-batches.ts';
import { counterRoutes } from './routes-counter.ts';
import { recordsRoutes } from './routes-records.ts';
import { preventionFigureRoutes } from './routes-prevention.ts';
import { seedGrowing } from './seed.ts';
import { todaysPickups } from './staff-dashboard.ts';

export const growingModule: ServerModule = {
  id: 'growing',
  api: () =>
    growingRoutes()
      .route('/', batchRoutes())
      .route('/', counterRoutes())
      .route('/', recordsRoutes())
      .route('/', preventionFigureRoutes()),
  seed: seedGrowing,
  jobs: [
    { name: 'release expired reservations', everyMs: RELEASE_EVERY_MS, run: releaseExpiredReservations },
    { name: 'nightly backup', everyMs: BACKUP_EVERY_MS, run: nightlyBackup },
  ],
  staffDashboard: { pickups: (deps, now) => todaysPickups(deps.db, now) },
};
