// Money as the wallet shows it: integer cents through core/format (docs/spec.md §9), credits with a '+'.
import { cents } from '../../../core/format.ts';
import type { WalletTransaction } from '../types.ts';

/** en `+€10.00` / `-€15.00`, de `+10,00 €` / `-15,00 €`; zero without a sign. */
export function signedCents(amountCents: number, currency: string, locale: string): string {
  return `${amountCents > 0 ? '+' : ''}${cents(amountCents, currency, locale)}`;
}

/**
 * What happened to an entry: a hold given back shows as returned (a withdrawal) or released (a
 * reservation, an order), not as a payment that went through (docs/spec.md §4 "Money and quota").
 */
export type EntryState = WalletTransaction['status'] | 'returned' | 'released';

export function entryState(tx: Pick<WalletTransaction, 'status' | 'type' | 'reversed_by'>): EntryState {
  if (tx.reversed_by) return tx.type === 'withdrawal' ? 'returned' : 'released';
  return tx.status;
}

export type AmountTone = 'credit' | 'debit' | 'zero';

export function amountTone(amountCents: number): AmountTone {
  return amountCents > 0 ? 'credit' : amountCents < 0 ? 'debit' : 'zero';
}
