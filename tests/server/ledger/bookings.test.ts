// The ledger rules (docs/architecture.md decision 9): integer cents, entry and balance change together in
// one database transaction, no negative balance, pending entries.
import { describe, expect, it } from 'vitest';
import { countTransactions } from '../../../server/modules/wallet/repository.ts';
import { ledgerBalanceCents, findWalletByUser } from '../../../server/ledger/repository.ts';
import { settleTransaction, WalletError } from '../../../server/ledger/bookings.ts';
import { ledgerMember, NOW } from './member.ts';

describe('bookTransaction', () => {
  it('creates the EUR wallet on first use and moves the balance with a completed entry.', async () => {
    const { w, user, book, balance } = await ledgerMember();
    const tx = book(5000);
    expect(findWalletByUser(w.db, user.id)).toMatchObject({ currency: 'EUR', balance_cents: 5000 });
    expect(tx).toMatchObject({ label: 'TX-2026-000001', amount_cents: 5000, balance_after_cents: 5000 });
    book(-1200);
    expect(balance()).toBe(3800);
  });

  it('refuses a debit that would take the balance below zero and leaves nothing behind.', async () => {
    const { w, user, book, balance } = await ledgerMember();
    book(1000);
    expect(() => book(-1001)).toThrow(WalletError);
    expect(balance()).toBe(1000);
    expect(countTransactions(w.db, user.id)).toBe(1);
  });

  it('refuses amounts that are not whole cents or zero.', async () => {
    const { book } = await ledgerMember();
    expect(() => book(10.5)).toThrow(RangeError);
    expect(() => book(0)).toThrow(RangeError);
  });

  it('reserves a pending debit at once but counts a pending credit only when it completes.', async () => {
    const { w, user, book, balance } = await ledgerMember();
    book(5000);
    const out = book(-2000, { type: 'withdrawal', status: 'pending' });
    expect(out.balance_after_cents).toBe(3000);
    const incoming = book(1000, { status: 'pending' });
    expect(incoming.balance_after_cents).toBeNull();
    expect(balance()).toBe(3000);
    expect(ledgerBalanceCents(w.db, findWalletByUser(w.db, user.id)!.id)).toBe(3000);
  });
});

describe('settleTransaction', () => {
  it('counts a pending credit once it completes and sets its balance_after.', async () => {
    const { w, user, book, balance } = await ledgerMember();
    book(5000);
    const incoming = book(1000, { status: 'pending' });
    const done = settleTransaction(w.db, user.id, incoming.label, 'completed', NOW);
    expect(done).toMatchObject({ status: 'completed', balance_after_cents: 6000 });
    expect(balance()).toBe(6000);
  });

  it('gives a hold back with an entry of its own: the hold stays booked and every balance after is true.', async () => {
    const { w, user, book, balance } = await ledgerMember();
    book(5000);
    const out = book(-2000, {
      type: 'withdrawal',
      status: 'pending',
      reference: { type: 'withdrawal', label: 'WD-1' },
    });
    const hold = settleTransaction(w.db, user.id, out.label, 'failed', NOW);
    expect(balance()).toBe(5000);
    expect(ledgerBalanceCents(w.db, findWalletByUser(w.db, user.id)!.id)).toBe(5000);
    expect(hold).toMatchObject({ status: 'completed', amount_cents: -2000, balance_after_cents: 3000 });
    const rows = w.db
      .prepare(
        'SELECT label, amount_cents, balance_after_cents, reverses_id, text_key FROM wallet_transactions ORDER BY id',
      )
      .all();
    expect(rows).toEqual([
      expect.objectContaining({ amount_cents: 5000, balance_after_cents: 5000 }),
      expect.objectContaining({ label: out.label, amount_cents: -2000, balance_after_cents: 3000 }),
      expect.objectContaining({
        amount_cents: 2000,
        balance_after_cents: 5000,
        reverses_id: hold.id,
        text_key: 'withdrawal_returned',
      }),
    ]);
  });

  it("refuses an entry that is not pending, or another member's.", async () => {
    const { w, user, book } = await ledgerMember();
    const done = book(5000);
    expect(() => settleTransaction(w.db, user.id, done.label, 'failed', NOW)).toThrow(WalletError);
    const stranger = await w.createUser();
    const pending = book(100, { status: 'pending' });
    expect(() => settleTransaction(w.db, stranger.id, pending.label, 'completed', NOW)).toThrow(WalletError);
  });
});
