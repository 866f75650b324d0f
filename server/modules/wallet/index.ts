// The member's wallet: balance, ledger, orders, withdrawals (seeded before appointments, which pay from it).
import type { ServerModule } from '../../http/module.ts';
import { walletMoneyRoutes } from './money-routes.ts';
import { walletPdfRoutes } from './pdf-routes.ts';
import { walletRoutes } from './routes.ts';
import { seedWallet } from './seed.ts';
import { seedDeposits } from './seed-deposits.ts';
import { treasuryRoutes } from './routes-treasury.ts';
import { feeRoutes } from './routes-fees.ts';
import { ORDER_EXPIRY_EVERY_MS, remindOfExpiringOrders } from './order-expiry.ts';
import { chargeDueFees, FEES_EVERY_MS } from './fees.ts';
import { pendingWithdrawals, unpaidOrders } from './staff-dashboard.ts';

export const walletModule: ServerModule = {
  id: 'wallet',
  api: () =>
    walletRoutes()
      .route('/', walletMoneyRoutes())
      .route('/', walletPdfRoutes())
      .route('/', treasuryRoutes())
      .route('/', feeRoutes()),
  seed: (deps) => {
    seedWallet(deps);
    seedDeposits(deps);
  },
  jobs: [
    { name: 'charge due membership fees', everyMs: FEES_EVERY_MS, run: (deps) => chargeDueFees(deps) },
    { name: 'tell of expiring orders', everyMs: ORDER_EXPIRY_EVERY_MS, run: remindOfExpiringOrders },
  ],
  staffDashboard: {
    orders: (deps, now) => unpaidOrders(deps.db, now),
    withdrawals: (deps) => pendingWithdrawals(deps.db),
  },
};
