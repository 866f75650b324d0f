// docs/spec.md §5 form rules (required, email, min, confirmed) as plain values, and a small form store
// that validates on blur and change, never on input. Nothing here ever rewrites a value the
// member typed: validation and server errors only fill `$errors`. The email rule tests with the
// contract's form rule, as the server does (core/contract-rules.ts has the others).
import { map, type MapStore } from 'nanostores';
import { isEmail } from '../shared/contract/email.ts';

export interface Rule {
  name: string;
  /** Extra placeholders for the message template, e.g. {min} or {other}. */
  params?: Record<string, string | number>;
  /** The other field this rule compares with (confirmed), re-checked when that field changes. */
  dependsOn?: string;
  test(value: unknown, values: Readonly<Record<string, unknown>>): boolean;
}

export const DEFAULT_MESSAGE = '{field} is not valid.';

/** Empty for the "passes when empty" rules: nothing entered at all. */
export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

export const required: Rule = {
  name: 'required',
  test: (value) => !(isEmpty(value) || value === false || (typeof value === 'string' && value.trim() === '')),
};

export const email: Rule = {
  name: 'email',
  test: (value) => isEmpty(value) || (typeof value === 'string' && isEmail(value.trim())),
};

/** At least `length` characters (counted as the member sees them, not UTF-16 units). */
export function min(length: number): Rule {
  return {
    name: 'min',
    params: { min: length },
    test: (value) => isEmpty(value) || (Array.isArray(value) ? value.length : [...String(value)].length) >= length,
  };
}

/** Equal to the value of another field (password confirmation). */
export function confirmed(otherField: string): Rule {
  return {
    name: 'confirmed',
    params: { other: otherField },
    dependsOn: otherField,
    test: (value, values) => value === values[otherField],
  };
}

/** Replaces `{name}` placeholders; unknown ones stay visible so a missing value is noticed. */
export function formatMessage(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Translated templates per rule name, or a function answering one (e.g. backed by t()). */
export type MessageTemplates = Partial<Record<string, string>> | ((rule: Rule) => string | undefined);

export interface ValidateOptions {
  /** Shown for {field}: the translated label, else the field name. */
  field: string;
  values?: Readonly<Record<string, unknown>>;
  messages?: MessageTemplates;
}

/** The message of a failed `rule`: its template (or the default) with {field} and the rule's params. */
export function ruleMessage(rule: Rule, { field, messages }: Omit<ValidateOptions, 'values'>): string {
  const template = (typeof messages === 'function' ? messages(rule) : messages?.[rule.name]) ?? DEFAULT_MESSAGE;
  return formatMessage(template, { ...rule.params, field });
}

/** The message of the first failing rule, or null when the value passes all of them. */
export function validate(
  value: unknown,
  rules: readonly Rule[],
  { field, values = {}, messages }: ValidateOptions,
): string | null {
  const failed = rules.find((rule) => !rule.test(value, values));
  return failed ? ruleMessage(failed, { field, messages }) : null;
}

export interface FormOptions<V extends Record<string, unknown>> {
  fields: Partial<Record<keyof V & string, readonly Rule[]>>;
  initial: V;
  labels?: Partial<Record<keyof V & string, string>>;
  messages?: MessageTemplates;
}

export type FormErrors = Record<string, string | undefined>;

export interface Form<V extends Record<string, unknown>> {
  $values: MapStore<V>;
  /** The message shown next to each field; absent when the field is fine. */
  $errors: MapStore<FormErrors>;
  $touched: MapStore<Record<string, boolean | undefined>>;
  /** Typing: stores the value, validates nothing. */
  input<K extends keyof V & string>(name: K, value: V[K]): void;
  /** A committed change (select, checkbox, change event): stores and validates the field. */
  change<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Leaving a field: validates it only when the member typed into it or it was checked before. */
  blur(name: keyof V & string): void;
  /** Validates every field (before submit); true when all pass. */
  validateAll(): boolean;
  /** A 422's `errors`: the first message of each field goes next to it. Values stay as typed. */
  setServerErrors(errors: Record<string, readonly string[]>): void;
  /**
   * Words the form's own messages shown now again (labels and templates are read anew, so they
   * follow a language switch); the outcome stays, and a server's message stays as it was sent.
   */
  retranslate(): void;
  reset(): void;
}

export function createForm<V extends Record<string, unknown>>(options: FormOptions<V>): Form<V> {
  const { fields, initial, labels = {}, messages } = options;
  const $values = map<V>({ ...initial });
  const $errors = map<FormErrors>({});
  const $touched = map<Record<string, boolean | undefined>>({});
  const names = Object.keys(fields) as (keyof V & string)[];
  // nanostores' per-key typing cannot follow a generic V; keys are plain strings inside.
  const setValue = (name: string, value: unknown) => ($values as MapStore<Record<string, unknown>>).setKey(name, value);
  const setError = (name: string, error: string | undefined) => $errors.setKey(name, error);
  const touch = (name: string) => $touched.setKey(name, true);
  // Fields the member typed into or changed (docs/spec.md §5: only those validate on blur). Focus that
  // merely leaves an untouched field (a language menu, a dialog taking focus) says nothing.
  const edited = new Set<string>();
  // The values the last submit checked: leaving or committing such a field again checks nothing, so
  // a server's message set since stays (docs/spec.md §5) and nothing under the field moves.
  const submitted = new Map<string, unknown>();
  const checkedAtSubmit = (name: string) => submitted.has(name) && Object.is(submitted.get(name), $values.get()[name]);
  // The rule each field's shown message comes from (none: no message, or the server's).
  const failed: Record<string, Rule | undefined> = {};
  const word = (name: string, rule: Rule) =>
    ruleMessage(rule, { field: (labels as Record<string, string | undefined>)[name] ?? name, messages });

  const check = (name: keyof V & string) => {
    const values = $values.get();
    const rule = (fields[name] ?? []).find((r) => !r.test(values[name], values));
    failed[name] = rule;
    setError(name, rule && word(name, rule));
    return !rule;
  };
  // A confirmation already checked follows the field it confirms.
  const checkDependents = (name: string) => {
    for (const other of names) {
      if ($touched.get()[other] && fields[other]?.some((rule) => rule.dependsOn === name)) check(other);
    }
  };

  return {
    $values,
    $errors,
    $touched,
    input(name, value) {
      edited.add(name);
      setValue(name, value);
    },
    change(name, value) {
      edited.add(name);
      setValue(name, value);
      if (checkedAtSubmit(name)) return;
      touch(name);
      check(name);
      checkDependents(name);
    },
    blur(name) {
      if (!edited.has(name) && !$touched.get()[name]) return;
      if (checkedAtSubmit(name)) return;
      touch(name);
      check(name);
      checkDependents(name);
    },
    validateAll() {
      let valid = true;
      for (const name of names) {
        touch(name);
        valid = check(name) && valid;
        submitted.set(name, $values.get()[name]);
      }
      return valid;
    },
    setServerErrors(errors) {
      for (const [name, list] of Object.entries(errors)) {
        if (list[0] === undefined) continue;
        setError(name, list[0]);
        failed[name] = undefined;
      }
    },
    retranslate() {
      for (const [name, rule] of Object.entries(failed)) if (rule) setError(name, word(name, rule));
    },
    reset() {
      for (const name of Object.keys(failed)) failed[name] = undefined;
      edited.clear();
      submitted.clear();
      $values.set({ ...initial });
      $errors.set({});
      $touched.set({});
    },
  };
}
