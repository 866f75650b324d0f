// The member's wallet and ledger as the wallet pages show them: lists, sums and the mapping to the
// wire types. The ledger itself (rows, bookings) is the platform's: server/ledger/.
import type { TransactionType, WalletSummary, WalletTransaction } from '../../../src/shared/contract/wallet.ts';
import { sql, type Database } from '../../db/open.ts';
import {
  findTransactionById,
  findWalletByUser,
  reversalsOf,
  WALLET_CURRENCY,
  type TransactionRow,
} from '../../ledger/repository.ts';
import { entryText } from '../../ledger/texts.ts';
import type { Locale } from '../../lang/locale.ts';
import { currentLocale } from '../../lang/locale.ts';

export const RECENT_TRANSACTIONS = 5;

/** Newest first, optionally of one type. */
export function listTransactions(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
  type?: TransactionType,
): TransactionRow[] {
  return sql(
    db,
    `SELECT t.* FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id
     WHERE w.user_id = ? AND (? IS NULL OR t.type = ?) ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
  ).all(userId, type ?? null, type ?? null, limit, offset) as unknown as TransactionRow[];
}

export function countTransactions(db: Database, userId: number, type?: TransactionType): number {
  return (
    sql(
      db,
      'SELECT COUNT(*) AS n FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE w.user_id = ? AND (? IS NULL OR t.type = ?)',
    ).get(userId, type ?? null, type ?? null) as { n: number }
  ).n;
}

/** Incoming credits that do not count yet. */
export function pendingCreditCents(db: Database, walletId: number): number {
  return (
    sql(
      db,
      "SELECT COALESCE(SUM(amount_cents), 0) AS n FROM wallet_transactions WHERE wallet_id = ? AND status = 'pending' AND amount_cents > 0",
    ).get(walletId) as {
      n: number;
    }
  ).n;
}

/** The wire form of ledger rows, worded in `locale`, each hold with the entry that gave it back. */
export function toTransactions(
  db: Database,
  rows: readonly TransactionRow[],
  currency: string = WALLET_CURRENCY,
  locale: Locale = currentLocale(),
): WalletTransaction[] {
  const reversals = reversalsOf(
    db,
    rows.filter((row) => row.amount_cents < 0).map((row) => row.id),
  );
  const holds = new Map(
    rows
      .filter((row) => row.reverses_id !== null)
      .map((row) => [row.reverses_id!, findTransactionById(db, row.reverses_id!)?.label ?? null]),
  );
  return rows.map((row) => ({
    label: row.label,
    type: row.type,
    amount_cents: row.amount_cents,
    balance_after_cents: row.balance_after_cents,
    currency,
    status: row.status,
    description: entryText(row, locale),
    reference:
      row.reference_type && row.reference_label ? { type: row.reference_type, label: row.reference_label } : null,
    reversed_by: reversals.get(row.id) ?? null,
    reverses: row.reverses_id === null ? null : (holds.get(row.reverses_id) ?? null),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

export const toTransaction = (db: Database, row: TransactionRow, currency?: string, locale?: Locale) =>
  toTransactions(db, [row], currency, locale)[0]!;

/** GET wallet: a member without a wallet yet has an empty one (nothing is written on a read). */
export function walletSummary(db: Database, userId: number): WalletSummary {
  const wallet = findWalletByUser(db, userId);
  if (!wallet) return { balance_cents: 0, currency: WALLET_CURRENCY, pending_cents: 0, recent_transactions: [] };
  return {
    balance_cents: wallet.balance_cents,
    currency: wallet.currency,
    pending_cents: pendingCreditCents(db, wallet.id),
    recent_transactions: toTransactions(db, listTransactions(db, userId, RECENT_TRANSACTIONS, 0), wallet.currency),
  };
}
