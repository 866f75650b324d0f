// The languages of docs/spec.md §4 and its rule for one language tag, without imports: the client's i18n
// and the server's Accept-Language (server/lang/locale.ts) must read a tag the same way.
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** First two letters, 'ch' means German; null for a language we do not speak. */
export function languageOf(tag: string | null | undefined): Language | null {
  const short = (tag ?? '').trim().slice(0, 2).toLowerCase();
  const mapped = short === 'ch' ? 'de' : short;
  return (LANGUAGES as readonly string[]).includes(mapped) ? (mapped as Language) : null;
}
