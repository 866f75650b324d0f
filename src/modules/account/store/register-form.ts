// The register form as a store: docs/spec.md §5 rules on the client, POST auth/register, the server's 422
// next to its fields, and then "check your email": the server answers a new and a known address
// alike and signs nobody in. The view (register-page.tsx) only renders it.
import { atom } from 'nanostores';
import { createFormSubmit } from '../../../core/form-submit.ts';
import type { Translate } from '../../../core/i18n/i18n.ts';
import { confirmed, createForm, email, min, required, type Rule } from '../../../core/validation.ts';
import { dateOfBirth, personName } from '../../../core/contract-rules.ts';
import { createFetcher } from '../../../core/resource/resource.ts';
import { PASSWORD_MIN } from '../../../shared/contract/form-rules.ts';
import { getCurrentTerms, register } from '../api.ts';
import { validationMessages } from './texts.ts';

/** The current terms documents the box links to (public: nobody is signed in yet). */
export const currentTerms = createFetcher({ fetch: getCurrentTerms, public: true });

/** The contract's minimum; the server checks it again with the common-password list. */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN;

/** The terms box must be ticked (its own message: "Please accept the terms"). */
export const accepted: Rule = { name: 'accepted', test: (value) => value === true };

export interface RegisterValues extends Record<string, unknown> {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
  ref_hash: string;
  date_of_birth: string;
}

const LABELS: Record<keyof RegisterValues, string> = {
  name: 'account.fields.name',
  email: 'account.fields.email',
  password: 'account.fields.password',
  password_confirmation: 'account.fields.passwordConfirmation',
  terms: 'account.fields.terms',
  ref_hash: 'account.fields.refHash',
  date_of_birth: 'account.fields.dateOfBirth',
};

export interface RegisterFormOptions {
  t: Translate;
  /** The referral hash to prefill (route or stored referral). */
  refHash: string;
  /** The language the member uses now; the server stores it on the account. */
  language: () => string;
}

export function createRegisterForm(options: RegisterFormOptions) {
  const { t } = options;
  const labels = Object.defineProperties(
    {},
    Object.fromEntries(Object.entries(LABELS).map(([field, key]) => [field, { enumerable: true, get: () => t(key) }])),
  );
  const form = createForm<RegisterValues>({
    fields: {
      name: [required, personName],
      email: [required, email],
      password: [required, min(MIN_PASSWORD_LENGTH)],
      password_confirmation: [required, confirmed('password')],
      terms: [accepted],
      ref_hash: [],
      date_of_birth: [dateOfBirth()],
    },
    initial: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      terms: false,
      ref_hash: options.refHash,
      date_of_birth: '',
    },
    labels,
    messages: validationMessages(t),
  });
  /** The address the confirmation went to, once the server took the registration. */
  const $sentTo = atom<string | null>(null);
  // true once the server took the registration (the member confirms the address, then logs in)
  const { $busy, $problem, submit } = createFormSubmit(form, async (values) => {
    await register({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      password_confirmation: values.password_confirmation,
      terms: true,
      ...(values.ref_hash.trim() ? { ref_hash: values.ref_hash.trim() } : {}),
      language: options.language(),
      ...(values.date_of_birth ? { date_of_birth: values.date_of_birth } : {}),
    });
    $sentTo.set(values.email.trim());
  });

  return { form, $busy, $problem, $sentTo, submit };
}
