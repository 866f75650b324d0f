import { describe, expect, it } from 'vitest';
import { confirmed, createForm, email, min, required, validate } from '../../src/core/validation.ts';

const passes = (
  rule: { test: (v: unknown, values: Record<string, unknown>) => boolean },
  value: unknown,
  values = {},
) => rule.test(value, values);

describe('validation rules (docs/spec.md §5)', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty array', []],
    ['false', false],
    ['an empty string', ''],
    ['a blank string', '  \t '],
  ])('required fails for %s', (_name, value) => {
    expect(passes(required, value)).toBe(false);
  });

  it('required passes for entered values, including 0 and true', () => {
    for (const value of ['a', 0, true, ['x']]) expect(passes(required, value)).toBe(true);
  });

  it('email fails for a value that is not an address', () => {
    for (const value of ['ada', 'ada@', '@example.org', 'ada@example', 'ada @example.org', 'ada@exa mple.org']) {
      expect(passes(email, value)).toBe(false);
    }
  });

  it('email passes for an address', () => {
    expect(passes(email, 'ada.lovelace+club@mail.example.org')).toBe(true);
  });

  it('email passes when empty', () => {
    expect(passes(email, '')).toBe(true);
    expect(passes(email, null)).toBe(true);
  });

  it('min fails below the minimum number of characters and passes at it', () => {
    expect(passes(min(8), '1234567')).toBe(false);
    expect(passes(min(8), '12345678')).toBe(true);
  });

  it('min counts characters as the member sees them', () => {
    expect(passes(min(3), '😀😀')).toBe(false);
    expect(passes(min(2), '😀😀')).toBe(true);
  });

  it('min passes when empty', () => {
    expect(passes(min(8), '')).toBe(true);
    expect(passes(min(8), undefined)).toBe(true);
  });

  it('confirmed must equal the other field', () => {
    expect(passes(confirmed('password'), 'secret-1', { password: 'secret-1' })).toBe(true);
    expect(passes(confirmed('password'), 'secret-2', { password: 'secret-1' })).toBe(false);
  });

  it("gives the default message '{field} is not valid.' with the field name", () => {
    expect(validate('', [required], { field: 'email' })).toBe('email is not valid.');
  });

  it('uses a translated message template with the field and rule parameters', () => {
    const messages = { min: '{field} braucht mindestens {min} Zeichen.' };
    expect(validate('abc', [required, min(8)], { field: 'Passwort', messages })).toBe(
      'Passwort braucht mindestens 8 Zeichen.',
    );
  });

  it('reports the first failing rule only, and null when all pass', () => {
    const messages = (rule: { name: string }) => `${rule.name} failed`;
    expect(validate('', [required, email], { field: 'email', messages })).toBe('required failed');
    expect(validate('ada@example.org', [required, email], { field: 'email', messages })).toBeNull();
  });
});

function signupForm() {
  return createForm({
    fields: { email: [required, email], password: [required, min(8)], password_confirmation: [confirmed('password')] },
    initial: { email: '', password: '', password_confirmation: '' },
    labels: { email: 'E-Mail' },
  });
}

describe('form state: validation on blur and change, not on input (docs/spec.md §5)', () => {
  it('does not validate while typing', () => {
    const form = signupForm();
    form.input('email', 'ada@');
    expect(form.$values.get().email).toBe('ada@');
    expect(form.$errors.get().email).toBeUndefined();
  });

  it('validates a field on blur', () => {
    const form = signupForm();
    form.input('email', 'ada@');
    form.blur('email');
    expect(form.$errors.get().email).toBe('E-Mail is not valid.');
    expect(form.$touched.get().email).toBe(true);
  });

  it('says nothing when focus leaves a field the member never typed into', () => {
    const form = signupForm();
    form.blur('email');
    expect(form.$errors.get().email).toBeUndefined();
    expect(form.$touched.get().email).toBeUndefined();
    form.input('email', '');
    form.blur('email');
    expect(form.$errors.get().email).toBe('E-Mail is not valid.');
  });

  it('validates a field on change', () => {
    const form = signupForm();
    form.change('password', 'short');
    expect(form.$errors.get().password).toBe('password is not valid.');
    form.change('password', 'long enough');
    expect(form.$errors.get().password).toBeUndefined();
  });

  it('re-checks a touched confirmation when the field it confirms changes', () => {
    const form = signupForm();
    form.change('password', 'secret-one');
    form.change('password_confirmation', 'secret-one');
    expect(form.$errors.get().password_confirmation).toBeUndefined();
    form.change('password', 'secret-two');
    expect(form.$errors.get().password_confirmation).toBe('password_confirmation is not valid.');
  });

  it('validates every field before submit and answers whether all pass', () => {
    const form = signupForm();
    expect(form.validateAll()).toBe(false);
    expect(Object.keys(form.$errors.get()).filter((k) => form.$errors.get()[k])).toEqual(['email', 'password']);
    form.input('email', 'ada@example.org');
    form.input('password', 'long enough');
    form.input('password_confirmation', 'long enough');
    expect(form.validateAll()).toBe(true);
  });

  it('shows the first server message of each field next to it and keeps what was typed', () => {
    const form = signupForm();
    form.input('email', 'ada@example.org');
    form.input('password', 'correct horse');
    form.setServerErrors({ email: ['The email has already been taken.', 'second'], password: [] });
    expect(form.$errors.get().email).toBe('The email has already been taken.');
    expect(form.$errors.get().password).toBeUndefined();
    expect(form.$values.get()).toEqual({
      email: 'ada@example.org',
      password: 'correct horse',
      password_confirmation: '',
    });
  });

  it('never clears what the member typed, whatever the validation says', () => {
    const form = signupForm();
    form.input('email', 'not an address');
    form.blur('email');
    form.validateAll();
    form.input('email', 'not an address, still typing');
    expect(form.$values.get().email).toBe('not an address, still typing');
  });

  it("words its own shown messages again after a language switch, keeping the outcome and the server's messages", () => {
    let language: 'en' | 'de' = 'en';
    const texts = {
      en: { field: 'Email', required: '{field} is required.' },
      de: { field: 'E-Mail', required: '{field} ist erforderlich.' },
    };
    const form = createForm({
      fields: { email: [required], name: [required] },
      initial: { email: '', name: '' },
      labels: {
        get email() {
          return texts[language].field;
        },
        name: 'Name',
      },
      messages: (rule) => (rule.name === 'required' ? texts[language].required : undefined),
    });
    form.change('email', '');
    form.setServerErrors({ name: ['The name has already been taken.'] });
    form.input('email', 'ada@example.org'); // typed since, not yet left: the message stays until then
    language = 'de';
    form.retranslate();
    expect(form.$errors.get()).toEqual({ email: 'E-Mail ist erforderlich.', name: 'The name has already been taken.' });
    form.blur('email');
    form.retranslate();
    expect(form.$errors.get().email).toBeUndefined();
  });

  it('goes back to the initial values without errors on reset', () => {
    const form = signupForm();
    form.change('email', 'x');
    form.reset();
    expect(form.$values.get().email).toBe('');
    expect(form.$errors.get()).toEqual({});
    expect(form.$touched.get()).toEqual({});
  });
});
