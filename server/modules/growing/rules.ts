// The Growing module's input and refusal messages (Laravel's 422 shape), in the request's language.
// A refusal names the rule and what is left (docs/spec.md §12 "Counter").
import { ValidationError } from '../../http/errors.ts';
import { isEmpty } from '../../http/input.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import { currentLocale } from '../../lang/locale.ts';
import { formatGrams, parseGramsMg } from './quota.ts';
import type { GrowingError } from './errors.ts';

const COLLECTED_TEXT = 'Reservation :label was already collected.';
const CANCELLED_TEXT = 'Reservation :label was already cancelled.';
const EXPIRED_TEXT = 'Reservation :label expired: it was not collected on its pickup day.';
const NOT_OPEN_TEXT = 'Reservation :label is not open.';

/** Why a reservation cannot be cancelled or handed over, by the state it is in. */
function notOpen(label: string, status: string): string {
  switch (status) {
    case 'collected':
      return __(COLLECTED_TEXT, { label });
    case 'cancelled':
      return __(CANCELLED_TEXT, { label });
    case 'expired':
      return __(EXPIRED_TEXT, { label });
    default:
      return __(NOT_OPEN_TEXT, { label });
  }
}

const money = (cents: number) =>
  new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'EUR' }).format(cents / 100);

const TODAY_TEXT = 'That is more than the 25 g a day the law allows: :left g left on that day.';
const MONTH_TEXT = 'That is more than the :limit g a month the law allows you: :left g left in that month.';
const QUARANTINE_TEXT = 'This batch is in quarantine: only a released batch can be handed over.';
const RECALLED_TEXT = 'This batch was recalled: it must not be handed over.';
const DESTROYED_TEXT = 'This batch was destroyed.';

function batchStatusText(status: string): string {
  if (status === 'recalled') return __(RECALLED_TEXT);
  if (status === 'destroyed') return __(DESTROYED_TEXT);
  return __(QUARANTINE_TEXT);
}

/** The 422 for a refused reservation or handover, on the field the member or the counter can change. */
export function refusalError(error: GrowingError): ValidationError {
  const r = error.refusal;
  switch (r.rule) {
    case 'date_of_birth_missing':
      return new ValidationError({ date_of_birth: [__('Please add your date of birth in your settings first.')] });
    case 'under_18':
      return new ValidationError({ date_of_birth: [__('Members must be 18 or older.')] });
    case 'thc_limit':
      return new ValidationError({
        strain_id: [__('Members under 21 may only receive strains with at most 10 % THC.')],
      });
    case 'day_limit':
      return new ValidationError({ grams: [__(TODAY_TEXT, { left: formatGrams(r.leftMg) })] });
    case 'month_limit':
      return new ValidationError({
        grams: [__(MONTH_TEXT, { left: formatGrams(r.leftMg), limit: formatGrams(r.limitMg) })],
      });
    case 'stock':
      return new ValidationError({
        grams: [__('Only :left g of this strain are in stock.', { left: formatGrams(r.leftMg) })],
      });
    case 'batch_stock':
      return new ValidationError({
        grams: [__('Only :left g are left in this batch.', { left: formatGrams(r.leftMg) })],
      });
    case 'batch_status':
      return new ValidationError({ batch_id: [batchStatusText(r.status)] });
    case 'balance':
      return new ValidationError({
        balance: [
          __('Your wallet balance does not cover this reservation: :missing are missing.', {
            missing: money(r.missingCents),
          }),
        ],
      });
    case 'not_reserved':
      return new ValidationError({ reservation: [notOpen(r.label, r.status)] });
    case 'reservation_grams':
      return new ValidationError({
        grams: [
          __('Reservation :label is for :grams g of this strain: hand over those, or cancel it first.', {
            label: r.label,
            grams: formatGrams(r.reservedMg),
          }),
        ],
      });
    case 'not_member':
      return new ValidationError({
        member: [__('Only active members of the club can reserve or receive cannabis (KCanG §16, §19).')],
      });
    case 'id_not_seen':
      return new ValidationError({
        id_seen: [__('Check the official photo ID together with the membership card first (KCanG §19 (2)).')],
      });
    case 'unknown':
      return new ValidationError({ strain_id: [fieldMessage('in', 'strain_id')] });
  }
}

/** Milligrams of `value`, or the field's message. */
export function gramsProblem(value: unknown): string | null {
  if (isEmpty(value)) return fieldMessage('required', 'grams');
  const mg = parseGramsMg(value);
  if (mg === null) return __('The grams must be a number of grams with at most one decimal, e.g. 2.5.');
  if (mg === 0) return __('The grams must be greater than zero.');
  return null;
}

export function requireNoProblems(problems: Record<string, string | null>): void {
  const errors = Object.fromEntries(
    Object.entries(problems)
      .filter(([, message]) => message !== null)
      .map(([field, message]) => [field, [message!]]),
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
