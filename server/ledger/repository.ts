// The club's money ledger, read side: each member's wallet (its cached balance) and the entries
// that move it. Shared by every module that takes or pays money (wallet, growing, appointment);
// writes go through ./bookings.ts, always inside a database transaction.
import type { TransactionReference, TransactionStatus, TransactionType } from '../../src/shared/contract/wallet.ts';
import { sql, type Database } from '../db/open.ts';

export const WALLET_CURRENCY = 'EUR';

export interface WalletRow {
  id: number;
  user_id: number;
  currency: string;
  balance_cents: number;
  created_at: string;
  updated_at: string;
}

export interface TransactionRow {
  id: number;
  wallet_id: number;
  label: string;
  type: TransactionType;
  amount_cents: number;
  balance_after_cents: number | null;
  status: TransactionStatus;
  description: string;
  reference_type: TransactionReference['type'] | null;
  reference_label: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  /** What the entry is for beyond its type (migration 023); never on the wire. */
  kind: LedgerKind | null;
  /** Its text kind and parameters (migration 100, server/ledger/texts.ts); null: `description` as typed. */
  text_key: string | null;
  text_params: string | null;
  /** The hold this entry gave back. */
  reverses_id: number | null;
}

/** Credits the affiliate team page lists as bonuses; rules read this, never the description. */
export type LedgerKind = 'team_bonus' | 'referral_bonus';

/**
 * Whether an entry counts in the balance: completed ones do; a pending debit is reserved at once;
 * a pending credit waits until it completes; a failed entry never counts.
 */
export function countsInBalance(status: TransactionStatus, amountCents: number): boolean {
  return status === 'completed' || (status === 'pending' && amountCents < 0);
}

export function findWalletByUser(db: Database, userId: number): WalletRow | undefined {
  return sql(db, 'SELECT * FROM wallets WHERE user_id = ?').get(userId) as WalletRow | undefined;
}

export function findTransaction(db: Database, userId: number, label: string): TransactionRow | undefined {
  return sql(
    db,
    'SELECT t.* FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE w.user_id = ? AND t.label = ?',
  ).get(userId, label) as TransactionRow | undefined;
}

export function findTransactionById(db: Database, id: number): TransactionRow | undefined {
  return sql(db, 'SELECT * FROM wallet_transactions WHERE id = ?').get(id) as TransactionRow | undefined;
}

/** The balance as the ledger says it should be (what wallets.balance_cents caches). */
export function ledgerBalanceCents(db: Database, walletId: number): number {
  return (
    sql(
      db,
      "SELECT COALESCE(SUM(amount_cents), 0) AS n FROM wallet_transactions WHERE wallet_id = ? AND (status = 'completed' OR (status = 'pending' AND amount_cents < 0))",
    ).get(walletId) as { n: number }
  ).n;
}

/** Labels of the entries that gave holds back, by the hold's id (for the entries in `ids`). */
export function reversalsOf(db: Database, ids: readonly number[]): Map<number, string> {
  if (ids.length === 0) return new Map();
  const rows = sql(
    db,
    `SELECT reverses_id, label FROM wallet_transactions WHERE reverses_id IN (${ids.map(() => '?').join(', ')})`,
  ).all(...ids) as { reverses_id: number; label: string }[];
  return new Map(rows.map((row) => [row.reverses_id, row.label]));
}
