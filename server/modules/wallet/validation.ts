// The wallet's input rules: amounts typed in euros become integer cents within the configured
// limits, with one clear message per way an amount can be wrong (Laravel's 422 shape).
import { currentLocale } from '../../lang/locale.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import { isEmpty } from '../../http/input.ts';
import { ValidationError } from '../../http/errors.ts';
import { parseAmountCents } from './amount.ts';
import { isSepaIban, normalizeIban } from '../../../src/shared/contract/iban.ts';

export const money = (cents: number) =>
  new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The message for `value` as an amount between `min` and `max` cents, or null when it is one. */
export function amountProblem(value: unknown, min: number, max: number): string | null {
  if (isEmpty(value)) return fieldMessage('required', 'amount');
  const cents = parseAmountCents(value);
  if (cents === null) {
    const text = String(value).trim();
    if (/^-\d+(\.\d+)?$/.test(text) || (typeof value === 'number' && value < 0))
      return __('The amount must be greater than zero.');
    if (/^\d+\.\d{3,}$/.test(text)) return __('The amount cannot contain fractions of a cent.');
    return __('The amount must be a number of euros, e.g. 25.50.');
  }
  if (cents === 0) return __('The amount must be greater than zero.');
  if (cents < min) return __('The amount must be at least :min.', { min: money(min) });
  if (cents > max) return __('The amount may not be more than :max.', { max: money(max) });
  return null;
}

/** Cents of `body.amount`, or a ValidationError (with `more` errors of other fields). */
export function amountCents(value: unknown, min: number, max: number, more: Record<string, string[]> = {}): number {
  const problem = amountProblem(value, min, max);
  if (problem !== null || Object.keys(more).length > 0)
    throw new ValidationError({ ...(problem ? { amount: [problem] } : {}), ...more });
  return parseAmountCents(value)!;
}

/** The electronic IBAN, or the field's message. */
export function ibanProblem(value: unknown): string | null {
  if (isEmpty(value)) return fieldMessage('required', 'iban');
  if (typeof value !== 'string') return fieldMessage('string', 'iban');
  const iban = normalizeIban(value);
  if (!iban) return __('The IBAN is not valid. Please check it against your bank statement.');
  return isSepaIban(iban) ? null : __('Payouts go only to accounts in the SEPA area (EU, EEA, Switzerland, UK).');
}
