// tPlural's {count} (src/core/i18n/plural.ts): written as the language writes numbers, without
// an Intl.NumberFormat for the counts the portal shows most.
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../src/core/i18n/plural.ts';

describe('formatCount', () => {
  it.each([
    ['en', 1234, '1,234'],
    ['de', 1234, '1.234'],
    ['de', 2.5, '2,5'],
  ] as const)(
    'writes counts of 1,000 or more and fractions with the language grouping and decimals (%s %d)',
    (language, count, written) => {
      expect(formatCount(count, language)).toBe(written);
    },
  );

  it.each(['en', 'de'])('writes whole counts below 1,000 exactly as Intl.NumberFormat does (%s)', (language) => {
    const intl = new Intl.NumberFormat(language);
    for (const count of [-999, -1, 0, 1, 2, 42, 999]) expect(formatCount(count, language)).toBe(intl.format(count));
  });
});
