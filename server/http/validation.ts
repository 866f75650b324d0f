// A small validator with Laravel's rules and English messages, producing its 422 shape.
//   const data = validate(c.var.body, {
//     email: rules.string().required().email().max(255),
//     remember: rules.boolean(),
//   });            // -> { email: string; remember: boolean | undefined }, or throws ValidationError
import { ValidationError, type FieldErrors } from './errors.ts';

type Check = (value: never, attribute: string, input: Record<string, unknown>) => string | null;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** Laravel shows `password_confirmation` as "password confirmation". */
export function attributeName(field: string): string {
  return field.replace(/_/g, ' ');
}

const length = (s: string) => [...s].length; // mb_strlen: code points, not UTF-16 units

/** Laravel's `required`: fails for undefined, null, blank strings and empty arrays. */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

interface RuleState {
  type: 'string' | 'boolean' | 'integer' | 'accepted' | 'any';
  required: boolean;
  nullable: boolean;
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

  /** A custom rule: return a full message (':attribute' is replaced) or null when it passes. */
  check(fn: (value: NonNullable<T>, input: Record<string, unknown>) => string | null): Rule<T> {
    const wrapped: Check = (value, attribute, input) => fn(value as NonNullable<T>, input)?.replace(/:attribute/g, attribute) ?? null;
    return this.with({ checks: [...this.state.checks, wrapped] });
  }

  parse(field: string, input: Record<string, unknown>): { value: T } | { errors: string[] } {
    const attribute = attributeName(field);
    const value = input[field];
    const { type, required, nullable } = this.state;
    if (type === 'accepted') {
      return ['yes', 'on', '1', 1, true, 'true'].includes(value as never)
        ? { value: true as T }
        : { errors: [`The ${attribute} field must be accepted.`] };
    }
    if (required && isEmpty(value)) return { errors: [`The ${attribute} field is required.`] };
    if (value === undefined) return { value: undefined as T };
    if (value === null && nullable) return { value: null as T };
    if (type === 'string' && value === '' && nullable) return { value: null as T }; // ConvertEmptyStringsToNull

    let typed: unknown = value;
    if (type === 'string' && typeof value !== 'string') return { errors: [`The ${attribute} field must be a string.`] };
    if (type === 'boolean') {
      const map = new Map<unknown, boolean>([[true, true], [false, false], [1, true], [0, false], ['1', true], ['0', false]]);
      if (!map.has(value)) return { errors: [`The ${attribute} field must be true or false.`] };
      typed = map.get(value);
    }
    if (type === 'integer') {
      const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) return { errors: [`The ${attribute} field must be an integer.`] };
      typed = n;
    }
    const errors = this.state.checks.map((check) => check(typed as never, attribute, input)).filter((m): m is string => m !== null);
    return errors.length ? { errors } : { value: typed as T };
  }
}

export class StringRule<T extends string | null | undefined = string | undefined> extends Rule<T> {
  private add(check: (value: string, attribute: string, input: Record<string, unknown>) => string | null): StringRule<T> {
    return new StringRule<T>({ ...this.state, checks: [...this.state.checks, check as Check] });
  }

  override required(): StringRule<Exclude<T, undefined>> {
    return new StringRule({ ...this.state, required: true });
  }

  override nullable(): StringRule<T | null> {
    return new StringRule({ ...this.state, nullable: true });
  }

  min(n: number): StringRule<T> {
    return this.add((v, a) => (length(v) < n ? `The ${a} field must be at least ${n} characters.` : null));
  }

  max(n: number): StringRule<T> {
    return this.add((v, a) => (length(v) > n ? `The ${a} field must not be greater than ${n} characters.` : null));
  }

  email(): StringRule<T> {
    return this.add((v, a) => (EMAIL.test(v) ? null : `The ${a} field must be a valid email address.`));
  }

  /** `confirmed`: equals `{field}_confirmation`. */
  confirmed(): StringRule<T> {
    return this.add((v, a, input) => (input[`${a.replace(/ /g, '_')}_confirmation`] === v ? null : `The ${a} field confirmation does not match.`));
  }

  in(values: readonly string[]): StringRule<T> {
    return this.add((v, a) => (values.includes(v) ? null : `The selected ${a} is invalid.`));
  }

  digits(n: number): StringRule<T> {
    return this.add((v, a) => (new RegExp(`^\\d{${n}}$`).test(v) ? null : `The ${a} field must be ${n} digits.`));
  }

  regex(pattern: RegExp): StringRule<T> {
    return this.add((v, a) => (pattern.test(v) ? null : `The ${a} field format is invalid.`));
  }

  url(): StringRule<T> {
    return this.add((v, a) => {
      try {
        const url = new URL(v);
        return url.protocol === 'http:' || url.protocol === 'https:' ? null : `The ${a} field must be a valid URL.`;
      } catch {
        return `The ${a} field must be a valid URL.`;
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
