// Relative times ("5 minutes ago") and how often they change (docs/spec.md §9), apart from format.ts:
// the widgets show them only in the bell's dropdown, which is fetched on interest, and rollup moves
// whole files, so they would ride in the widgets' first file with the rest of format.ts.
import { $locale } from './i18n/i18n.ts';
import { parseTimestamp, relativeTimeFormat } from './format.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 30 / 7],
  ['month', 12],
  ['year', Infinity],
];

/**
 * "5 minutes ago", "yesterday", "now". Every time shown this way has happened, so a stamp after
 * `now` (a server clock ahead, an item newer than the last tick) is "now", never "in 5 seconds".
 * An unreadable timestamp is shown as it came.
 */
export function relativeTime(
  utcTimestamp: string,
  now: number | Date = Date.now(),
  locale: string = $locale.get(),
): string {
  const date = parseTimestamp(utcTimestamp);
  if (!date) return utcTimestamp;
  let amount = Math.min(0, (date.getTime() - Number(now)) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(amount) < size || unit === 'year') {
      const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
      return relativeTimeFormat(locale, { numeric: 'auto' }).format(rounded === 0 ? 0 : rounded, unit);
    }
    amount /= size;
  }
  return utcTimestamp;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How soon the relative times of `utcTimestamps` can read differently: the finest unit shown, so
 * a clock ticks every second while one is under a minute old, every minute under an hour, else hourly.
 */
export function relativeTimeStep(utcTimestamps: readonly string[], now: number): number {
  let age = Infinity;
  for (const stamp of utcTimestamps) {
    const date = parseTimestamp(stamp);
    if (date) age = Math.min(age, Math.max(0, now - date.getTime()));
  }
  return age < MINUTE_MS ? 1000 : age < HOUR_MS ? MINUTE_MS : HOUR_MS;
}
