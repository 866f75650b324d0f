// The language of the request being answered: en or de, from its Accept-Language header, held in
// an AsyncLocalStorage for the whole request so `__()` needs no parameter threaded through every
// function. Outside a request (CLI, tests calling code directly) it is English.
import { AsyncLocalStorage } from 'node:async_hooks';
import { FALLBACK_LANGUAGE, languageOf, type Language } from '../../src/shared/contract/language.ts';

// The client's languages and its rule for a tag (docs/spec.md §4): what the portal sends is what we speak.
export type Locale = Language;
export const FALLBACK_LOCALE: Locale = FALLBACK_LANGUAGE;

/** `de-CH,de;q=0.9,en;q=0.8` -> de: the first entry we speak (an entry with q=0 refuses), else en. */
export function localeFromHeader(header: string | null | undefined): Locale {
  for (const entry of (header ?? '').split(',')) {
    const [tag = '', ...params] = entry.split(';');
    if (params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(param))) continue;
    const locale = languageOf(tag);
    if (locale) return locale;
  }
  return FALLBACK_LOCALE;
}

const storage = new AsyncLocalStorage<Locale>();

/** The locale of the request being answered; English outside one. */
export function currentLocale(): Locale {
  return storage.getStore() ?? FALLBACK_LOCALE;
}

/**
 * Runs a request's `fn` in `locale`. English where no language is set around the request needs no
 * store (currentLocale answers it all the same): most API calls, kept off AsyncLocalStorage's
 * per-call cost (docs/architecture.md decision 13).
 */
export function inRequestLocale<T>(locale: Locale, fn: () => T): T {
  return locale === FALLBACK_LOCALE && storage.getStore() === undefined ? fn() : storage.run(locale, fn);
}

/** Runs `fn` in `locale`, e.g. work for a member outside their own request. */
export function withLocale<T>(locale: Locale, fn: () => T): T {
  return storage.run(locale, fn);
}
