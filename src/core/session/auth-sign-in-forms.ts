// The three forms of the sign-in machine (auth-sign-in.ts): credentials, the code of the
// verification step, and a recovery code; with their client-side rules and labels.
import { normaliseCode, type VerificationKind } from './auth-verification.ts';
import { createForm, email, required, type MessageTemplates, type Rule } from '../validation.ts';

export type SignInField = 'email' | 'password' | 'code' | 'recovery_code';

export const CODE_LENGTH = 6;

const DEFAULT_LABELS: Record<SignInField, string> = {
  email: 'Email',
  password: 'Password',
  code: 'Code',
  recovery_code: 'Recovery code',
};

/** Exactly `length` digits once blanks are removed (passes when empty; `required` catches that). */
export function digits(length: number): Rule {
  return {
    name: 'digits',
    params: { digits: length },
    test: (value) =>
      value === '' ||
      value === null ||
      value === undefined ||
      new RegExp(`^\\d{${length}}$`).test(normaliseCode(String(value))),
  };
}

export interface SignInFormsOptions {
  /** `verification` names the step asked for, so the code field is worded per kind (docs/spec.md §5). */
  label?: (field: SignInField, verification: VerificationKind | null) => string;
  messages?: MessageTemplates;
  /** The verification step currently asked for (read on every check). */
  verification: () => VerificationKind | null;
  /** Prefill of the email field. */
  email: string;
}

export function createSignInForms(options: SignInFormsOptions) {
  // createForm reads labels on every check, so getters follow a language switch.
  const labels = Object.defineProperties(
    {},
    Object.fromEntries(
      (Object.keys(DEFAULT_LABELS) as SignInField[]).map((field) => [
        field,
        { enumerable: true, get: () => options.label?.(field, options.verification()) ?? DEFAULT_LABELS[field] },
      ]),
    ),
  ) as Record<SignInField, string>;
  const formOptions = { labels, messages: options.messages };

  const credentials = createForm({
    ...formOptions,
    fields: { email: [required, email], password: [required] },
    initial: { email: options.email, password: '' },
  });
  const code = createForm({ ...formOptions, fields: { code: [required, digits(CODE_LENGTH)] }, initial: { code: '' } });
  const recoveryCode = createForm({
    ...formOptions,
    fields: { recovery_code: [required] },
    initial: { recovery_code: '' },
  });
  return { credentials, code, recoveryCode };
}
