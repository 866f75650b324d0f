// The member's wallet and ledger, read side: plain SQL plus the mapping to the wire types.
// Writes that move money are in wallet-ledger.ts (always inside a database transaction).
import type {
  TransactionReference,
  TransactionStatus,
  TransactionType,
  WalletSummary,
  WalletTransaction,
} from '../../../src/shared/contract/wallet.ts';
import { sql, type Database } from '../../db/open.ts';

export const WALLET_CURRENCY = 'EUR';
export const RECENT_TRANSACTIONS = 5;

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
}

/** Credits the affiliate team page lists as bonuses; rules read this, never the description. */
export type LedgerKind = 'team_bonus' | 'referral_bonus';

/** Labels read `TX-2026-000123`: a prefix, the year of creation and the row id, zero-padded. */
export function formatLabel(prefix: string, id: number, createdAt: string): string {
  return `${prefix}-${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** The id the next row of `table` gets; call inside a write transaction so no one else takes it. */
export function nextId(
  db: Database,
  table: 'wallet_transactions' | 'wallet_orders' | 'withdrawals' | 'appointments' | 'appointment_tickets',
): number {
  return (sql(db, `SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`).get() as { id: number }).id;
}

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

/** The balance as the ledger says it should be (what wallets.balance_cents caches). */
export function ledgerBalanceCents(db: Database, walletId: number): number {
  return (
    sql(
      db,
      "SELECT COALESCE(SUM(amount_cents), 0) AS n FROM wallet_transactions WHERE wallet_id = ? AND (status = 'completed' OR (status = 'pending' AND amount_cents < 0))",
    ).get(walletId) as { n: number }
  ).n;
}

export function toTransaction(row: TransactionRow, currency: string = WALLET_CURRENCY): WalletTransaction {
  return {
    label: row.label,
    type: row.type,
    amount_cents: row.amount_cents,
    balance_after_cents: row.balance_after_cents,
    currency,
    status: row.status,
    description: row.description,
    reference:
      row.reference_type && row.reference_label ? { type: row.reference_type, label: row.reference_label } : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** GET wallet: a member without a wallet yet has an empty one (nothing is written on a read). */
export function walletSummary(db: Database, userId: number): WalletSummary {
  const wallet = findWalletByUser(db, userId);
  if (!wallet) return { balance_cents: 0, currency: WALLET_CURRENCY, pending_cents: 0, recent_transactions: [] };
  return {
    balance_cents: wallet.balance_cents,
    currency: wallet.currency,
    pending_cents: pendingCreditCents(db, wallet.id),
    recent_transactions: listTransactions(db, userId, RECENT_TRANSACTIONS, 0).map((row) =>
      toTransaction(row, wallet.currency),
    ),
  };
}
