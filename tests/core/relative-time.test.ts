import { describe, expect, it } from 'vitest';
import { relativeTime, relativeTimeStep } from '../../src/core/relative-time.ts';

describe('relative times (Laravel sends UTC)', () => {
  const now = Date.UTC(2026, 0, 1, 10, 0, 0);

  it('formats relative time in en and de', () => {
    const cases = [
      '2026-01-01T09:55:00.000000Z',
      '2025-12-31 08:00:00',
      '2026-01-01T09:59:50.000000Z',
      '2026-01-01 10:00:00',
    ];
    expect(cases.map((c) => relativeTime(c, now, 'en'))).toEqual([
      '5 minutes ago',
      'yesterday',
      '10 seconds ago',
      'now',
    ]);
    expect(cases.map((c) => relativeTime(c, now, 'de'))).toEqual([
      'vor 5 Minuten',
      'gestern',
      'vor 10 Sekunden',
      'jetzt',
    ]);
  });

  it('never shows a time in the future: a stamp after now is "now" (en, de)', () => {
    const later = ['2026-01-01T10:00:05.000000Z', '2026-01-01T13:00:00.000000Z'];
    expect(later.map((c) => relativeTime(c, now, 'en'))).toEqual(['now', 'now']);
    expect(later.map((c) => relativeTime(c, now, 'de'))).toEqual(['jetzt', 'jetzt']);
  });

  it('ticks with the finest unit shown: every second under a minute, every minute under an hour, else hourly', () => {
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(relativeTimeStep([ago(5_000), ago(7_200_000)], now)).toBe(1000);
    expect(relativeTimeStep([ago(-5_000)], now)).toBe(1000);
    expect(relativeTimeStep([ago(120_000), ago(7_200_000)], now)).toBe(60_000);
    expect(relativeTimeStep([ago(7_200_000)], now)).toBe(3_600_000);
    expect(relativeTimeStep([], now)).toBe(3_600_000);
  });

  it('counts a zone-less timestamp as UTC, not local time', () => {
    // 10:00 UTC seen at 10:05 UTC is 5 minutes ago wherever the viewer is.
    expect(relativeTime('2026-01-01 10:00:00', now + 5 * 60_000, 'en')).toBe('5 minutes ago');
  });

  it('moves to weeks, months and years for older items', () => {
    expect([
      relativeTime('2025-12-18T10:00:00Z', now, 'en'),
      relativeTime('2025-10-01T10:00:00Z', now, 'en'),
      relativeTime('2023-01-01T10:00:00Z', now, 'de'),
    ]).toEqual(['2 weeks ago', '3 months ago', 'vor 3 Jahren']);
  });

  it('shows an unreadable timestamp as it came', () => {
    expect(relativeTime('not a date', now, 'en')).toBe('not a date');
  });
});
