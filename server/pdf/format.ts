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

/** Each Intl formatter costs about a millisecond to build: they are kept per language and zone. */
const kept = new Map<string, ReturnType<typeof buildFormat>>();

export function documentFormat(setting: DocumentSetting) {
  const key = `${setting.language}|${setting.timeZone}`;
  let format = kept.get(key);
  if (!format) kept.set(key, (format = buildFormat(setting)));
  return format;
}

/** `make(key)` built once per key. */
function keptBy<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}

function buildFormat({ language, timeZone }: DocumentSetting) {
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const dateOnly = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  const calendar = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const currency = keptBy((code: string) => new Intl.NumberFormat(language, { style: 'currency', currency: code }));
  const fixed = keptBy(
    (digits: number) =>
      new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );
  return {
    money: (cents: number, code = 'EUR') => currency(code).format(cents / 100),
    number: (n: number, digits: number) => fixed(digits).format(n),
    /** A moment: date and time in the club's zone. */
    when: (at: string | Date) => dateTime.format(new Date(at)),
    /** A moment's calendar day in the club's zone. */
    day: (at: string | Date) => dateOnly.format(new Date(at)),
    /** A calendar day 'YYYY-MM-DD' as written (no zone: it is already a day). */
    calendarDay: (day: string) => calendar.format(new Date(`${day}T12:00:00Z`)),
    /** "Times in Europe/Berlin (CEST)": the line each document prints under its facts. */
    zoneLine: (at: Date) => ZONE_LINE[language].replace(':zone', zoneName(at, timeZone, language)),
  };
}
