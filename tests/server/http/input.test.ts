// server/http/input.ts: a schema's fields read with Laravel's request rules and refused in its words.
import { describe, expect, it } from 'vitest';
import { summarizeErrors, ValidationError } from '../../../server/http/errors.ts';
import { validateFields } from '../../../server/http/input.ts';
import {
  accepted,
  confirmation,
  email,
  max,
  min,
  newPassword,
  optionalText,
  personName,
  rule,
} from '../../../src/shared/contract/endpoint.ts';
import * as v from '../../../src/shared/contract/schema.ts';

function errorsOf(fn: () => unknown): Record<string, string[]> {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  throw new Error('no validation error');
}

describe('input', () => {
  it('summarises like Laravel: the first message plus "(and N more errors)"', () => {
    expect(summarizeErrors({ email: ['The email field is required.'] })).toBe('The email field is required.');
    expect(summarizeErrors({ email: ['A.'], password: ['B.'] })).toBe('A. (and 1 more error)');
    expect(summarizeErrors({ email: ['A.', 'C.'], password: ['B.'] })).toBe('A. (and 2 more errors)');
  });

  it('treats null, blank strings and empty arrays as missing for required', () => {
    for (const value of [undefined, null, '', '   ', []]) {
      expect(errorsOf(() => validateFields(v.object({ name: v.string() }), { name: value }))).toEqual({
        name: ['The name field is required.'],
      });
    }
  });

  it('names a field without an attribute name with spaces instead of underscores', () => {
    expect(errorsOf(() => validateFields(v.object({ house_number: v.string() }), {}))).toEqual({
      house_number: ['The house number field is required.'],
    });
  });

  it('counts string length in characters, not UTF-16 units', () => {
    expect(validateFields(v.object({ name: v.pipe(v.string(), max(3)) }), { name: '🌿🌿🌿' })).toEqual({
      name: '🌿🌿🌿',
    });
    expect(errorsOf(() => validateFields(v.object({ name: v.pipe(v.string(), min(3)) }), { name: 'ab' }))).toEqual({
      name: ['The name field must be at least 3 characters.'],
    });
  });

  it('checks email, confirmed, in, a rule of its own, boolean and accepted with Laravel messages', () => {
    const errors = errorsOf(() =>
      validateFields(
        v.object({
          email,
          password: newPassword,
          password_confirmation: confirmation,
          language: v.picklist(['en', 'de']),
          code: v.pipe(
            v.string(),
            v.check((code) => /^\d{6}$/.test(code), rule('digits', { digits: 6 })),
          ),
          remember: v.boolean(),
          terms: accepted,
        }),
        {
          email: 'nope',
          password: 'secret12',
          password_confirmation: 'other',
          language: 'fr',
          code: '12a',
          remember: 'maybe',
          terms: false,
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

  it('fails `string` before `in` for a value that is not text', () => {
    expect(errorsOf(() => validateFields(v.object({ language: v.picklist(['en', 'de']) }), { language: 7 }))).toEqual({
      language: ['The language field must be a string.'],
    });
  });

  it('takes 1/0 as booleans and digits as integers, reads null and "" of a nullable field as null, and skips absent optional fields', () => {
    const schema = v.object({
      remember: v.optional(v.boolean()),
      count: v.optional(v.pipe(v.number(), v.safeInteger())),
      note: optionalText(10),
      other: optionalText(10),
    });
    expect(validateFields(schema, { remember: '1', count: '7', note: '' })).toEqual({
      remember: true,
      count: 7,
      note: null,
    });
  });

  it('keeps one spelling of a name and refuses control and invisible characters', () => {
    const schema = v.object({ name: personName() });
    expect(validateFields(schema, { name: 'Zoe\u0308' })).toEqual({ name: 'Zoë' });
    expect(errorsOf(() => validateFields(schema, { name: 'Lena\u202Egnu' }))).toEqual({
      name: ['The name field must not contain control or invisible characters.'],
    });
  });

  it('drops the fields the schema does not name', () => {
    expect(validateFields(v.object({ a: v.string() }), { a: 'x', b: 'y' })).toEqual({ a: 'x' });
  });
});
