// How documents print money and moments (server/pdf/format.ts, docs/spec.md §9): the formatters are
// kept per language and zone, so each reader still gets their own language and the club's zone.
import { describe, expect, it } from 'vitest';
import { documentFormat } from '../../../server/pdf/format.ts';

describe('document formats', () => {
  it('prints money and numbers in the language asked for, whichever was asked before', () => {
    const en = documentFormat({ language: 'en', timeZone: 'Europe/Berlin' });
    const de = documentFormat({ language: 'de', timeZone: 'Europe/Berlin' });
    expect([en.money(123450), de.money(123450), en.money(500, 'USD')]).toEqual([
      '€1,234.50',
      '1.234,50\u00a0€',
      '$5.00',
    ]);
    expect([en.number(2.5, 1), de.number(2.5, 1), de.number(2.5, 2)]).toEqual(['2.5', '2,5', '2,50']);
  });

  it('prints a moment in the zone asked for, whichever was asked before', () => {
    const at = '2026-01-01T23:30:00Z';
    const berlin = documentFormat({ language: 'en', timeZone: 'Europe/Berlin' });
    const utc = documentFormat({ language: 'en', timeZone: 'UTC' });
    expect([berlin.day(at), utc.day(at), berlin.calendarDay('2026-01-01')]).toEqual([
      'Jan 2, 2026',
      'Jan 1, 2026',
      'Jan 1, 2026',
    ]);
  });
});
