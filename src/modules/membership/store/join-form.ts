// The application (docs/spec.md §12 "Joining the club", KCanG §16) as a store: the client checks what
// is missing, the server decides the rest (18 or older, residence, the password policy) and its 422
// lands next to each field; then "thank you" in the server's words. The views (the /join page and
// <club-join>) only render it.
import { atom } from 'nanostores';
import { createFormSubmit } from '../../../core/form-submit.ts';
import { validationTemplates } from '../../../core/i18n/form-texts.ts';
import type { Translate } from '../../../core/i18n/i18n.ts';
import { confirmed, createForm, email, required, type Rule } from '../../../core/validation.ts';
import { apply } from '../api.ts';

const accepted: Rule = { name: 'accepted', test: (value) => value === true };

export interface JoinValues extends Record<string, unknown> {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
  date_of_birth: string;
  street: string;
  zip: string;
  city: string;
  resident_since: string;
  no_other_club: boolean;
  statutes: boolean;
  fee_plan: boolean;
}

/** Each field's label key, in the form's order. */
export const JOIN_LABELS: Record<keyof JoinValues, string> = {
  firstname: 'membership.join.firstname',
  lastname: 'membership.join.lastname',
  email: 'membership.join.email',
  password: 'membership.join.password',
  password_confirmation: 'membership.join.passwordConfirmation',
  date_of_birth: 'membership.join.dateOfBirth',
  street: 'membership.join.street',
  zip: 'membership.join.zip',
  city: 'membership.join.city',
  resident_since: 'membership.join.residentSince',
  no_other_club: 'membership.join.noOtherClub',
  statutes: 'membership.join.statutes',
  fee_plan: 'membership.join.feePlan',
};

export function createJoinForm(t: Translate, language: () => string) {
  // Read at render time: a language switch re-words labels and messages.
  const labels = Object.defineProperties(
    {},
    Object.fromEntries(
      Object.entries(JOIN_LABELS).map(([field, key]) => [field, { enumerable: true, get: () => t(key) }]),
    ),
  );
  const form = createForm<JoinValues>({
    fields: {
      firstname: [required],
      lastname: [required],
      email: [required, email],
      password: [required],
      password_confirmation: [required, confirmed('password')],
      date_of_birth: [required],
      street: [required],
      zip: [required],
      city: [required],
      resident_since: [required],
      no_other_club: [accepted],
      statutes: [accepted],
      fee_plan: [accepted],
    },
    initial: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      password_confirmation: '',
      date_of_birth: '',
      street: '',
      zip: '',
      city: '',
      resident_since: '',
      no_other_club: false,
      statutes: false,
      fee_plan: false,
    },
    labels,
    messages: validationTemplates(t, 'membership.join.validation'),
  });
  /** The server's thank-you, once it took the application. */
  const $done = atom<string | null>(null);
  const { $busy, $problem, submit } = createFormSubmit(form, async (v) => {
    const answer = await apply({
      firstname: v.firstname.trim(),
      lastname: v.lastname.trim(),
      email: v.email.trim(),
      password: v.password,
      password_confirmation: v.password_confirmation,
      date_of_birth: v.date_of_birth,
      street: v.street.trim(),
      zip: v.zip.trim(),
      city: v.city.trim(),
      resident_since: v.resident_since,
      no_other_club: true,
      statutes: true,
      fee_plan: true,
      language: language() as 'en' | 'de',
    });
    $done.set(answer.message);
  });

  return { form, $busy, $problem, $done, submit };
}
