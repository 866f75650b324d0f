// Texts the compact sign-in computes: validation templates by rule name and a sign-in problem as a
// sentence, all through t() so a language switch re-words them on the next render.
import type { SignInField, SignInProblem, VerificationKind } from '../../src/core/session/auth.ts';
import type { Translate } from '../../src/core/i18n/i18n.ts';
import type { MessageTemplates } from '../../src/core/validation.ts';
import { problemSentence, validationTemplates } from '../../src/core/i18n/form-texts.ts';

const FIELD_KEYS: Record<SignInField, string> = {
  email: 'embedSignIn.email',
  password: 'embedSignIn.password',
  code: 'embedSignIn.otp',
  recovery_code: 'embedSignIn.recoveryCode',
};

export const fieldLabel = (t: Translate) => (field: SignInField, verification: VerificationKind | null) =>
  t(field === 'code' && verification === 'email' ? 'embedSignIn.emailCode' : FIELD_KEYS[field]);

export const validationMessages = (t: Translate): MessageTemplates => validationTemplates(t, 'embedSignIn.validation');

export const problemText = (problem: SignInProblem | null, t: Translate): string | null =>
  problemSentence(problem, t, 'embedSignIn.problems');
