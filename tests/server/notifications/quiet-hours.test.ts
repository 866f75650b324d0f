// Quiet hours in Berlin time (server/notifications/quiet-hours.ts; docs/spec.md §4 "Notification
// preferences and quiet hours").
import { describe, expect, it } from 'vitest';
import { isClockTime, quietUntil } from '../../../server/notifications/quiet-hours.ts';

const NIGHT = { starts: '22:00', ends: '07:00' };

describe('quiet hours', () => {
  it('hold until the end on Berlin’s clock in winter (UTC+1) and summer (UTC+2), across midnight', () => {
    // 23:30 Berlin in January is 22:30 UTC; the end, 07:00 Berlin, is 06:00 UTC.
    expect(quietUntil(NIGHT, new Date('2026-01-10T22:30:00Z'))?.toISOString()).toBe('2026-01-11T06:00:00.000Z');
    // 05:00 Berlin in July is 03:00 UTC; 07:00 Berlin is 05:00 UTC.
    expect(quietUntil(NIGHT, new Date('2026-07-10T03:00:00Z'))?.toISOString()).toBe('2026-07-10T05:00:00.000Z');
  });

  it('hold nothing outside them, at their end, or when start and end are equal', () => {
    expect(quietUntil(NIGHT, new Date('2026-01-10T12:00:00Z'))).toBeNull();
    expect(quietUntil(NIGHT, new Date('2026-01-11T06:00:00Z'))).toBeNull();
    expect(quietUntil({ starts: '22:00', ends: '22:00' }, new Date('2026-01-10T21:30:00Z'))).toBeNull();
    expect(quietUntil(null, new Date('2026-01-10T22:30:00Z'))).toBeNull();
  });

  it('end at the right instant across the night the clocks go forward (29 March 2026)', () => {
    // 01:30 CET (00:30 UTC); at 02:00 the clocks jump to 03:00 CEST; 07:00 CEST is 05:00 UTC.
    expect(quietUntil(NIGHT, new Date('2026-03-29T00:30:00Z'))?.toISOString()).toBe('2026-03-29T05:00:00.000Z');
  });

  it('work within a day too (a lunch break)', () => {
    const lunch = { starts: '12:00', ends: '13:30' };
    expect(quietUntil(lunch, new Date('2026-01-10T11:15:00Z'))?.toISOString()).toBe('2026-01-10T12:30:00.000Z');
    expect(quietUntil(lunch, new Date('2026-01-10T10:59:00Z'))).toBeNull();
  });

  it('accepts 00:00 to 23:59 as clock times, nothing else', () => {
    expect(['00:00', '07:05', '23:59'].every(isClockTime)).toBe(true);
    expect(['24:00', '7:00', '12:60', '12:00:00', ''].some(isClockTime)).toBe(false);
  });
});
