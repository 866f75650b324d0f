// How documents print numbers, money and times (docs/spec.md §9): in the reader's language (the one on
// screen when the portal asked for the PDF) and in the club's time zone, which every document names.
import type { Locale } from '../lang/locale.ts';
import { zoneName } from '../time-zone.ts';

export interface DocumentSetting {
  language: Locale;
  /** The club's IANA time zone (config.timeZone). */
  timeZone: string;
}

const ZONE_LINE = { en: 'Times in :zone', de: 'Zeiten in :zone' } as const;

export function documentFormat({ language, timeZone }: DocumentSetting) {
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const dateOnly = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  return {
    money: (cents: number, currency = 'EUR') =>
      new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100),
    number: (n: number, digits: number) =>
      new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n),
    /** A moment: date and time in the club's zone. */
    when: (at: string | Date) => dateTime.format(new Date(at)),
    /** A moment's calendar day in the club's zone. */
    day: (at: string | Date) => dateOnly.format(new Date(at)),
    /** A calendar day 'YYYY-MM-DD' as written (no zone: it is already a day). */
    calendarDay: (day: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
    /** "Times in Europe/Berlin (CEST)": the line each document prints under its facts. */
    zoneLine: (at: Date) => ZONE_LINE[language].replace(':zone', zoneName(at, timeZone, language)),
  };
}
