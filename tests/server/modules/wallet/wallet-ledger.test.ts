// An order paid from the wallet books its debit in the same database transaction as the order
// (docs/architecture.md decision 9); the ledger's own rules: tests/server/ledger/bookings.test.ts.
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../../server/ledger/bookings.ts';
import { createOrder, countOrders } from '../../../../server/modules/wallet/repository-orders.ts';
import { ledgerMember, NOW } from '../../ledger/member.ts';

describe('createOrder', () => {
  it('fails as a whole when the wallet cannot pay a wallet order.', async () => {
    const { w, user, book, balance } = await ledgerMember();
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
