// Texts the settings views compute: validation templates by rule name and a problem as a sentence.
// Everything goes through t() when shown, so a language switch re-words it on the next render.
import type { Translate } from '../../../../core/i18n/i18n.ts';
import type { MessageTemplates, Rule } from '../../../../core/validation.ts';
import type { SettingsProblem } from './form-action.ts';

export const key = (name: string) => `account.settings.${name}`;

/** Templates for core/validation: 'account.settings.validation.<rule name>', else the core default. */
export function validationMessages(t: Translate): MessageTemplates {
  return (rule: Rule) => {
    const text = t(key(`validation.${rule.name}`));
    return text === key(`validation.${rule.name}`) ? undefined : text;
  };
}

/** Field labels read when a message is built, so they follow the language. */
export function labels<K extends string>(t: Translate, keys: Record<K, string>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const [field, name] of Object.entries(keys) as [K, string][])
    Object.defineProperty(out, field, { get: () => t(key(name)), enumerable: true });
  return out;
}

export function problemText(problem: SettingsProblem | null, t: Translate): string | null {
  if (!problem) return null;
  switch (problem.code) {
    case 'throttled':
      return problem.retryAfter
        ? t(key('problems.throttled'), { seconds: problem.retryAfter })
        : t(key('problems.throttledLater'));
    case 'expired':
      return t(key('problems.expired'));
    case 'network':
      return t(key('problems.network'));
    case 'rejected':
      return problem.text; // the server's reason, as sent
    case 'failed':
      return t(key('problems.failed'));
  }
}
