// Withdraw accounts and withdrawals: plain SQL plus the wire mapping. A withdrawal reserves its
// amount at once (a pending debit) in the same database transaction that records it.
import type { WithdrawAccount, Withdrawal, WithdrawalStatus } from '../../../src/shared/contract/wallet.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import { findTransactionById, WALLET_CURRENCY } from '../../ledger/repository.ts';
import { formatLabel, nextId } from '../../db/labels.ts';
import { bookTransaction } from '../../ledger/bookings.ts';

export interface WithdrawAccountRow {
  id: number;
  user_id: number;
  holder: string;
  iban: string;
  is_default: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WithdrawalRow {
  id: number;
  user_id: number;
  label: string;
  amount_cents: number;
  currency: string;
  status: WithdrawalStatus;
  reason: string | null;
  withdraw_account_id: number;
  transaction_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Adds an account as it is (demo data, tests); a member's first account is their default, as in the portal. */
export function insertWithdrawAccount(
  db: Database,
  account: { userId: number; holder: string; iban: string; now: string },
): WithdrawAccountRow {
  const first = !sql(db, 'SELECT 1 FROM withdraw_accounts WHERE user_id = ? AND deleted_at IS NULL').get(
    account.userId,
  );
  const result = sql(
    db,
    'INSERT INTO withdraw_accounts (user_id, holder, iban, is_default, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    account.userId,
    account.holder,
    account.iban.replace(/\s+/g, '').toUpperCase(),
    first ? 1 : 0,
    account.now,
    account.now,
  );
  return sql(db, 'SELECT * FROM withdraw_accounts WHERE id = ?').get(
    Number(result.lastInsertRowid),
  ) as unknown as WithdrawAccountRow;
}

/** One of the member's accounts that is not removed. */
export function findWithdrawAccount(db: Database, userId: number, id: number): WithdrawAccountRow | undefined {
  return sql(db, 'SELECT * FROM withdraw_accounts WHERE user_id = ? AND id = ? AND deleted_at IS NULL').get(
    userId,
    id,
  ) as WithdrawAccountRow | undefined;
}

/**
 * Records a withdrawal to one of the member's accounts and reserves its amount. 'processed' books
 * the debit as completed; 'rejected' records it without moving money.
 */
export function createWithdrawal(
  db: Database,
  withdrawal: {
    userId: number;
    accountId: number;
    amountCents: number;
    status: WithdrawalStatus;
    now: string;
  },
): WithdrawalRow {
  return transaction(db, () => {
    const account = findWithdrawAccount(db, withdrawal.userId, withdrawal.accountId);
    if (!account) throw new RangeError('Unknown withdraw account');
    const id = nextId(db, 'withdrawals');
    const label = formatLabel('WD', id, withdrawal.now);
    const debit =
      withdrawal.status === 'rejected'
        ? null
        : bookTransaction(db, {
            userId: withdrawal.userId,
            type: 'withdrawal',
            amountCents: -withdrawal.amountCents,
            status: withdrawal.status === 'processed' ? 'completed' : 'pending',
            text: {
              key: 'withdrawal',
              params: { label, account: `${account.iban.slice(0, 4)} …${account.iban.slice(-4)}` },
            },
            reference: { type: 'withdrawal', label },
            now: withdrawal.now,
          });
    sql(
      db,
      `INSERT INTO withdrawals (id, user_id, label, amount_cents, currency, status, withdraw_account_id, transaction_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      withdrawal.userId,
      label,
      withdrawal.amountCents,
      WALLET_CURRENCY,
      withdrawal.status,
      account.id,
      debit?.id ?? null,
      withdrawal.now,
      withdrawal.now,
    );
    return findWithdrawal(db, withdrawal.userId, label)!;
  });
}

/** The member's withdrawals, newest first. */
export function listWithdrawals(db: Database, userId: number, limit: number, offset: number): WithdrawalRow[] {
  return sql(db, 'SELECT * FROM withdrawals WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(
    userId,
    limit,
    offset,
  ) as unknown as WithdrawalRow[];
}

export function countWithdrawals(db: Database, userId: number): number {
  return (sql(db, 'SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ?').get(userId) as { n: number }).n;
}

export function findWithdrawal(db: Database, userId: number, label: string): WithdrawalRow | undefined {
  return sql(db, 'SELECT * FROM withdrawals WHERE user_id = ? AND label = ?').get(userId, label) as
    WithdrawalRow | undefined;
}

export function toWithdrawAccount(row: WithdrawAccountRow): WithdrawAccount {
  return { id: row.id, holder: row.holder, iban: row.iban, is_default: row.is_default === 1 };
}

export function toWithdrawal(db: Database, row: WithdrawalRow): Withdrawal {
  const account = sql(db, 'SELECT * FROM withdraw_accounts WHERE id = ?').get(
    row.withdraw_account_id,
  ) as unknown as WithdrawAccountRow;
  return {
    label: row.label,
    amount_cents: row.amount_cents,
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    account: toWithdrawAccount(account),
    transaction_label:
      row.transaction_id === null ? null : (findTransactionById(db, row.transaction_id)?.label ?? null),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
