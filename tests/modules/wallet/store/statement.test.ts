// A statement covers the calendar days the member asks for (docs/spec.md §4 "Statements"): a whole
// month, a whole year, or the days chosen, both ends included.
import { describe, expect, it } from 'vitest';
import { defaultChoice, statementRange } from '../../../../src/modules/wallet/store/statement.ts';

const today = new Date(2028, 1, 10); // 10 February 2028 (a leap year)

describe('statement period', () => {
  it('covers a whole month, its last day included (29 February in a leap year)', () => {
    expect(statementRange({ ...defaultChoice(today), period: 'month', month: '2028-02' })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('covers a whole year', () => {
    expect(statementRange({ ...defaultChoice(today), period: 'year', year: '2027' })).toEqual({
      from: '2027-01-01',
      to: '2027-12-31',
    });
  });

  it('covers the days chosen as they are (the server checks them)', () => {
    expect(statementRange({ ...defaultChoice(today), period: 'custom', from: '2027-12-24', to: '2028-01-06' })).toEqual(
      { from: '2027-12-24', to: '2028-01-06' },
    );
  });

  it('starts at this month, this year and the first of this month to today', () => {
    expect(defaultChoice(today)).toEqual({
      period: 'month',
      month: '2028-02',
      year: '2028',
      from: '2028-02-01',
      to: '2028-02-10',
    });
  });
});
