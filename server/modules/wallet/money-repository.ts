// Money moves of the wallet: withdraw accounts, withdrawal requests and their outcome,
// deposit orders paid by bank transfer. Plain SQL; every function that moves money runs in one
// BEGIN IMMEDIATE transaction (db/open.ts transaction(), joined when the caller already has one),
// and the ledger (server/ledger/bookings.ts) keeps the balance equal to the sum of entries.
import type { WithdrawalStatus } from '../../../src/shared/contract/wallet.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import { findWalletByUser, findTransactionById } from '../../ledger/repository.ts';
import { bookTransaction, settleTransaction } from '../../ledger/bookings.ts';
import { createOrder, findOrderByLabel, type OrderRow } from './repository-orders.ts';
import {
  createWithdrawal,
  findWithdrawAccount,
  type WithdrawAccountRow,
  type WithdrawalRow,
} from './repository-withdrawals.ts';

/** Why a money move was refused (routes answer 422, the CLI words it for the operator). */
export class MoneyError extends Error {
  readonly code: 'unknown' | 'not_pending' | 'expired' | 'insufficient_funds' | 'amount_differs' | 'duplicate_account';
  /** The label concerned and, for not_pending, the status it has. */
  readonly label: string;
  readonly status: string | null;

  constructor(code: MoneyError['code'], label: string, status: string | null = null) {
    super(`${code}: ${label}`);
    this.name = 'MoneyError';
    this.code = code;
    this.label = label;
    this.status = status;
  }
}

export function listWithdrawAccounts(db: Database, userId: number): WithdrawAccountRow[] {
  return sql(
    db,
    'SELECT * FROM withdraw_accounts WHERE user_id = ? AND deleted_at IS NULL ORDER BY is_default DESC, id',
  ).all(userId) as unknown as WithdrawAccountRow[];
}

/** Adds an account; the member's first one becomes the default. An IBAN already saved: duplicate_account. */
export function addWithdrawAccount(
  db: Database,
  account: { userId: number; holder: string; iban: string; now: string },
): WithdrawAccountRow {
  return transaction(db, () => {
    const saved = listWithdrawAccounts(db, account.userId);
    if (saved.some((row) => row.iban === account.iban)) throw new MoneyError('duplicate_account', account.iban);
    const first = saved.length === 0;
    const result = sql(
      db,
      'INSERT INTO withdraw_accounts (user_id, holder, iban, is_default, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(account.userId, account.holder, account.iban, first ? 1 : 0, account.now, account.now);
    return sql(db, 'SELECT * FROM withdraw_accounts WHERE id = ?').get(
      Number(result.lastInsertRowid),
    ) as unknown as WithdrawAccountRow;
  });
}

export function setDefaultWithdrawAccount(db: Database, userId: number, id: number, now: string): boolean {
  return transaction(db, () => {
    if (!findWithdrawAccount(db, userId, id)) return false;
    sql(
      db,
      'UPDATE withdraw_accounts SET is_default = (id = ?), updated_at = ? WHERE user_id = ? AND deleted_at IS NULL',
    ).run(id, now, userId);
    return true;
  });
}

/** Removes an account from the member's list; its past withdrawals keep pointing at it. */
export function removeWithdrawAccount(db: Database, userId: number, id: number, now: string): boolean {
  return transaction(db, () => {
    const account = findWithdrawAccount(db, userId, id);
    if (!account) return false;
    sql(db, 'UPDATE withdraw_accounts SET deleted_at = ?, is_default = 0, updated_at = ? WHERE id = ?').run(
      now,
      now,
      id,
    );
    if (account.is_default === 1) {
      const next = listWithdrawAccounts(db, userId)[0];
      if (next) sql(db, 'UPDATE withdraw_accounts SET is_default = 1, updated_at = ? WHERE id = ?').run(now, next.id);
    }
    return true;
  });
}

/** What the member can withdraw now: the balance, pending withdrawals already taken out of it. */
export function availableCents(db: Database, userId: number): number {
  return findWalletByUser(db, userId)?.balance_cents ?? 0;
}

/**
 * A pending withdrawal reserving its amount (a pending debit). Refused with insufficient_funds
 * when the available balance is lower; nothing is booked then.
 */
export function requestWithdrawal(
  db: Database,
  request: { userId: number; accountId: number; amountCents: number; now: string },
): WithdrawalRow {
  return transaction(db, () => {
    if (!findWithdrawAccount(db, request.userId, request.accountId))
      throw new MoneyError('unknown', String(request.accountId));
    if (availableCents(db, request.userId) < request.amountCents)
      throw new MoneyError('insufficient_funds', String(request.userId));
    return createWithdrawal(db, { ...request, status: 'pending' });
  });
}

function withdrawalByLabel(db: Database, label: string): WithdrawalRow | undefined {
  return sql(db, 'SELECT * FROM withdrawals WHERE label = ?').get(label) as WithdrawalRow | undefined;
}

/**
 * The club's decision on a pending withdrawal: 'processed' (paid out: the reserved debit
 * completes) or 'rejected' (the reservation is released: the debit fails).
 */
export function settleWithdrawal(
  db: Database,
  label: string,
  outcome: Exclude<WithdrawalStatus, 'pending'>,
  reason: string | null,
  now: string,
): WithdrawalRow {
  return transaction(db, () => {
    const row = withdrawalByLabel(db, label);
    if (!row) throw new MoneyError('unknown', label);
    if (row.status !== 'pending') throw new MoneyError('not_pending', label, row.status);
    const debit = row.transaction_id === null ? undefined : findTransactionById(db, row.transaction_id);
    if (debit) settleTransaction(db, row.user_id, debit.label, outcome === 'processed' ? 'completed' : 'failed', now);
    sql(db, 'UPDATE withdrawals SET status = ?, reason = ?, updated_at = ? WHERE id = ?').run(
      outcome,
      reason,
      now,
      row.id,
    );
    return withdrawalByLabel(db, label)!;
  });
}

/**
 * The member cancels their own pending withdrawal while it is in no payout batch: its reserved debit
 * is given back in the same transaction (the entry returning it books at once). undefined: not the
 * member's (or no such withdrawal); a withdrawal decided meanwhile (processed, rejected, batched)
 * throws not_pending, so a cancel racing the treasurer's decision loses cleanly.
 */
export function cancelWithdrawal(db: Database, userId: number, label: string, now: string): WithdrawalRow | undefined {
  return transaction(db, () => {
    const row = withdrawalByLabel(db, label);
    if (!row || row.user_id !== userId) return undefined;
    const batched = (
      sql(db, 'SELECT payout_batch_id FROM withdrawals WHERE id = ?').get(row.id) as {
        payout_batch_id: number | null;
      }
    ).payout_batch_id;
    if (row.status !== 'pending' || batched !== null) throw new MoneyError('not_pending', label, row.status);
    return settleWithdrawal(db, label, 'cancelled', null, now);
  });
}

const DAY_MS = 86_400_000;

/** A deposit order: the member transfers `amountCents` with its reference; it waits `expiryDays`. */
export function createDepositOrder(
  db: Database,
  order: { userId: number; amountCents: number; expiryDays: number; now: Date; toTimestamp: (d: Date) => string },
): OrderRow {
  return createOrder(db, {
    userId: order.userId,
    items: [{ name: 'Wallet deposit', quantity: 1, unit_price_cents: order.amountCents }],
    paymentMethod: 'bank_transfer',
    status: 'pending',
    purpose: 'deposit',
    expiresAt: order.toTimestamp(new Date(order.now.getTime() + order.expiryDays * DAY_MS)),
    now: order.toTimestamp(order.now),
  });
}

/** An order by its label (ORD-…) or by the bank reference its transfer carries (CLUB-…). */
export function findOrderByLabelOrReference(db: Database, key: string, now: string): OrderRow | undefined {
  const label = key.trim();
  if (/^CLUB-/i.test(label)) {
    const found = sql(db, 'SELECT label FROM wallet_orders WHERE bank_reference = ?').get(label.toUpperCase()) as
      { label: string } | undefined;
    return found ? findOrderByLabel(db, found.label, now) : undefined;
  }
  return findOrderByLabel(db, label, now);
}

export interface PaidOptions {
  /** What arrived, when it differs from the order's total (a deposit books what arrived). */
  amountCents?: number | null;
  /** The money arrived for an order that expired or was cancelled: book it all the same (a deposit only). */
  late?: boolean;
}

/**
 * The club received the transfer: the order is paid and, for a deposit, the wallet is credited
 * in the same transaction with what arrived (a 'deposit' entry referring to the order). An expired
 * or cancelled deposit is booked only when the treasurer says the money came late (`late`).
 */
export function markOrderPaid(db: Database, key: string, now: string, options: PaidOptions = {}): OrderRow {
  return transaction(db, () => {
    const order = findOrderByLabelOrReference(db, key, now);
    if (!order) throw new MoneyError('unknown', key);
    const label = order.label;
    const late = options.late === true && order.purpose === 'deposit';
    if (order.status === 'expired' && !late) throw new MoneyError('expired', label, order.status);
    if (order.status !== 'pending' && !(late && (order.status === 'expired' || order.status === 'cancelled')))
      throw new MoneyError('not_pending', label, order.status);
    const arrived = options.amountCents ?? order.total_cents;
    if (arrived !== order.total_cents && order.purpose !== 'deposit')
      throw new MoneyError('amount_differs', label, order.status);
    let transactionId = order.transaction_id;
    if (order.purpose === 'deposit') {
      transactionId = bookTransaction(db, {
        userId: order.user_id,
        type: 'deposit',
        amountCents: arrived,
        status: 'completed',
        text: { key: 'bank_transfer', params: { reference: order.bank_reference ?? '' } },
        reference: { type: 'order', label },
        now,
      }).id;
    }
    sql(
      db,
      "UPDATE wallet_orders SET status = 'paid', transaction_id = ?, paid_at = ?, paid_cents = ?, updated_at = ? WHERE id = ?",
    ).run(transactionId, now, arrived, now, order.id);
    return findOrderByLabel(db, label, now)!;
  });
}

/** The member withdraws a pending deposit order (nothing was paid, nothing moves). */
export function cancelOrder(db: Database, userId: number, label: string, now: string): OrderRow | null {
  return transaction(db, () => {
    const order = findOrderByLabel(db, label, now);
    if (!order || order.user_id !== userId) return null;
    if (order.status !== 'pending') throw new MoneyError('not_pending', label, order.status);
    sql(db, "UPDATE wallet_orders SET status = 'cancelled', updated_at = ? WHERE id = ?").run(now, order.id);
    return findOrderByLabel(db, label, now)!;
  });
}
