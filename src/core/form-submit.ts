// Sending a form as a store: one send at a time (busy meanwhile), every field validated first; a
// 422 puts the server's messages next to their fields (what was typed stays), anything else is the
// problem the view words (session/auth-problem.ts).
import { atom, type ReadableAtom } from 'nanostores';
import { applyError, type SignInProblem } from './session/auth-problem.ts';
import type { Form } from './validation.ts';

export interface FormSubmit {
  $busy: ReadableAtom<boolean>;
  $problem: ReadableAtom<SignInProblem | null>;
  /** True once `send` ran to its end; false when a field is invalid, a send is running or it failed. */
  submit(): Promise<boolean>;
  clearProblem(): void;
}

/** `send` with `form`'s values; `problemOf` words a failure (applyError by default). */
export function createFormSubmit<V extends Record<string, unknown>>(
  form: Form<V>,
  send: (values: V) => Promise<unknown>,
  problemOf: (error: unknown, form: Form<V>) => SignInProblem | null = applyError,
): FormSubmit {
  const $busy = atom(false);
  const $problem = atom<SignInProblem | null>(null);
  return {
    $busy,
    $problem,
    async submit() {
      if ($busy.get() || !form.validateAll()) return false;
      $busy.set(true);
      $problem.set(null);
      try {
        await send(form.$values.get());
        return true;
      } catch (error) {
        $problem.set(problemOf(error, form));
        return false;
      } finally {
        $busy.set(false);
      }
    },
    clearProblem: () => $problem.set(null),
  };
}
