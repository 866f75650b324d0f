// Texts the settings views compute: validation templates by rule name and a problem as a sentence.
// Everything goes through t() when shown, so a language switch re-words it on the next render.
import type { Translate } from '../../../../core/i18n/i18n.ts';
import { problemSentence, validationTemplates } from '../../../../core/i18n/form-texts.ts';
import type { MessageTemplates } from '../../../../core/validation.ts';
import type { SettingsProblem } from './form-action.ts';

export const key = (name: string) => `account.settings.${name}`;

/** Templates for core/validation: 'account.settings.validation.<rule name>', else the core default. */
export const validationMessages = (t: Translate): MessageTemplates => validationTemplates(t, key('validation'));

/** Field labels read when a message is built, so they follow the language. */
export function labels<K extends string>(t: Translate, keys: Record<K, string>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const [field, name] of Object.entries(keys) as [K, string][])
    Object.defineProperty(out, field, { get: () => t(key(name)), enumerable: true });
  return out;
}

export const problemText = (problem: SettingsProblem | null, t: Translate): string | null =>
  problemSentence(problem, t, key('problems'));
