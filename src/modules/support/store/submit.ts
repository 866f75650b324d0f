// Sending a form: validate everything first, then call the server; a 422 puts its messages next to
// the fields (values stay as typed), anything else becomes a problem the view words.
import { applyError, type SignInProblem } from '../../../core/session/auth.ts';
import { problemSentence } from '../../../core/i18n/form-texts.ts';
import type { Translate } from '../../../core/i18n/i18n.ts';
import type { Form } from '../../../core/validation.ts';

export type Problem = SignInProblem;

/** Runs `send` when the form is valid; answers its result, or the problem (null: a field says it). */
export async function submitForm<V extends Record<string, unknown>, R>(
  form: Form<V>,
  send: (values: V) => Promise<R>,
): Promise<{ ok: true; result: R } | { ok: false; problem: Problem | null }> {
  if (!form.validateAll()) return { ok: false, problem: null };
  try {
    return { ok: true, result: await send(form.$values.get()) };
  } catch (error) {
    return { ok: false, problem: applyError(error, form) };
  }
}

/** 'support.problems.*'; a support form has no sign-in step to expire, so 'expired' says 'failed'. */
export const problemText = (problem: Problem | null, t: Translate): string | null =>
  problemSentence(problem, t, 'support.problems');
