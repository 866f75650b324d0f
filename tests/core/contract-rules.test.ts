// core/contract-rules.ts: the forms refuse what the server refuses, with the contract's form rules.
import { describe, expect, it } from 'vitest';
import { dateOfBirth, personName } from '../../src/core/contract-rules.ts';
import { email } from '../../src/core/validation.ts';

describe('the form rules the server checks too', () => {
  it('refuses a name with control or invisible characters, or over 255 characters', () => {
    expect(personName.test('Lena Schmidt', {})).toBe(true);
    expect(personName.test('Lena\u202Egnu', {})).toBe(false);
    expect(personName.test('Lena\u200B', {})).toBe(false);
    expect(personName.test('x'.repeat(256), {})).toBe(false);
  });

  it('refuses a date of birth that is no real date, before 1900, or of someone under 18 today', () => {
    const rule = dateOfBirth(() => '2026-06-15');
    expect(rule.test('2008-06-15', {})).toBe(true);
    expect(rule.test('2008-06-16', {})).toBe(false);
    expect(rule.test('2000-02-30', {})).toBe(false);
    expect(rule.test('1899-12-31', {})).toBe(false);
    expect(rule.test('', {})).toBe(true);
  });

  it('takes the server’s email rule: a dot in the domain, no spaces or brackets', () => {
    expect(email.test('ada@example.org', {})).toBe(true);
    expect(email.test('ada@example', {})).toBe(false);
    expect(email.test('ada<x>@example.org', {})).toBe(false);
  });
});
