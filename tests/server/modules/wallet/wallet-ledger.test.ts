// An order paid from the wallet books its debit in the same database transaction as the order
// (docs/architecture.md decision 9); the ledger's own rules: tests/server/ledger/bookings.test.ts.
import { describe, expect, it } from 'vitest';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import { bookTransaction, WalletError } from '../../../../server/ledger/bookings.ts';
import { createOrder, countOrders } from '../../../../server/modules/wallet/repository-orders.ts';
import { createWorld } from '../../helpers.ts';

const NOW = '2026-01-01T10:00:00.000000Z';

async function member() {
  const w = createWorld();
  const user = await w.createUser();
  const book = (amountCents: number, extra: Partial<Parameters<typeof bookTransaction>[1]> = {}) =>
    bookTransaction(w.db, {
      userId: user.id,
      type: amountCents > 0 ? 'deposit' : 'fee',
      amountCents,
      status: 'completed',
      description: 'x',
      now: NOW,
      ...extra,
    });
  const balance = () => findWalletByUser(w.db, user.id)?.balance_cents ?? 0;
  return { w, user, book, balance };
}

describe('createOrder', () => {
  it('fails as a whole when the wallet cannot pay a wallet order.', async () => {
    const { w, user, book, balance } = await member();
    book(1000);
    expect(() =>
      createOrder(w.db, {
        userId: user.id,
        items: [{ name: 'Hoodie', quantity: 1, unit_price_cents: 3990 }],
        paymentMethod: 'wallet',
        status: 'paid',
        now: NOW,
      }),
    ).toThrow(WalletError);
    expect(countOrders(w.db, user.id)).toBe(0);
    expect(balance()).toBe(1000);
  });
});
