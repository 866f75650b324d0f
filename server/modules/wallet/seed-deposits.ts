// Demo deposit orders for demo@club.test: one the club received and credited, one
// still awaiting the transfer (its bank details page shows the GiroCode). Runs after seedWallet.
import { toTimestamp } from '../../clock.ts';
import type { AppDeps } from '../../http/env.ts';
import { findUserByEmail } from '../../auth/repository-users.ts';
import { DEMO_EMAIL } from '../../db/demo-accounts.ts';
import { createDepositOrder, markOrderPaid } from './money-repository.ts';

export function seedDeposits(deps: AppDeps): void {
  const demo = findUserByEmail(deps.db, DEMO_EMAIL);
  if (!demo) return;
  const now = deps.clock.now().getTime();
  const days = (n: number) => new Date(now - n * 86_400_000);
  const expiryDays = deps.config.wallet.orderExpiryDays;
  const paid = createDepositOrder(deps.db, {
    userId: demo.id,
    amountCents: 5_000,
    expiryDays,
    now: days(9),
    toTimestamp,
  });
  markOrderPaid(deps.db, paid.label, toTimestamp(days(8)));
  createDepositOrder(deps.db, { userId: demo.id, amountCents: 2_500, expiryDays, now: days(1), toTimestamp });
}
