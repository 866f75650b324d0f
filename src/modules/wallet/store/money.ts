// Money as the wallet shows it: integer cents through core/format (docs/spec.md §9), credits with a '+'.
import { cents } from '../../../core/format.ts';

/** en `+€10.00` / `-€15.00`, de `+10,00 €` / `-15,00 €`; zero without a sign. */
export function signedCents(amountCents: number, currency: string, locale: string): string {
  return `${amountCents > 0 ? '+' : ''}${cents(amountCents, currency, locale)}`;
}

export type AmountTone = 'credit' | 'debit' | 'zero';

export function amountTone(amountCents: number): AmountTone {
  return amountCents > 0 ? 'credit' : amountCents < 0 ? 'debit' : 'zero';
}
