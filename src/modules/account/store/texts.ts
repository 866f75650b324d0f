// Texts the account views compute: validation templates by rule name, and a sign-in problem as a
// sentence. Everything goes through t(), so a language switch re-words it on the next render.
import type { SignInProblem } from '../../../core/session/auth.ts';
import type { Translate } from '../../../core/i18n/i18n.ts';
import type { MessageTemplates, Rule } from '../../../core/validation.ts';

/** Templates for core/validation: 'account.validation.<rule name>', or the core default. */
export function validationMessages(t: Translate): MessageTemplates {
  return (rule: Rule) => {
    const key = `account.validation.${rule.name}`;
    const text = t(key);
    return text === key ? undefined : text;
  };
}

export function problemText(problem: SignInProblem | null, t: Translate): string | null {
  if (!problem) return null;
  switch (problem.code) {
    case 'throttled':
      return problem.retryAfter
        ? t('account.problems.throttled', { seconds: problem.retryAfter })
        : t('account.problems.throttledLater');
    case 'expired':
      return t('account.problems.expired');
    case 'network':
      return t('account.problems.network');
    case 'rejected':
      return problem.text; // the server's reason, as Laravel sends it
    case 'failed':
      return t('account.problems.failed');
  }
}
