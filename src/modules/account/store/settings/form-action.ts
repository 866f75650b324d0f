// A settings form as a store: the core form (validation on blur and change, docs/spec.md §5), a busy flag,
// and what went wrong as data. Submitting validates everything first; a 422 puts the server's
// messages next to their fields (what the member typed stays); anything else is the problem.
import { atom, type ReadableAtom } from 'nanostores';
import { applyError, type SignInProblem } from '../../../../core/session/auth-problem.ts';
import { ApiError } from '../../../../core/api/errors.ts';
import { createForm, type Form, type FormOptions } from '../../../../core/validation.ts';
import { createFormSubmit } from '../../../../core/form-submit.ts';

export type SettingsProblem = SignInProblem;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = Form<any>;

/** applyError, plus: a 403 carries the server's reason (e.g. no changes in ghost mode), shown as sent. */
/** An error whose message is already the sentence to show (worded by the store, translated). */
export class ShownError extends Error {}

export function problemOf(error: unknown, form: AnyForm | null): SettingsProblem | null {
  if (error instanceof ShownError) return { code: 'rejected', text: error.message };
  if (error instanceof ApiError && error.status === 403 && error.body.message)
    return { code: 'rejected', text: error.body.message };
  return applyError(error, form);
}

export interface FormAction<V extends Record<string, unknown>> {
  form: Form<V>;
  $busy: ReadableAtom<boolean>;
  $problem: ReadableAtom<SettingsProblem | null>;
  /** True when the action ran to its end. */
  submit(): Promise<boolean>;
  clearProblem(): void;
}

export interface FormActionOptions<V extends Record<string, unknown>> extends FormOptions<V> {
  run(values: V): Promise<void>;
}

export function createFormAction<V extends Record<string, unknown>>({
  run,
  ...formOptions
}: FormActionOptions<V>): FormAction<V> {
  const form = createForm(formOptions);
  return { form, ...createFormSubmit(form, run, problemOf) };
}

/** Runs a one-click action (no fields): the same busy flag and problem as a form. */
export function createAction<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const $busy = atom(false);
  const $problem = atom<SettingsProblem | null>(null);
  return {
    $busy,
    $problem,
    async run(...args: A): Promise<boolean> {
      if ($busy.get()) return false;
      $busy.set(true);
      $problem.set(null);
      try {
        await run(...args);
        return true;
      } catch (error) {
        $problem.set(problemOf(error, null));
        return false;
      } finally {
        $busy.set(false);
      }
    },
  };
}
