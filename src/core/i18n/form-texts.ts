// Texts every form computes, each module under its own message keys: validation templates by rule
// name (docs/spec.md §5) and a problem (auth-problem.ts) as a sentence. Everything goes through t(),
// so a language switch re-words it on the next render.
import type { SignInProblem } from '../session/auth-problem.ts';
import type { MessageTemplates, Rule } from '../validation.ts';
import type { Translate } from './i18n.ts';

/** Templates for core/validation: '<prefix>.<rule name>', or the core default when that key is missing. */
export function validationTemplates(t: Translate, prefix: string): MessageTemplates {
  return (rule: Rule) => {
    const key = `${prefix}.${rule.name}`;
    const text = t(key);
    return text === key ? undefined : text;
  };
}

/** The texts problemSentence needs under its prefix ('expired' only where a step can expire). */
export const PROBLEM_TEXTS = ['throttled', 'throttledLater', 'network', 'failed'] as const;

/**
 * A problem as a sentence from '<prefix>.throttled' (with {seconds}), '.throttledLater', '.expired',
 * '.network' and '.failed'; a module without '.expired' (no sign-in step) says '.failed'. A refusal
 * ('rejected') shows the server's reason as it was sent.
 */
export function problemSentence(problem: SignInProblem | null, t: Translate, prefix: string): string | null {
  if (!problem) return null;
  switch (problem.code) {
    case 'throttled':
      return problem.retryAfter
        ? t(`${prefix}.throttled`, { seconds: problem.retryAfter })
        : t(`${prefix}.throttledLater`);
    case 'expired': {
      const text = t(`${prefix}.expired`);
      return text === `${prefix}.expired` ? t(`${prefix}.failed`) : text;
    }
    case 'network':
      return t(`${prefix}.network`);
    case 'rejected':
      return problem.text;
    case 'failed':
      return t(`${prefix}.failed`);
  }
}

/**
 * Field labels by message key, each read when a message is built, so a form made once words its
 * messages in the language shown then: `labelsOf(t, { amount: 'wallet.form.amount' })`.
 */
export function labelsOf<K extends string>(t: Translate, keys: Record<K, string>): Record<K, string> {
  const labels = {} as Record<K, string>;
  for (const [field, key] of Object.entries(keys) as [K, string][])
    Object.defineProperty(labels, field, { get: () => t(key), enumerable: true });
  return labels;
}
