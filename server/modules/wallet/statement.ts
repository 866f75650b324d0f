// A statement of the member's wallet for a period of calendar days in the club's time zone
// (docs/spec.md §2 Wallet): the opening balance, every entry that counted with the balance after it,
// and the closing balance. Entries count as the balance counts them (server/ledger/repository.ts
// countsInBalance), each at the time it was booked; the opening balance is the sum of those before the
// period, the closing one the opening plus those in it.
import type { WalletTransaction } from '../../../src/shared/contract/wallet.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, type Database } from '../../db/open.ts';
import { findWalletByUser, WALLET_CURRENCY, type TransactionRow } from '../../ledger/repository.ts';
import { nextDay, startOfDay } from '../../time-zone.ts';
import { toTransactions } from './repository.ts';

/** At most this many entries in one statement (a year of a very active member). */
export const STATEMENT_MAX_ENTRIES = 2000;

const COUNTS = "(status = 'completed' OR (status = 'pending' AND amount_cents < 0))";

export interface Statement {
  /** First and last calendar day, 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
  timeZone: string;
  currency: string;
  openingCents: number;
  closingCents: number;
  entries: { transaction: WalletTransaction; balanceCents: number }[];
}

export function buildStatement(
  db: Database,
  userId: number,
  period: { from: string; to: string; timeZone: string },
): Statement {
  // Compared as text in the stored form ('…00.000000Z').
  const start = toTimestamp(startOfDay(period.from, period.timeZone));
  const end = toTimestamp(startOfDay(nextDay(period.to), period.timeZone));
  const wallet = findWalletByUser(db, userId);
  const currency = wallet?.currency ?? WALLET_CURRENCY;
  if (!wallet) return { ...period, currency, openingCents: 0, closingCents: 0, entries: [] };
  const opening = (
    sql(
      db,
      `SELECT COALESCE(SUM(amount_cents), 0) AS n FROM wallet_transactions WHERE wallet_id = ? AND ${COUNTS} AND created_at < ?`,
    ).get(wallet.id, start) as { n: number }
  ).n;
  const rows = sql(
    db,
    `SELECT * FROM wallet_transactions WHERE wallet_id = ? AND ${COUNTS} AND created_at >= ? AND created_at < ?
     ORDER BY created_at, id LIMIT ${STATEMENT_MAX_ENTRIES}`,
  ).all(wallet.id, start, end) as unknown as TransactionRow[];
  let balance = opening;
  const entries = toTransactions(db, rows, currency).map((transaction) => {
    balance += transaction.amount_cents;
    return { transaction, balanceCents: balance };
  });
  return { ...period, currency, openingCents: opening, closingCents: balance, entries };
}
