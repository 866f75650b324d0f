// A small validator with Laravel's rules and messages, producing its 422 shape. The messages are
// in the request's language: English here, German in server/lang/de.ts (validation, attributes).
//   const data = validate(c.var.body, {
//     email: rules.string().required().email().max(255),
//     remember: rules.boolean(),
//   });            // -> { email: string; remember: boolean | undefined }, or throws ValidationError
import { currentLocale } from '../lang/locale.ts';
import { attributeName, own, replacePlaceholders, translation, type Replacements } from '../lang/translate.ts';
import { ValidationError, type FieldErrors } from './errors.ts';

type Check = (value: never, field: string, input: Record<string, unknown>) => string | null;

/**
 * Control characters (\u0000, line breaks) and format characters: bidi overrides and isolates
 * (U+202E), zero-width spaces and joiners (U+200B), the BOM. In a name they forge or hide text
 * another member reads.
 */
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}]/u;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** Laravel's lang/en/validation.php for the rules we use (routes name the others they check). */
export const RULE_MESSAGES = {
  accepted: 'The :attribute field must be accepted.',
  required: 'The :attribute field is required.',
  string: 'The :attribute field must be a string.',
  boolean: 'The :attribute field must be true or false.',
  integer: 'The :attribute field must be an integer.',
  array: 'The :attribute field must be an array.',
  min: 'The :attribute field must be at least :min characters.',
  max: 'The :attribute field must not be greater than :max characters.',
  email: 'The :attribute field must be a valid email address.',
  confirmed: 'The :attribute field confirmation does not match.',
  in: 'The selected :attribute is invalid.',
  digits: 'The :attribute field must be :digits digits.',
  regex: 'The :attribute field format is invalid.',
  url: 'The :attribute field must be a valid URL.',
  date: 'The :attribute field must be a valid date.',
  after: 'The :attribute field must be a date after :date.',
  present: 'The :attribute field must be present.',
  unique: 'The :attribute has already been taken.',
  required_if: 'The :attribute field is required when :other is :value.',
  required_with: 'The :attribute field is required when :values is present.',
  required_without: 'The :attribute field is required when :values is not present.',
  plain_text: 'The :attribute field must not contain control or invisible characters.',
} as const;
export type RuleName = keyof typeof RULE_MESSAGES;

/**
 * A rule's message for `field` in the request's language, as Laravel words it:
 * `fieldMessage('unique', 'email')` -> "The email has already been taken." A per-field wording
 * (de.ts `custom`) wins over the rule's.
 */
export function fieldMessage(rule: RuleName, field: string, replace: Replacements = {}): string {
  const locale = currentLocale();
  const texts = translation(locale);
  const template = own(texts?.custom, field)?.[rule] ?? texts?.validation[rule] ?? RULE_MESSAGES[rule];
  return replacePlaceholders(template, { attribute: attributeName(field, locale), ...replace });
}

const length = (s: string) => [...s].length; // mb_strlen: code points, not UTF-16 units

/** Laravel's `required`: fails for undefined, null, blank strings and empty arrays. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

interface RuleState {
  type: 'string' | 'boolean' | 'integer' | 'accepted' | 'any';
  required: boolean;
  nullable: boolean;
  /** Strings: Unicode NFC before the checks, and the value handed on (one spelling per name). */
  nfc?: boolean;
  checks: Check[];
}

export class Rule<T> {
  readonly state: RuleState;
  /** Phantom: the validated type. */
  declare readonly _output: T;

  constructor(state: RuleState) {
    this.state = state;
  }

  protected with<U>(change: Partial<RuleState>): Rule<U> {
    return new Rule<U>({ ...this.state, ...change, checks: change.checks ?? this.state.checks });
  }

  required(): Rule<Exclude<T, undefined>> {
    return this.with({ required: true });
  }

  nullable(): Rule<T | null> {
    return this.with({ nullable: true });
  }

  /**
   * A custom rule: return a full message, translated (`__(TEXT)`), with ':attribute' for the
   * field's name (filled here), or null when it passes.
   */
  check(fn: (value: NonNullable<T>, input: Record<string, unknown>) => string | null): Rule<T> {
    const wrapped: Check = (value, field, input) => {
      const message = fn(value as NonNullable<T>, input);
      return message === null ? null : replacePlaceholders(message, { attribute: attributeName(field) });
    };
    return this.with({ checks: [...this.state.checks, wrapped] });
  }

  parse(field: string, input: Record<string, unknown>): { value: T } | { errors: string[] } {
    const value = input[field];
    const fail = (rule: RuleName) => ({ errors: [fieldMessage(rule, field)] });
    const { type, required, nullable } = this.state;
    if (type === 'accepted') {
      return ['yes', 'on', '1', 1, true, 'true'].includes(value as never) ? { value: true as T } : fail('accepted');
    }
    if (required && isEmpty(value)) return fail('required');
    if (value === undefined) return { value: undefined as T };
    if (value === null && nullable) return { value: null as T };
    if (type === 'string' && value === '' && nullable) return { value: null as T }; // ConvertEmptyStringsToNull

    let typed: unknown = value;
    if (type === 'string' && typeof value !== 'string') return fail('string');
    if (type === 'string' && this.state.nfc) typed = (value as string).normalize('NFC');
    if (type === 'boolean') {
      const map = new Map<unknown, boolean>([
        [true, true],
        [false, false],
        [1, true],
        [0, false],
        ['1', true],
        ['0', false],
      ]);
      if (!map.has(value)) return fail('boolean');
      typed = map.get(value);
    }
    if (type === 'integer') {
      const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) return fail('integer');
      typed = n;
    }
    const errors = this.state.checks
      .map((check) => check(typed as never, field, input))
      .filter((m): m is string => m !== null);
    return errors.length ? { errors } : { value: typed as T };
  }
}

export class StringRule<T extends string | null | undefined = string | undefined> extends Rule<T> {
  private add(check: (value: string, field: string, input: Record<string, unknown>) => string | null): StringRule<T> {
    return new StringRule<T>({ ...this.state, checks: [...this.state.checks, check as Check] });
  }

  override required(): StringRule<Exclude<T, undefined>> {
    return new StringRule({ ...this.state, required: true });
  }

  override nullable(): StringRule<T | null> {
    return new StringRule({ ...this.state, nullable: true });
  }

  min(n: number): StringRule<T> {
    return this.add((v, f) => (length(v) < n ? fieldMessage('min', f, { min: n }) : null));
  }

  max(n: number): StringRule<T> {
    return this.add((v, f) => (length(v) > n ? fieldMessage('max', f, { max: n }) : null));
  }

  email(): StringRule<T> {
    return this.add((v, f) => (EMAIL.test(v) ? null : fieldMessage('email', f)));
  }

  /** `confirmed`: equals `{field}_confirmation`. */
  confirmed(): StringRule<T> {
    return this.add((v, f, input) => (input[`${f}_confirmation`] === v ? null : fieldMessage('confirmed', f)));
  }

  in(values: readonly string[]): StringRule<T> {
    return this.add((v, f) => (values.includes(v) ? null : fieldMessage('in', f)));
  }

  digits(n: number): StringRule<T> {
    return this.add((v, f) => (new RegExp(`^\\d{${n}}$`).test(v) ? null : fieldMessage('digits', f, { digits: n })));
  }

  regex(pattern: RegExp): StringRule<T> {
    return this.add((v, f) => (pattern.test(v) ? null : fieldMessage('regex', f)));
  }

  /** A name people read (member, address): NFC, and no control or invisible characters (422). */
  plainText(): StringRule<T> {
    const rule = this.add((v, f) => (CONTROL_OR_INVISIBLE.test(v) ? fieldMessage('plain_text', f) : null));
    return new StringRule<T>({ ...rule.state, nfc: true });
  }

  url(): StringRule<T> {
    return this.add((v, f) => {
      try {
        const url = new URL(v);
        return url.protocol === 'http:' || url.protocol === 'https:' ? null : fieldMessage('url', f);
      } catch {
        return fieldMessage('url', f);
      }
    });
  }
}

export const rules = {
  string: () => new StringRule({ type: 'string', required: false, nullable: false, checks: [] }),
  boolean: () => new Rule<boolean | undefined>({ type: 'boolean', required: false, nullable: false, checks: [] }),
  integer: () => new Rule<number | undefined>({ type: 'integer', required: false, nullable: false, checks: [] }),
  /** `accepted`: yes, on, 1, true (always required). */
  accepted: () => new Rule<true>({ type: 'accepted', required: true, nullable: false, checks: [] }),
};

export type Shape = Record<string, Rule<unknown>>;
export type Validated<S extends Shape> = { [K in keyof S]: S[K]['_output'] };

/** Validates `input` against `shape`; throws ValidationError (422) with every failing field. */
export function validate<S extends Shape>(input: Record<string, unknown>, shape: S): Validated<S> {
  const errors: FieldErrors = {};
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(shape)) {
    const result = rule.parse(field, input);
    if ('errors' in result) errors[field] = result.errors;
    else out[field] = result.value;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return out as Validated<S>;
}
