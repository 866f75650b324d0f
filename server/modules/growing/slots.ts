// The pickup slots the club offers: the next 7 days at 16:00-19:00 Berlin time, on the hour.
// Berlin's offset (CET +1, CEST +2) is found per slot and days are counted on the calendar, so
// daylight saving changes nothing.
import { berlinDay } from '../../clock.ts';

export const SLOT_HOURS = [16, 17, 18, 19];
export const SLOT_DAYS = 7;

const hourIn = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' });

/** The instant that is `hour`:00 on the Berlin calendar day `day` ('YYYY-MM-DD'). */
export function berlinInstant(day: string, hour: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  for (const offset of [1, 2]) {
    const at = new Date(Date.UTC(y, m - 1, d, hour - offset));
    if (berlinDay(at) === day && Number(hourIn.format(at)) === hour) return at;
  }
  throw new RangeError(`No ${hour}:00 on ${day} in Berlin`);
}

/** The calendar day `days` after `day` ('YYYY-MM-DD'): Berlin's days are 23 or 25 hours long twice a year. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The day's slots, kept until the Berlin day changes: finding each one's offset takes two Intl
 * formats, and a burst of reservations (bench/README.md, the club evening) asked for all 28 with
 * every request.
 */
let kept: { today: string; slots: readonly Date[] } | undefined;

/** Slots from the day of `now` on, those still ahead of `now` (new Date objects: callers may keep them). */
export function pickupSlots(now: Date): Date[] {
  const today = berlinDay(now);
  if (kept?.today !== today) {
    const slots: Date[] = [];
    for (let i = 0; i < SLOT_DAYS; i++) {
      const day = addDays(today, i);
      for (const hour of SLOT_HOURS) slots.push(berlinInstant(day, hour));
    }
    kept = { today, slots };
  }
  return kept.slots.filter((at) => at > now).map((at) => new Date(at.getTime()));
}
