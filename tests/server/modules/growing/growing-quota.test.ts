// KCanG §19 (3) as the quota functions apply it: one test per boundary, named after its rule.
import { describe, expect, it } from 'vitest';
import { ageOn, parseGramsMg, quotaAt, refusal, type Counted } from '../../../../server/modules/growing/quota.ts';
import { berlinDay } from '../../../../server/clock.ts';
import { berlinInstant, pickupSlots } from '../../../../server/modules/growing/slots.ts';

const ADULT = '1990-05-14';
const at = (iso: string) => new Date(iso);
const g = (grams: number) => grams * 1000;
const had = (iso: string, grams: number): Counted => ({ at: at(iso), mg: g(grams) });

describe('the daily limit (25 g per Berlin day)', () => {
  it('allows exactly 25 g on one day', () => {
    expect(refusal([had('2026-01-10T10:00:00Z', 20)], at('2026-01-10T15:00:00Z'), ADULT, g(5), 150)).toBeNull();
  });

  it('refuses 25.1 g on one day and says how much is left', () => {
    expect(refusal([had('2026-01-10T10:00:00Z', 20)], at('2026-01-10T15:00:00Z'), ADULT, 5_100, 150)).toEqual({
      rule: 'day_limit',
      leftMg: 5_000,
    });
  });

  it('starts a new day at midnight Berlin time, not UTC (23:30 UTC in winter is the next day)', () => {
    expect(berlinDay(at('2026-01-10T23:30:00Z'))).toBe('2026-01-11');
    expect(refusal([had('2026-01-10T12:00:00Z', 25)], at('2026-01-10T23:30:00Z'), ADULT, g(10), 150)).toBeNull();
    expect(refusal([had('2026-01-10T12:00:00Z', 25)], at('2026-01-10T22:59:00Z'), ADULT, g(1), 150)).toEqual({
      rule: 'day_limit',
      leftMg: 0,
    });
  });

  it('keeps the Berlin day through the spring-forward night (2026-03-29 has 23 hours)', () => {
    // 21:59 UTC is 23:59 CEST on the 29th; 22:00 UTC is already the 30th.
    expect(berlinDay(at('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(berlinDay(at('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    const counted = [had('2026-03-28T23:30:00Z', 25)]; // 00:30 CET on the 29th
    expect(refusal(counted, at('2026-03-29T21:59:00Z'), ADULT, g(1), 150)).toEqual({ rule: 'day_limit', leftMg: 0 });
    expect(refusal(counted, at('2026-03-29T22:00:00Z'), ADULT, g(1), 150)).toBeNull();
  });

  it('keeps the Berlin day through the fall-back night (2026-10-25 has 25 hours)', () => {
    const counted = [had('2026-10-24T22:30:00Z', 25)]; // 00:30 CEST on the 25th
    expect(refusal(counted, at('2026-10-25T22:59:00Z'), ADULT, g(1), 150)).toEqual({ rule: 'day_limit', leftMg: 0 }); // 23:59 CET
    expect(refusal(counted, at('2026-10-25T23:00:00Z'), ADULT, g(1), 150)).toBeNull(); // 00:00 on the 26th
  });
});

describe('the monthly limit (50 g per Berlin calendar month)', () => {
  const month = [had('2026-02-02T12:00:00Z', 25), had('2026-02-10T12:00:00Z', 20)];

  it('allows exactly 50 g in a month', () => {
    expect(refusal(month, at('2026-02-20T12:00:00Z'), ADULT, g(5), 150)).toBeNull();
  });

  it('refuses 50.1 g in a month and says how much is left', () => {
    expect(refusal(month, at('2026-02-20T12:00:00Z'), ADULT, 5_100, 150)).toEqual({
      rule: 'month_limit',
      leftMg: 5_000,
      limitMg: 50_000,
    });
  });

  it('starts a new month at midnight Berlin time on the 1st (23:00 UTC on Jan 31 is February)', () => {
    const january = [had('2026-01-05T12:00:00Z', 25), had('2026-01-20T12:00:00Z', 25)];
    expect(refusal(january, at('2026-01-31T22:59:00Z'), ADULT, g(1), 150)).toEqual({
      rule: 'month_limit',
      leftMg: 0,
      limitMg: 50_000,
    });
    expect(refusal(january, at('2026-01-31T23:00:00Z'), ADULT, g(1), 150)).toBeNull();
  });

  it('starts November at midnight CET right after the October DST change', () => {
    const october = [had('2026-10-05T12:00:00Z', 25), had('2026-10-20T12:00:00Z', 25)];
    expect(refusal(october, at('2026-10-31T22:59:00Z'), ADULT, g(1), 150)).toEqual({
      rule: 'month_limit',
      leftMg: 0,
      limitMg: 50_000,
    });
    expect(refusal(october, at('2026-10-31T23:00:00Z'), ADULT, g(1), 150)).toBeNull();
  });
});

describe('members under 21 (30 g a month, at most 10 % THC)', () => {
  const YOUNG = '2006-03-01'; // 19 in 2026

  it('allows an under-21 member 30 g a month and refuses 30.1 g', () => {
    const counted = [had('2026-05-02T12:00:00Z', 20)];
    expect(refusal(counted, at('2026-05-20T12:00:00Z'), YOUNG, g(10), 80)).toBeNull();
    expect(refusal(counted, at('2026-05-20T12:00:00Z'), YOUNG, 10_100, 80)).toEqual({
      rule: 'month_limit',
      leftMg: 10_000,
      limitMg: 30_000,
    });
  });

  it('lets an under-21 member receive a strain with exactly 10.0 % THC', () => {
    expect(refusal([], at('2026-05-20T12:00:00Z'), YOUNG, g(1), 100)).toBeNull();
  });

  it('refuses an under-21 member a strain with 10.1 % THC', () => {
    expect(refusal([], at('2026-05-20T12:00:00Z'), YOUNG, g(1), 101)).toEqual({ rule: 'thc_limit', maxThcTenths: 100 });
  });

  it("gives the adult limit from the 21st birthday on, mid-month (the month's earlier grams still count)", () => {
    const dob = '2005-06-15';
    const counted = [had('2026-06-10T12:00:00Z', 25)];
    expect(ageOn(dob, '2026-06-14')).toBe(20);
    expect(refusal(counted, at('2026-06-14T12:00:00Z'), dob, g(10), 80)).toEqual({
      rule: 'month_limit',
      leftMg: 5_000,
      limitMg: 30_000,
    });
    expect(ageOn(dob, '2026-06-15')).toBe(21);
    expect(refusal(counted, at('2026-06-15T12:00:00Z'), dob, g(10), 150)).toBeNull();
    expect(quotaAt(counted, at('2026-06-15T12:00:00Z'), dob)).toMatchObject({
      under21: false,
      monthLimitMg: 50_000,
      monthUsedMg: 25_000,
    });
  });

  it('takes the birthday in Berlin: 22:30 UTC on the day before is already the birthday', () => {
    expect(refusal([], at('2026-06-14T22:30:00Z'), '2005-06-15', g(1), 150)).toBeNull();
    expect(refusal([], at('2026-06-14T21:30:00Z'), '2005-06-15', g(1), 150)).toEqual({
      rule: 'thc_limit',
      maxThcTenths: 100,
    });
  });
});

describe('who may receive anything', () => {
  it('requires a date of birth', () => {
    expect(refusal([], at('2026-05-20T12:00:00Z'), null, g(1), 50)).toEqual({ rule: 'date_of_birth_missing' });
  });

  it('refuses members under 18', () => {
    expect(refusal([], at('2026-05-20T12:00:00Z'), '2008-05-21', g(1), 50)).toEqual({ rule: 'under_18' });
  });
});

describe('grams and slots', () => {
  it('reads grams with at most one decimal as milligrams', () => {
    expect([
      parseGramsMg('2.5'),
      parseGramsMg(3),
      parseGramsMg('0.1'),
      parseGramsMg('2.55'),
      parseGramsMg('-1'),
      parseGramsMg('x'),
    ]).toEqual([2500, 3000, 100, null, null, null]);
  });

  it('offers pickup slots at 16:00-19:00 Berlin time in winter and summer', () => {
    expect(berlinInstant('2026-01-10', 16).toISOString()).toBe('2026-01-10T15:00:00.000Z');
    expect(berlinInstant('2026-07-10', 16).toISOString()).toBe('2026-07-10T14:00:00.000Z');
    const slots = pickupSlots(at('2026-03-28T16:30:00Z'));
    expect(slots[0]!.toISOString()).toBe('2026-03-28T17:00:00.000Z'); // 18:00 CET
    expect(slots.find((s) => berlinDay(s) === '2026-03-29')!.toISOString()).toBe('2026-03-29T14:00:00.000Z'); // 16:00 CEST
  });

  it('offers only the slots still ahead at the moment asked, the same day asked again and the next day', () => {
    const first = pickupSlots(at('2026-03-28T15:30:00Z'));
    expect(first[0]!.toISOString()).toBe('2026-03-28T16:00:00.000Z'); // 17:00 CET
    first[0]!.setTime(0); // a caller's change stays its own
    expect(pickupSlots(at('2026-03-28T16:30:00Z'))[0]!.toISOString()).toBe('2026-03-28T17:00:00.000Z');
    expect(pickupSlots(at('2026-03-28T15:30:00Z'))[0]!.toISOString()).toBe('2026-03-28T16:00:00.000Z');
    const tomorrow = pickupSlots(at('2026-03-29T09:00:00Z'));
    expect(tomorrow[0]!.toISOString()).toBe('2026-03-29T14:00:00.000Z'); // 16:00 CEST
    expect(tomorrow.at(-1)!.toISOString()).toBe('2026-04-04T17:00:00.000Z'); // 19:00 CEST, the seventh day
  });

  it('offers seven calendar days of slots, each once, when asked between 00:00 and 01:00 on the night daylight saving ends', () => {
    // 2026-10-25 00:30 CEST: that Berlin day has 25 hours, so 24-hour steps land on it twice.
    const slots = pickupSlots(at('2026-10-24T22:30:00Z'));
    const days = slots.map((slot) => berlinDay(slot));
    expect([...new Set(days)]).toEqual([
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
    ]);
    expect(new Set(slots.map((slot) => slot.toISOString())).size).toBe(slots.length);
    expect(slots).toHaveLength(28);
  });
});
