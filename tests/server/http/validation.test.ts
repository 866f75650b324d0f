import { describe, expect, it } from 'vitest';
import { summarizeErrors, ValidationError } from '../../../server/http/errors.ts';
import { rules, validate } from '../../../server/http/validation.ts';

function errorsOf(fn: () => unknown): Record<string, string[]> {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  throw new Error('no validation error');
}

describe('validation', () => {
  it('summarises like Laravel: the first message plus "(and N more errors)"', () => {
    expect(summarizeErrors({ email: ['The email field is required.'] })).toBe('The email field is required.');
    expect(summarizeErrors({ email: ['A.'], password: ['B.'] })).toBe('A. (and 1 more error)');
    expect(summarizeErrors({ email: ['A.', 'C.'], password: ['B.'] })).toBe('A. (and 2 more errors)');
  });

  it('treats null, blank strings and empty arrays as missing for required', () => {
    for (const value of [undefined, null, '', '   ', []]) {
      expect(errorsOf(() => validate({ name: value }, { name: rules.string().required() }))).toEqual({
        name: ['The name field is required.'],
      });
    }
  });

  it('names a field without an attribute name with spaces instead of underscores', () => {
    expect(errorsOf(() => validate({}, { house_number: rules.string().required() }))).toEqual({
      house_number: ['The house number field is required.'],
    });
  });

  it('counts string length in characters, not UTF-16 units', () => {
    expect(validate({ name: '🌿🌿🌿' }, { name: rules.string().max(3) })).toEqual({ name: '🌿🌿🌿' });
    expect(errorsOf(() => validate({ name: 'ab' }, { name: rules.string().min(3) }))).toEqual({
      name: ['The name field must be at least 3 characters.'],
    });
  });

  it('checks email, confirmed, in, digits, boolean and accepted with Laravel messages', () => {
    const errors = errorsOf(() =>
      validate(
        {
          email: 'nope',
          password: 'secret12',
          password_confirmation: 'other',
          language: 'fr',
          code: '12a',
          remember: 'maybe',
          terms: false,
        },
        {
          email: rules.string().email(),
          password: rules.string().confirmed(),
          language: rules.string().in(['en', 'de']),
          code: rules.string().digits(6),
          remember: rules.boolean(),
          terms: rules.accepted(),
        },
      ),
    );
    expect(errors).toEqual({
      email: ['The email field must be a valid email address.'],
      password: ['The password field confirmation does not match.'],
      language: ['The selected language is invalid.'],
      code: ['The code field must be 6 digits.'],
      remember: ['The remember field must be true or false.'],
      terms: ['The terms field must be accepted.'],
    });
  });

  it('returns typed values and skips absent optional fields', () => {
    expect(
      validate(
        { remember: '1', count: '7' },
        { remember: rules.boolean(), count: rules.integer(), note: rules.string().nullable() },
      ),
    ).toEqual({ remember: true, count: 7, note: undefined });
  });
});
