// The money forms' Idempotency-Key: a retry of the same request (the answer was lost) sends the
// same key, so the server books once; a changed amount is a new request with a new key.
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../../../src/core/api/errors.ts';
import { required } from '../../../../src/core/validation.ts';
import {
  amountRule,
  createMoneyForm,
  ibanRule,
  normalizeAmount,
} from '../../../../src/modules/wallet/store/money-form.ts';

function form(outcomes: ('fail' | 'ok')[]) {
  const keys: string[] = [];
  let n = 0;
  const action = createMoneyForm({
    fields: { amount: [required, amountRule] },
    initial: { amount: '' },
    newKey: () => `key-${++n}`,
    run: async (_values, key) => {
      keys.push(key);
      if (outcomes.shift() === 'fail') throw new NetworkError();
      return key;
    },
  });
  return { action, keys };
}

describe('createMoneyForm', () => {
  it('sends the same Idempotency-Key when the same request is retried after a lost answer', async () => {
    const { action, keys } = form(['fail', 'ok']);
    action.form.input('amount', '25');
    expect(await action.submit()).toBeNull();
    expect(action.$problem.get()).toEqual({ code: 'network' });
    expect(await action.submit()).toBe('key-1');
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('sends a new Idempotency-Key for a changed amount, and after a success', async () => {
    const { action, keys } = form(['fail', 'ok', 'ok']);
    action.form.input('amount', '25');
    await action.submit();
    action.form.input('amount', '30');
    await action.submit();
    await action.submit();
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('refuses an amount with fractions of a cent before asking the server', async () => {
    const { action, keys } = form(['ok']);
    action.form.input('amount', '10.005');
    expect(await action.submit()).toBeNull();
    expect(keys).toEqual([]);
    expect(normalizeAmount(' 12,50 ')).toBe('12.50');
  });

  it('refuses an IBAN whose checksum or country format is wrong, as the server does', () => {
    expect(ibanRule.test('DE89 3704 0044 0532 0130 00', {})).toBe(true);
    expect(ibanRule.test('DE89 3704 0044 0532 0130 01', {})).toBe(false);
    expect(ibanRule.test('DE89370400440532013', {})).toBe(false);
  });
});
