// The law's limits on what a club may hand over (KCanG §19 (3)), as plain functions: at most 25 g
// a day and 50 g a calendar month per member; members under 21 at most 30 g a month and only
// strains with at most 10 % THC. Days and months are Europe/Berlin's (daylight saving included);
// a member's age is taken on the day of the handover, so a 21st birthday mid-month gives the adult
// limit from that day on (the month's earlier grams still count). The age is the one the club
// checked on an official ID (server/auth/age-checks.ts); without a check the limits of members
// under 21 apply.
import { berlinDay } from '../../clock.ts';
import { decimalText } from '../../http/decimal-text.ts';
import { currentLocale, type Locale } from '../../lang/locale.ts';
import { ageOn, MIN_AGE } from '../../../src/shared/contract/form-rules.ts';

export { ageOn, MIN_AGE };

export const DAY_LIMIT_MG = 25_000;
export const MONTH_LIMIT_MG = 50_000;
export const YOUNG_MONTH_LIMIT_MG = 30_000;
export const YOUNG_MAX_THC_TENTHS = 100;
export const ADULT_AGE = 21;

/** Whole years from `dateOfBirth` to `day` (both 'YYYY-MM-DD'). */

export interface Counted {
  at: Date;
  mg: number;
}

export interface QuotaState {
  day: string;
  dayUsedMg: number;
  monthUsedMg: number;
  dayLimitMg: number;
  monthLimitMg: number;
  under21: boolean;
  maxThcTenths: number | null;
}

/**
 * What `counted` (handovers and open reservations) leaves on the Berlin day and month of `at`, for
 * a member with the checked `dateOfBirth` (null: not checked yet, so the under-21 limits).
 */
export function quotaAt(counted: readonly Counted[], at: Date, dateOfBirth: string | null): QuotaState {
  const day = berlinDay(at);
  const month = day.slice(0, 7);
  let dayUsedMg = 0;
  let monthUsedMg = 0;
  for (const entry of counted) {
    const entryDay = berlinDay(entry.at);
    if (entryDay === day) dayUsedMg += entry.mg;
    if (entryDay.slice(0, 7) === month) monthUsedMg += entry.mg;
  }
  const under21 = dateOfBirth === null || ageOn(dateOfBirth, day) < ADULT_AGE;
  return {
    day,
    dayUsedMg,
    monthUsedMg,
    dayLimitMg: DAY_LIMIT_MG,
    monthLimitMg: under21 ? YOUNG_MONTH_LIMIT_MG : MONTH_LIMIT_MG,
    under21,
    maxThcTenths: under21 ? YOUNG_MAX_THC_TENTHS : null,
  };
}

export type Refusal =
  | { rule: 'date_of_birth_missing' }
  | { rule: 'under_18' }
  | { rule: 'thc_limit'; maxThcTenths: number }
  | { rule: 'day_limit'; leftMg: number }
  | { rule: 'month_limit'; leftMg: number; limitMg: number };

/**
 * Why `mg` of a strain with `thcTenths` may not be handed over at `at`, or null when it may.
 * `checked` is the date of birth the club checked; `claimed` the member's own, which only says
 * that they gave one: until a check, the under-21 limits apply whatever it says.
 */
export function refusal(
  counted: readonly Counted[],
  at: Date,
  checked: string | null,
  mg: number,
  thcTenths: number,
  claimed: string | null = null,
): Refusal | null {
  if (!checked && !claimed) return { rule: 'date_of_birth_missing' };
  if (checked && ageOn(checked, berlinDay(at)) < MIN_AGE) return { rule: 'under_18' };
  const quota = quotaAt(counted, at, checked);
  if (quota.maxThcTenths !== null && thcTenths > quota.maxThcTenths)
    return { rule: 'thc_limit', maxThcTenths: quota.maxThcTenths };
  if (quota.dayUsedMg + mg > quota.dayLimitMg)
    return { rule: 'day_limit', leftMg: Math.max(0, quota.dayLimitMg - quota.dayUsedMg) };
  if (quota.monthUsedMg + mg > quota.monthLimitMg)
    return {
      rule: 'month_limit',
      leftMg: Math.max(0, quota.monthLimitMg - quota.monthUsedMg),
      limitMg: quota.monthLimitMg,
    };
  return null;
}

/** '2.5' / '2,5' / 2.5 -> 2500 mg (at most one decimal: the club's scales weigh 0.1 g), else null. */
export function parseGramsMg(value: unknown): number | null {
  const text = decimalText(value);
  const match = text === null ? null : /^(\d{1,4})(?:[.,](\d))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 1000 + Number(match[2] ?? '0') * 100;
}

/** 2500 -> '2.5' (en) / '2,5' (de): grams in the reader's number format (docs/spec.md §9). */
export const formatGrams = (mg: number, locale: Locale = currentLocale()): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(mg / 1000);
