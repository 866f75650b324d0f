import { describe, expect, it } from 'vitest';
import {
  cannabis,
  cents,
  cryptoCurrency,
  currency,
  currencyNatural,
  date,
  dateTime,
  fiat,
  first4,
  grams,
  last4,
  members,
  numberFormat,
  numberNatural,
  parseTimestamp,
  plantCurrency,
  plants,
  relativeTimeFormat,
  zeroPad,
} from '../../src/core/format.ts';
import { setLocale } from '../../src/core/i18n/i18n.ts';

// ICU puts a no-break space (U+00A0) between a German amount and its currency sign; the exact
// character is asserted, since that is what the page shows.
const NBSP = '\u00a0';

describe('numbers (docs/spec.md §9: en dot decimals and comma thousands, de the other way round)', () => {
  it('formats currency with 2 decimals and the currency sign, EUR by default', () => {
    expect([currency(1234.5, undefined, 'en'), currency(1234.5, undefined, 'de')]).toEqual([
      '€1,234.50',
      `1.234,50${NBSP}€`,
    ]);
  });

  it('formats currency in the currency code it is given', () => {
    expect([currency(1234.567, 'USD', 'en'), currency(1234.567, 'CHF', 'de')]).toEqual([
      '$1,234.57',
      `1.234,57${NBSP}CHF`,
    ]);
  });

  it('formats fiat like currency: 2 decimals, EUR by default', () => {
    expect([fiat(0.5, undefined, 'en'), fiat(1000000, 'EUR', 'de')]).toEqual(['€0.50', `1.000.000,00${NBSP}€`]);
  });

  it('formats integer cents from the API as money', () => {
    expect([cents(123456, 'EUR', 'en'), cents(123456, 'EUR', 'de'), cents(-5, 'EUR', 'en')]).toEqual([
      '€1,234.56',
      `1.234,56${NBSP}€`,
      '-€0.05',
    ]);
  });

  it('formats currencyNatural with 0 decimals', () => {
    expect([currencyNatural(1234.5, undefined, 'en'), currencyNatural(1234.4, undefined, 'de')]).toEqual([
      '€1,235',
      `1.234${NBSP}€`,
    ]);
  });

  it('formats cannabis with 2 decimals in grams', () => {
    expect([cannabis(1234.5, 'en'), cannabis(3, 'de')]).toEqual(['1,234.50 g', '3,00 g']);
  });

  it('formats cryptoCurrency with 0 decimals', () => {
    expect([cryptoCurrency(12345.678, 'en'), cryptoCurrency(12345.678, 'de')]).toEqual(['12,346', '12.346']);
  });

  it('formats plantCurrency, plants, members and numberNatural as whole integers', () => {
    const all = (locale: string) => [
      plantCurrency(1500.4, locale),
      plants(2.6, locale),
      members(10000, locale),
      numberNatural(999999.5, locale),
    ];
    expect(all('en')).toEqual(['1,500', '3', '10,000', '1,000,000']);
    expect(all('de')).toEqual(['1.500', '3', '10.000', '1.000.000']);
  });

  it('uses the current locale when none is given', async () => {
    await setLocale('de');
    expect([currency(1.5), numberNatural(1234)]).toEqual([`1,50${NBSP}€`, '1.234']);
    await setLocale('en');
    expect([currency(1.5), numberNatural(1234)]).toEqual(['€1.50', '1,234']);
  });

  it('caches one Intl instance per locale and options', () => {
    const first = numberFormat('de', { maximumFractionDigits: 0 });
    expect(numberFormat('de', { maximumFractionDigits: 0 })).toBe(first);
    expect(numberFormat('en', { maximumFractionDigits: 0 })).not.toBe(first);
    expect(numberFormat('de', { maximumFractionDigits: 1 })).not.toBe(first);
    expect(relativeTimeFormat('de', { numeric: 'auto' })).toBe(relativeTimeFormat('de', { numeric: 'auto' }));
  });
});

describe('grams (docs/spec.md §9: above 1000 as kilograms)', () => {
  it('shows up to 1000 g as a whole number of grams', () => {
    expect([grams(999.6, 'en'), grams(1000, 'en'), grams(1000, 'de'), grams(5, 'de')]).toEqual([
      '1,000 g',
      '1,000 g',
      '1.000 g',
      '5 g',
    ]);
  });

  it('shows more than 1000 g as kilograms, value / 1000', () => {
    expect([grams(1500, 'en'), grams(1500, 'de'), grams(1234, 'en'), grams(25000, 'de')]).toEqual([
      '1.5 kg',
      '1,5 kg',
      '1.234 kg',
      '25 kg',
    ]);
  });
});

describe('text helpers', () => {
  it('pads with zeros to a width, keeping longer numbers and the sign', () => {
    expect([zeroPad(7, 3), zeroPad(1234, 3), zeroPad(0, 2), zeroPad(-7, 3)]).toEqual(['007', '1234', '00', '-007']);
  });

  it('takes the first 4 and the last 4 characters', () => {
    expect([first4('0x52908400098527886E0F'), last4('DE89370400440532013000'), first4('ab'), last4(null)]).toEqual([
      '0x52',
      '3000',
      'ab',
      '',
    ]);
  });
});

describe('timestamps (Laravel sends UTC)', () => {
  const now = Date.UTC(2026, 0, 1, 10, 0, 0);

  it("reads Eloquent's 2026-01-01T10:00:00.000000Z and a zone-less 2026-01-01 10:00:00 as UTC", () => {
    expect(parseTimestamp('2026-01-01T10:00:00.000000Z')?.getTime()).toBe(now);
    expect(parseTimestamp('2026-01-01 10:00:00')?.getTime()).toBe(now);
    expect(parseTimestamp('2026-01-01T12:00:00+02:00')?.getTime()).toBe(now);
    expect(parseTimestamp('yesterday')).toBeNull();
  });

  it('formats date and time in the given zone', () => {
    const berlin = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' } as const;
    // CLDR has switched the space before AM/PM between U+0020 and U+202F across versions, and
    // browsers differ; only that separator is normalised.
    expect(dateTime('2026-01-01T10:00:00.000000Z', 'en', berlin).replace(/\u202f/g, ' ')).toBe('Jan 1, 2026, 11:00 AM');
    expect(dateTime('2026-01-01 10:00:00', 'de', berlin)).toBe('01.01.2026, 11:00');
    expect(date('2026-01-01T23:30:00Z', 'de', { dateStyle: 'medium', timeZone: 'Europe/Berlin' })).toBe('02.01.2026');
  });
});
