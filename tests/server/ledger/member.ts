// A new member of a fresh world with their wallet's two moves for the ledger tests: book an entry
// (a deposit for a positive amount, a fee for a negative one; completed unless `extra` says) and the
// balance now.
import { findWalletByUser } from '../../../server/ledger/repository.ts';
import { bookTransaction } from '../../../server/ledger/bookings.ts';
import { createWorld } from '../helpers.ts';

export const NOW = '2026-01-01T10:00:00.000000Z';

export async function ledgerMember() {
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
