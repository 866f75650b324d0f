// Quiet hours in Berlin time (docs/spec.md §4 "Notification preferences and quiet hours"): from `starts`
// to `ends` ('HH:MM', across midnight when ends < starts) mail and push to the member are held
// until they end; the in-portal notification arrives as always. Summer and winter time follow
// Berlin's clock (Intl's tz data), so 22:00 stays 22:00 on the member's wall.
export interface QuietHours {
  starts: string;
  ends: string;
}

const berlinParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Berlin's wall clock at `at`: minutes since midnight, and the offset from UTC in minutes. */
function berlinClock(at: Date): { minutes: number; offsetMinutes: number } {
  const part = Object.fromEntries(berlinParts.formatToParts(at).map((p) => [p.type, Number(p.value)])) as Record<
    string,
    number
  >;
  const wallAsUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  const seconds = Math.floor(at.getTime() / 1000) * 1000;
  return { minutes: part.hour! * 60 + part.minute!, offsetMinutes: Math.round((wallAsUtc - seconds) / 60_000) };
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export { isClockTime } from '../../src/shared/contract/clock-time.ts';

/**
 * When the quiet hours around `at` end (the first instant after `at` at which Berlin's clock shows
 * `ends`), or null when `at` is not inside them. Equal start and end: no quiet hours.
 */
export function quietUntil(quiet: QuietHours | null, at: Date): Date | null {
  if (!quiet) return null;
  const start = minutesOf(quiet.starts);
  const end = minutesOf(quiet.ends);
  if (start === end) return null;
  const { minutes: now } = berlinClock(at);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return null;
  const wait = (end - now + 24 * 60) % (24 * 60);
  // Start of this minute plus the wall-clock wait; corrected when a clock change lies in between.
  const minuteStart = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  const guess = new Date(minuteStart.getTime() + wait * 60_000);
  const drift = berlinClock(guess).offsetMinutes - berlinClock(minuteStart).offsetMinutes;
  return new Date(guess.getTime() - drift * 60_000);
}
