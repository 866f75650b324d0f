// server/http/decimal-text.ts: what parseAmountCents and parseGramsMg match their patterns against.
import { describe, expect, it } from 'vitest';
import { decimalText } from '../../../server/http/decimal-text.ts';

describe('decimal text of an amount', () => {
  it('writes a finite number as JavaScript does and trims typed text', () => {
    expect(decimalText(12.5)).toBe('12.5');
    expect(decimalText(' 12.50 ')).toBe('12.50');
  });

  it('has none for anything else', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}, ['1']])
      expect(decimalText(value)).toBeNull();
  });
});
