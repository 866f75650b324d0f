// Texts the compact sign-in computes: validation templates by rule name and a sign-in problem as a
// sentence, all through t() so a language switch re-words them on the next render.
import type { SignInField, SignInProblem, VerificationKind } from '../../src/core/session/auth.ts';
import type { Translate } from '../../src/core/i18n/i18n.ts';
import type { MessageTemplates, Rule } from '../../src/core/validation.ts';

const FIELD_KEYS: Record<SignInField, string> = {
  email: 'embedSignIn.email',
  password: 'embedSignIn.password',
  code: 'embedSignIn.otp',
  recovery_code: 'embedSignIn.recoveryCode',
};

export const fieldLabel = (t: Translate) => (field: SignInField, verification: VerificationKind | null) =>
  t(field === 'code' && verification === 'email' ? 'embedSignIn.emailCode' : FIELD_KEYS[field]);

export function validationMessages(t: Translate): MessageTemplates {
  return (rule: Rule) => {
    const key = `embedSignIn.validation.${rule.name}`;
    const text = t(key);
    return text === key ? undefined : text;
  };
}

export function problemText(problem: SignInProblem | null, t: Translate): string | null {
  if (!problem) return null;
  switch (problem.code) {
    case 'throttled':
      return problem.retryAfter
        ? t('embedSignIn.problems.throttled', { seconds: problem.retryAfter })
        : t('embedSignIn.problems.throttledLater');
    case 'expired':
      return t('embedSignIn.problems.expired');
    case 'network':
      return t('embedSignIn.problems.network');
    case 'rejected':
      return problem.text; // the server's own reason (e.g. "These credentials do not match our records.")
    case 'failed':
      return t('embedSignIn.problems.failed');
  }
}
