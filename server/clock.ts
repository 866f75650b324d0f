// The server never reads the time itself: it asks a Clock, so tests can move time forward.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ManualClock extends Clock {
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void;
  set(at: Date | string): void;
}

export function createManualClock(start: Date | string = '2026-01-01T10:00:00Z'): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(at) {
      current = new Date(at).getTime();
    },
  };
}

/** Eloquent's serialised timestamp: `2026-01-01T10:00:00.000000Z` (UTC, microseconds). */
export function toTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, -1)}000Z`; // toISOString ends in .sssZ
}

export function parseTimestamp(value: string): Date {
  return new Date(value);
}

const berlin = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The club's calendar day in Berlin, 'YYYY-MM-DD': the law's days and months, a member's age. */
export const berlinDay = (at: Date): string => berlin.format(at);

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
