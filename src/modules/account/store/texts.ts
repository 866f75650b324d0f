// Texts the account views compute, under 'account.validation.*' and 'account.problems.*'
// (core/i18n/form-texts.ts words them).
import { problemSentence, validationTemplates } from '../../../core/i18n/form-texts.ts';
import type { SignInProblem } from '../../../core/session/auth.ts';
import type { Translate } from '../../../core/i18n/i18n.ts';
import type { MessageTemplates } from '../../../core/validation.ts';

/** Templates for core/validation: 'account.validation.<rule name>', or the core default. */
export const validationMessages = (t: Translate): MessageTemplates => validationTemplates(t, 'account.validation');

export const problemText = (problem: SignInProblem | null, t: Translate): string | null =>
  problemSentence(problem, t, 'account.problems');
