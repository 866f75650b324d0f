// A form that moves money (make-deposit, make-withdraw) as a store: the core form (validation on
// blur and change, docs/spec.md §5), a busy flag, the problem as data, and the Idempotency-Key: one per
// request body, so a retry after a lost answer books once and a changed amount is a new request.
import { atom } from 'nanostores';
import { applyError, type SignInProblem } from '../../../core/session/auth-problem.ts';
import { ApiError } from '../../../core/api/errors.ts';
import { createForm, type FormOptions, type Rule } from '../../../core/validation.ts';
import { isAmount } from '../../../shared/contract/form-rules.ts';
import { isIban } from '../../../shared/contract/iban.ts';

/** Euros with at most two decimals, the contract's rule; a comma counts as the decimal mark ('12,50'). */
export const amountRule: Rule = {
  name: 'amount',
  test: (value) => typeof value !== 'string' || value.trim() === '' || isAmount(value),
};

/** A valid IBAN (ISO 13616 format and checksum), the contract's rule the server checks too. */
export const ibanRule: Rule = {
  name: 'iban',
  test: (value) => typeof value !== 'string' || value.trim() === '' || isIban(value),
};

/** What the server reads: '12,50' -> '12.50'. */
export const normalizeAmount = (value: string) => value.trim().replace(',', '.');

export interface MoneyFormOptions<V extends Record<string, unknown>, R> extends FormOptions<V> {
  run(values: V, idempotencyKey: string): Promise<R>;
  newKey?: () => string;
}

export function createMoneyForm<V extends Record<string, unknown>, R>({
  run,
  newKey = () => crypto.randomUUID(),
  ...formOptions
}: MoneyFormOptions<V, R>) {
  const form = createForm(formOptions);
  const $busy = atom(false);
  const $problem = atom<SignInProblem | null>(null);
  let attempt: { body: string; key: string } | null = null;
  return {
    form,
    $busy,
    $problem,
    /** The answer, or null when the form or the server refused (messages are on the form). */
    async submit(): Promise<R | null> {
      if ($busy.get() || !form.validateAll()) return null;
      const values = form.$values.get();
      const body = JSON.stringify(values);
      if (attempt?.body !== body) attempt = { body, key: newKey() };
      $busy.set(true);
      $problem.set(null);
      try {
        const result = await run(values, attempt.key);
        attempt = null;
        return result;
      } catch (error) {
        // A 403 (ghost mode) carries its reason; a 422 goes next to its fields.
        $problem.set(
          error instanceof ApiError && error.status === 403 && error.body.message
            ? { code: 'rejected', text: error.body.message }
            : applyError(error, form),
        );
        return null;
      } finally {
        $busy.set(false);
      }
    },
  };
}
