// Writes that move money. Each runs inside one database transaction: the ledger entry and the
// cached wallets.balance_cents change together or not at all (docs/architecture.md decision 9), and a
// balance never goes below zero (also a CHECK in the table).
import type { TransactionReference, TransactionType } from '../../src/shared/contract/wallet.ts';
import { sql, transaction, type Database } from '../db/open.ts';
import {
  countsInBalance,
  findTransaction,
  findWalletByUser,
  WALLET_CURRENCY,
  type LedgerKind,
  type TransactionRow,
  type WalletRow,
} from './repository.ts';
import { formatLabel, nextId } from '../db/labels.ts';
import { __ } from '../lang/translate.ts';
import { storedText, wordLedgerText, type LedgerText } from './texts.ts';

/** Why a booking was refused; routes answer 422 with `field` and the message. */
export class WalletError extends Error {
  readonly code: 'insufficient_funds' | 'not_pending';

  constructor(code: WalletError['code'], message: string) {
    super(message);
    this.name = 'WalletError';
    this.code = code;
  }
}

export interface NewEntry {
  userId: number;
  type: TransactionType;
  /** Signed: credits positive, debits negative; never 0. */
  amountCents: number;
  status: 'pending' | 'completed';
  /** What the entry is, worded in each reader's language (server/ledger/texts.ts). */
  text?: LedgerText | null;
  /** Free text the club typed (no kind); with `text` it is ignored and the English wording stored. */
  description?: string;
  /** The hold this entry gives back (a rejected withdrawal, a released reservation). */
  reverses?: number | null;
  reference?: TransactionReference | null;
  /** A team or referral bonus (the affiliate page lists these); the description stays free text. */
  kind?: LedgerKind | null;
  /** A referral bonus: the member referred (lists name them as that member chose to be shown). */
  referredUserId?: number | null;
  now: string;
}

/** The member's wallet, created empty (EUR) on first use. */
export function ensureWallet(db: Database, userId: number, now: string): WalletRow {
  const found = findWalletByUser(db, userId);
  if (found) return found;
  sql(db, 'INSERT INTO wallets (user_id, currency, balance_cents, created_at, updated_at) VALUES (?, ?, 0, ?, ?)').run(
    userId,
    WALLET_CURRENCY,
    now,
    now,
  );
  return findWalletByUser(db, userId)!;
}

function setBalance(db: Database, walletId: number, balanceCents: number, now: string): void {
  sql(db, 'UPDATE wallets SET balance_cents = ?, updated_at = ? WHERE id = ?').run(balanceCents, now, walletId);
}

/** Books one ledger entry and moves the balance when the entry counts (see countsInBalance). */
export function bookTransaction(db: Database, entry: NewEntry): TransactionRow {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0)
    throw new RangeError('amountCents must be a non-zero integer');
  return transaction(db, () => {
    const wallet = ensureWallet(db, entry.userId, entry.now);
    const counts = countsInBalance(entry.status, entry.amountCents);
    const balanceAfter = counts ? wallet.balance_cents + entry.amountCents : null;
    if (balanceAfter !== null && balanceAfter < 0)
      throw new WalletError('insufficient_funds', __('Your wallet balance is too low.'));
    const id = nextId(db, 'wallet_transactions');
    const label = formatLabel('TX', id, entry.now);
    const stored = storedText(entry.text);
    const description = entry.text ? wordLedgerText(entry.text, 'en') : (entry.description ?? '').slice(0, 255);
    sql(
      db,
      `INSERT INTO wallet_transactions (id, wallet_id, label, type, amount_cents, balance_after_cents, status, description, reference_type, reference_label, kind, text_key, text_params, reverses_id, referred_user_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      wallet.id,
      label,
      entry.type,
      entry.amountCents,
      balanceAfter,
      entry.status,
      description,
      entry.reference?.type ?? null,
      entry.reference?.label ?? null,
      entry.kind ?? null,
      stored.key,
      stored.params,
      entry.reverses ?? null,
      entry.referredUserId ?? null,
      entry.now,
      entry.now,
    );
    if (balanceAfter !== null) setBalance(db, wallet.id, balanceAfter, entry.now);
    return findTransaction(db, entry.userId, label)!;
  });
}

/** The text of the entry that gives a hold back: what the hold was for, returned or released. */
function releaseText(hold: TransactionRow): LedgerText {
  let params: Record<string, string> = {};
  try {
    params = hold.text_params ? (JSON.parse(hold.text_params) as Record<string, string>) : {};
  } catch {
    // an unreadable parameter list: the hold's own label names it
  }
  if (hold.reference_type === 'withdrawal' && hold.reference_label)
    return { key: 'withdrawal_returned', params: { label: hold.reference_label } };
  if (hold.text_key === 'pickup_hold' && params.label)
    return { key: 'pickup_released', params: { label: params.label } };
  return { key: 'released', params: { label: hold.label } };
}

/**
 * Ends a pending entry. A completed credit now counts (its balance_after is set); a pending debit
 * completing stays as it is. A pending credit failing never counted. A pending debit "failing" is
 * a hold given back (docs/spec.md §4 "Money and quota"): it stays booked, as it counted from the
 * moment it was made, and a second entry returns its amount, so every balance_after stays true.
 */
export function settleTransaction(
  db: Database,
  userId: number,
  label: string,
  outcome: 'completed' | 'failed',
  now: string,
): TransactionRow {
  return transaction(db, () => {
    const wallet = findWalletByUser(db, userId);
    const row = wallet ? findTransaction(db, userId, label) : undefined;
    if (!wallet || !row || row.status !== 'pending')
      throw new WalletError('not_pending', __('This transaction is not pending.'));
    if (row.amount_cents < 0 && outcome === 'failed') {
      sql(db, "UPDATE wallet_transactions SET status = 'completed', updated_at = ? WHERE id = ?").run(now, row.id);
      bookTransaction(db, {
        userId,
        type: row.type,
        amountCents: -row.amount_cents,
        status: 'completed',
        text: releaseText(row),
        reverses: row.id,
        reference:
          row.reference_type && row.reference_label ? { type: row.reference_type, label: row.reference_label } : null,
        now,
      });
      return findTransaction(db, userId, label)!;
    }
    let balanceAfter = row.balance_after_cents;
    if (row.amount_cents > 0 && outcome === 'completed') {
      balanceAfter = wallet.balance_cents + row.amount_cents;
      setBalance(db, wallet.id, balanceAfter, now);
    }
    sql(db, 'UPDATE wallet_transactions SET status = ?, balance_after_cents = ?, updated_at = ? WHERE id = ?').run(
      outcome,
      balanceAfter,
      now,
      row.id,
    );
    return findTransaction(db, userId, label)!;
  });
}
