// Laravel's __() for the server's own messages: English is the source text in the code and the key
// of server/lang/de.ts (as in Laravel's lang/de.json); `:name` placeholders are filled afterwards,
// `:Name` with a capital first letter. The language is the request's (locale.ts).
import de from './de.ts';
import { attributes as englishAttributes, validation as englishRules, type RuleName } from './en.ts';
import { currentLocale, type Locale } from './locale.ts';

export type Replacements = Record<string, string | number>;

/** One language's texts (Laravel's lang/xx/validation.php and lang/xx.json in one object). */
export interface ServerTexts {
  /** A template per Laravel rule (English: `validation` in ./en.ts). */
  validation: Record<RuleName, string>;
  /** Per field, a wording of a rule that replaces the general template. */
  custom: Record<string, Partial<Record<RuleName, string>>>;
  /** Field names in messages; a field without one is shown as `ref hash`. */
  attributes: Record<string, string>;
  /** English sentence (the text in the code) -> this language. */
  sentences: Record<string, string>;
}

const tables: Record<Exclude<Locale, 'en'>, ServerTexts> = { de };

/** `table[key]` when the table has it itself: a field named `constructor` is not Object's. */
export function own<T>(table: Record<string, T> | undefined, key: string): T | undefined {
  return table && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The texts of `locale`; null for English, whose texts are the source in the code. */
export function translation(locale: Locale = currentLocale()): ServerTexts | null {
  return locale === 'en' ? null : tables[locale];
}

/** Fills `:name` / `:Name` / `:NAME`; longer names first, so `:values` is not read as `:value` + s. */
export function replacePlaceholders(text: string, replace: Replacements = {}): string {
  const names = Object.keys(replace).sort((a, b) => b.length - a.length);
  if (names.length === 0) return text;
  const pattern = new RegExp(`:(${names.join('|')})`, 'gi');
  return text.replace(pattern, (_match, found: string) => {
    const name = names.find((n) => n.toLowerCase() === found.toLowerCase())!;
    const value = String(replace[name]);
    if (found === found.toUpperCase() && found !== found.toLowerCase()) return value.toUpperCase();
    if (found[0] !== found[0].toLowerCase()) return value.charAt(0).toUpperCase() + value.slice(1);
    return value;
  });
}

/** `__('These credentials do not match our records.')`, in the request's language. */
export function __(text: string, replace?: Replacements, locale: Locale = currentLocale()): string {
  const translated = own(translation(locale)?.sentences, text) ?? text;
  return replacePlaceholders(translated, replace);
}

/** A field's name in a message: from en.ts's or de.ts's attributes, else `password_confirmation` -> "password confirmation". */
export function attributeName(field: string, locale: Locale = currentLocale()): string {
  const names = locale === 'en' ? englishAttributes : translation(locale)?.attributes;
  return own(names, field) ?? field.replace(/_/g, ' ');
}

/**
 * A rule's message for `field` in the request's language, as Laravel words it:
 * `fieldMessage('unique', 'email')` -> "The email has already been taken." A per-field wording
 * (de.ts `custom`) wins over the rule's.
 */
export function fieldMessage(rule: RuleName, field: string, replace: Replacements = {}): string {
  const locale = currentLocale();
  const texts = translation(locale);
  const template = own(texts?.custom, field)?.[rule] ?? texts?.validation[rule] ?? englishRules[rule];
  return replacePlaceholders(template, { attribute: attributeName(field, locale), ...replace });
}
