// The formatters of docs/spec.md §9 on Intl only (no number or date library). Every formatter takes the
// locale last and defaults to the current one ($locale), so views pass `useStore($locale)` when
// they must re-render on a language switch. Intl instances are costly: one per locale+options.
import { $locale } from './i18n/i18n.ts';

export const DEFAULT_CURRENCY = 'EUR';

const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F, O>(cache: Map<string, F>, locale: string, options: O, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached(relativeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

function decimals(value: number, digits: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

function money(value: number, currency: string, digits: number, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** 2 decimals with the currency sign: en `€1,234.56`, de `1.234,56 €`. */
export function currency(value: number, currencyCode = DEFAULT_CURRENCY, locale: string = $locale.get()): string {
  return money(value, currencyCode, 2, locale);
}

/** Fiat money, as currency (docs/spec.md §9 lists both). */
export function fiat(value: number, currencyCode = DEFAULT_CURRENCY, locale: string = $locale.get()): string {
  return money(value, currencyCode, 2, locale);
}

/** The API sends money as integer cents. */
export function cents(valueInCents: number, currencyCode = DEFAULT_CURRENCY, locale: string = $locale.get()): string {
  return money(valueInCents / 100, currencyCode, 2, locale);
}

/** An amount as typed into a banking app: 2 decimals, no grouping, no sign: en `1234.56`, de `1234,56`. */
export function plainAmount(valueInCents: number, locale: string = $locale.get()): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    valueInCents / 100,
  );
}

/** Whole currency units: en `€1,235`. */
export function currencyNatural(
  value: number,
  currencyCode = DEFAULT_CURRENCY,
  locale: string = $locale.get(),
): string {
  return money(value, currencyCode, 0, locale);
}

/** Cannabis amounts: 2 decimals in grams, en `12.50 g`. */
export function cannabis(value: number, locale: string = $locale.get()): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'gram',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

export function cryptoCurrency(value: number, locale: string = $locale.get()): string {
  return decimals(value, 0, locale);
}

export function plantCurrency(value: number, locale: string = $locale.get()): string {
  return decimals(value, 0, locale);
}

export function plants(value: number, locale: string = $locale.get()): string {
  return decimals(value, 0, locale);
}

export function members(value: number, locale: string = $locale.get()): string {
  return decimals(value, 0, locale);
}

export function numberNatural(value: number, locale: string = $locale.get()): string {
  return decimals(value, 0, locale);
}

/** Digits padded with zeros to `width`, the sign in front: zeroPad(7, 3) = '007', zeroPad(-7, 3) = '-007'. */
export function zeroPad(value: number, width: number): string {
  const digits = String(Math.trunc(Math.abs(value))).padStart(width, '0');
  return value < 0 ? `-${digits}` : digits;
}

/** First 4 characters (code points, so an emoji is not cut in half). */
export function first4(value: string | number | null | undefined): string {
  return [...String(value ?? '')].slice(0, 4).join('');
}

export function last4(value: string | number | null | undefined): string {
  return [...String(value ?? '')].slice(-4).join('');
}

/** docs/spec.md §9: grams above 1000 are shown as kilograms (value / 1000 + kg); 1000 g itself stays grams. */
export function grams(value: number, locale: string = $locale.get()): string {
  if (Math.abs(value) > 1000) {
    return numberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 }).format(value / 1000);
  }
  return numberFormat(locale, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 }).format(value);
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A Laravel timestamp: `2026-01-01T10:00:00.000000Z` (Eloquent) or `2026-01-01 10:00:00` (a
 * database column, no zone: UTC). Date.parse would read the second form as local time.
 */
export function parseTimestamp(value: string): Date | null {
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', fraction = '0', zone = 'Z'] = match;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  let time = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  if (zone.toUpperCase() !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    time -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  return Number.isNaN(time) ? null : new Date(time);
}

/** Date and time in the viewer's zone (or `timeZone`), e.g. en `Jan 1, 2026, 11:00 AM`, de `01.01.2026, 11:00`. */
export function dateTime(
  utcTimestamp: string,
  locale: string = $locale.get(),
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = parseTimestamp(utcTimestamp);
  return date ? dateTimeFormat(locale, options).format(date) : utcTimestamp;
}

/** The date alone: en `Jan 1, 2026`, de `01.01.2026`. */
export function date(
  utcTimestamp: string,
  locale: string = $locale.get(),
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return dateTime(utcTimestamp, locale, options);
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in `locale` from its two-letter code (Intl.DisplayNames: de "Deutschland",
 * "Österreich"); null when the code is not one Intl knows, so callers keep their own name.
 */
export function countryName(code: string, locale: string = $locale.get()): string | null {
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })));
  try {
    return names.of(code.toUpperCase()) ?? null;
  } catch {
    return null; // not a well-formed region code
  }
}
