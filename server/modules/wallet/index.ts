// The member's wallet: balance, ledger, orders, withdrawals (seeded before appointments, which pay from it).
import type { ServerModule } from '../../http/module.ts';
import { walletMoneyRoutes } from './money-routes.ts';
import { walletPdfRoutes } from './pdf-routes.ts';
import { walletRoutes } from './routes.ts';
import { seedWallet } from './seed.ts';
import { seedDeposits } from './seed-deposits.ts';

export const walletModule: ServerModule = {
  id: 'wallet',
  api: () => walletRoutes().route('/', walletMoneyRoutes()).route('/', walletPdfRoutes()),
  seed: (deps) => {
    seedWallet(deps);
    seedDeposits(deps);
  },
};
