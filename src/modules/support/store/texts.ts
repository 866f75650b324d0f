// Texts the support views compute: validation templates by rule name ('support.validation.<rule>'),
// and a `max` rule for the server's length limits (core/validation has the docs/spec.md §5 rules only).
import { validationTemplates } from '../../../core/i18n/form-texts.ts';
import type { Translate } from '../../../core/i18n/i18n.ts';
import { isEmpty, type MessageTemplates, type Rule } from '../../../core/validation.ts';

export const validationMessages = (t: Translate): MessageTemplates => validationTemplates(t, 'support.validation');

/** At most `length` characters (as the server counts them: code points). Passes when empty. */
export function max(length: number): Rule {
  return {
    name: 'max',
    params: { max: length },
    test: (value) => isEmpty(value) || [...String(value)].length <= length,
  };
}
