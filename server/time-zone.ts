// The club's time zone (APP_TIMEZONE, Europe/Berlin by default; docs/spec.md §9): the calendar days
// of statements and the times printed in documents and messages. The law's days stay Berlin's
// (server/clock.ts berlinDay).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day of `at` in `timeZone`, 'YYYY-MM-DD'. */
export const zonedDay = (at: Date, timeZone: string): string => dayFormat(timeZone).format(at);

/** The offset of `timeZone` from UTC at `at`, in minutes (Berlin in summer: 120). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant the calendar day `day` ('YYYY-MM-DD') starts in `timeZone`. */
export function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // The offset at midnight can differ from the one a few hours earlier (a change at 00:00); twice converges.
  let at = new Date(utcMidnight - offsetMinutes(new Date(utcMidnight), timeZone) * 60_000);
  at = new Date(utcMidnight - offsetMinutes(at, timeZone) * 60_000);
  return at;
}

/** The day after `day`. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** "Europe/Berlin" as a reader sees it in a document: "Time zone: Europe/Berlin (CEST)". */
export function zoneName(at: Date, timeZone: string, locale: string): string {
  const short = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== timeZone ? `${timeZone} (${short})` : timeZone;
}
