// Sending a form: validate everything first, then call the server; a 422 puts its messages next to
// the fields (values stay as typed), anything else becomes a problem the view words.
import { applyError, type SignInProblem } from '../../../core/session/auth.ts';
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

export function problemText(problem: Problem | null, t: Translate): string | null {
  if (!problem) return null;
  switch (problem.code) {
    case 'throttled':
      return problem.retryAfter
        ? t('support.problems.throttled', { seconds: problem.retryAfter })
        : t('support.problems.throttledLater');
    case 'network':
      return t('support.problems.network');
    case 'rejected':
      return problem.text; // the server's reason, as Laravel sends it
    case 'expired':
    case 'failed':
      return t('support.problems.failed');
  }
}
