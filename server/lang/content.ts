// Content the club writes (FAQ, contact topics, terms documents, shop items, events) carries an
// English and a German text and shows in the reader's language, falling back to the other when one is
// missing (docs/spec.md §4 "Language selection"). Stored as a JSON object {en, de} or, for content
// written before, as plain text (whatever language it was written in).
import { currentLocale, type Locale } from './locale.ts';

export type Localized = string | { en?: string | null; de?: string | null };

/** The text of `value` in `locale`, else in the other language; '' when it has none. */
export function inLocale(value: Localized | null | undefined, locale: Locale = currentLocale()): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  const other: Locale = locale === 'de' ? 'en' : 'de';
  return value[locale]?.trim() || value[other]?.trim() || '';
}

/** A stored column: JSON `{"en":…,"de":…}`, or plain text from before. */
export function parseLocalized(stored: string | null | undefined): Localized {
  if (!stored) return '';
  if (stored.startsWith('{')) {
    try {
      const value = JSON.parse(stored) as unknown;
      if (value && typeof value === 'object' && ('en' in value || 'de' in value)) return value as Localized;
    } catch {
      // plain text that starts with a brace
    }
  }
  return stored;
}

/** What is stored for `value`: plain text as it is, both languages as JSON. */
export const storeLocalized = (value: Localized): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The column's text in the reader's language. */
export const localizedColumn = (stored: string | null | undefined, locale: Locale = currentLocale()): string =>
  inLocale(parseLocalized(stored), locale);
