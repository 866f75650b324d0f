// The pickup reservation form as a store: strain, grams and slot (validated on blur and change,
// docs/spec.md §5; labels read when a message is built, so they follow a language switch), the
// server's 422 next to its field, and one Idempotency-Key per request body.
import { atom } from 'nanostores';
import { applyError, type SignInProblem } from '../../../core/session/auth-problem.ts';
import { ValidationError } from '../../../core/api/errors.ts';
import { t } from '../../../core/i18n/i18n.ts';
import { labelsOf } from '../../../core/i18n/form-texts.ts';
import { createForm, required, type Rule } from '../../../core/validation.ts';
import { createReservation } from '../api.ts';
import { reservationsChanged } from '../store.ts';
import type { Reservation } from '../types.ts';

export const gramsRule: Rule = {
  name: 'grams',
  test: (value) => typeof value !== 'string' || value.trim() === '' || /^\d{1,4}([.,]\d)?$/.test(value.trim()),
};

export function createReserveForm(options: { newKey?: () => string } = {}) {
  const form = createForm({
    fields: { strain_id: [required], grams: [required, gramsRule], slot: [required] },
    initial: { strain_id: '', grams: '', slot: '' },
    labels: labelsOf(t, { strain_id: 'growing.sale.strain', grams: 'growing.sale.grams', slot: 'growing.sale.slot' }),
    messages: (rule) => t(`growing.rules.${rule.name}`),
  });
  const $busy = atom(false);
  const $problem = atom<SignInProblem | null>(null);
  /** The wallet did not cover the last try (the server's `balance` message): the page offers a deposit. */
  const $short = atom(false);
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  let attempt: { body: string; key: string } | null = null;
  return {
    form,
    $busy,
    $problem,
    $short,
    async submit(): Promise<Reservation | null> {
      if ($busy.get() || !form.validateAll()) return null;
      const values = form.$values.get();
      const body = {
        strain_id: Number(values.strain_id),
        grams: values.grams.trim().replace(',', '.'),
        slot: values.slot,
      };
      const text = JSON.stringify(body);
      if (attempt?.body !== text) attempt = { body: text, key: newKey() };
      $busy.set(true);
      $problem.set(null);
      $short.set(false);
      try {
        const reservation = await createReservation(body, attempt.key);
        attempt = null;
        form.reset();
        reservationsChanged();
        return reservation;
      } catch (error) {
        $problem.set(applyError(error, form));
        $short.set(error instanceof ValidationError && Object.hasOwn(error.errors, 'balance'));
        return null;
      } finally {
        $busy.set(false);
      }
    },
  };
}
