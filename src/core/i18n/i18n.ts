// Translations on rosetta (its only import): the language rules of docs/spec.md §4, per-module tables
// loaded on demand, `{placeholder}` interpolation, and stores that make React views re-render.
import rosetta from 'rosetta';
import { atom, computed, keepMount, type ReadableAtom } from 'nanostores';
import { FALLBACK_LANGUAGE, languageOf, type Language } from '../../shared/contract/language.ts';

export { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../shared/contract/language.ts';

export interface MessageTable {
  readonly [key: string]: string | MessageTable;
}

/** The shape a translation must have: every key of `T`, nested the same way, string leaves. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export type MessageLoader = () => Promise<{ default: MessageTable }>;
export type MessageLoaders = Record<Language, MessageLoader>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: string, params?: MessageParams) => string;

/** docs/spec.md §4: first two letters, 'ch' means German, anything unavailable means English. */
export function normaliseLanguage(value: string | null | undefined): Language {
  return languageOf(value) ?? FALLBACK_LANGUAGE;
}

/** docs/spec.md §4: the saved language first, otherwise the browser's. */
export function detectLanguage(
  saved: string | null | undefined,
  navigatorLanguage: string | null | undefined,
): Language {
  return normaliseLanguage(saved?.trim() ? saved : navigatorLanguage);
}

/** Dotted keys whose text is in `a` but not in `b` (a missing key, or a group where a text should be). */
export function missingKeys(a: MessageTable, b: MessageTable, prefix = ''): string[] {
  const missing: string[] = [];
  for (const [key, value] of Object.entries(a)) {
    const path = prefix + key;
    const other = b[key];
    if (typeof value === 'string') {
      if (typeof other !== 'string') missing.push(path);
    } else if (other === undefined || typeof other === 'string') {
      missing.push(...leafKeys(value, `${path}.`));
    } else {
      missing.push(...missingKeys(value, other, `${path}.`));
    }
  }
  return missing;
}

/** Dotted keys whose text is empty or blank. */
export function emptyKeys(table: MessageTable, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? (value.trim() === '' ? [prefix + key] : []) : emptyKeys(value, `${prefix}${key}.`),
  );
}

function leafKeys(table: MessageTable, prefix: string): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );
}

export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  // A placeholder without a value stays visible, so a missing param is noticed, not blanked.
  return template.replace(/\{\s*([\w.-]+)\s*\}/g, (match, name: string) =>
    params[name] === undefined || params[name] === null ? match : String(params[name]),
  );
}

/** Where the language is written as `lang` (the portal's <html>); null for widgets on a host page. */
export interface LangTarget {
  lang: string;
}

export interface I18n {
  readonly $locale: ReadableAtom<Language>;
  /** A counter bumped whenever a table is loaded. */
  readonly $messages: ReadableAtom<number>;
  /** Changes with the locale and with every loaded table: `const { t } = useStore($i18n)`. */
  readonly $i18n: ReadableAtom<{ locale: Language; version: number; t: Translate }>;
  setLocale(lang: string): Promise<void>;
  /**
   * `moduleId` may name a part of a module's table: 'account.settings' joins it under that key,
   * 'account#screens' joins its groups at the table's top (a part loaded with the screens using it).
   */
  registerMessages(moduleId: string, loaders: MessageLoaders): void;
  /** Loads the current and the fallback table of each module (all registered ones by default). */
  loadMessages(moduleIds?: readonly string[]): Promise<void>;
  t: Translate;
  setLangTarget(target: LangTarget | null): void;
  /**
   * From now on tables load only when asked (loadMessages with their ids; a language switch loads
   * again the ones asked for so far), in the current language only: for tables complete in every
   * language (the widgets' on a club's page, which then downloads one language's texts).
   */
  loadOnDemand(): void;
}

/** A text that depends on {count}: one form per plural category of Intl.PluralRules, `other` always there. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function isPluralForms(value: unknown): value is PluralForms {
  return typeof value === 'object' && value !== null && typeof (value as { other?: unknown }).other === 'string';
}

/**
 * `b` laid over `a`, group by group: a part of a module's table loaded on its own (registered as
 * 'account.settings', read as 'account.settings.…') joins the module's table, in either order.
 */
function mergeTables(a: MessageTable | string | undefined, b: MessageTable): MessageTable {
  if (!a || typeof a === 'string') return b;
  const merged: Record<string, string | MessageTable> = { ...a };
  for (const [key, value] of Object.entries(b))
    merged[key] = typeof value === 'string' ? value : mergeTables(merged[key], value);
  return merged;
}

const pluralRulesByLanguage = new Map<string, Intl.PluralRules>();
function pluralRules(lang: string): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(lang);
  if (!rules) pluralRulesByLanguage.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules;
}

export function createI18n(options: { langTarget?: LangTarget | null } = {}): I18n {
  const $locale = atom<Language>(FALLBACK_LANGUAGE);
  const $messages = atom(0);
  const tables = rosetta<MessageTable>();
  const registry = new Map<string, MessageLoaders>();
  const loaded = new Set<string>();
  const loading = new Map<string, Promise<void>>();
  let langTarget = options.langTarget ?? null;
  let switching = 0;
  // The language a switch is loading: a table registered meanwhile (the members' texts arrive as
  // a member's saved language is applied after sign-in) must load in it too, or it stays English.
  let switchingTo: Language | null = null;
  // loadOnDemand(): the tables asked for so far, and no fallback language loaded beside the current
  let asked: Set<string> | null = null;
  const fallback = (): Language[] => (asked ? [] : [FALLBACK_LANGUAGE]);
  tables.locale(FALLBACK_LANGUAGE);

  function load(moduleIds: readonly string[], languages: readonly Language[]): Promise<void> {
    const jobs: Promise<void>[] = [];
    for (const moduleId of moduleIds) {
      const loaders = registry.get(moduleId);
      if (!loaders) return Promise.reject(new Error(`No messages are registered for module "${moduleId}".`));
      asked?.add(moduleId);
      for (const lang of new Set(languages)) {
        const id = `${moduleId}:${lang}`;
        if (loaded.has(id)) continue;
        let job = loading.get(id);
        if (!job) {
          job = loaders[lang]()
            .then((module) => {
              const [top, ...rest] = moduleId.split('#')[0]!.split('.') as [string, ...string[]];
              const table = rest.reduceRight<MessageTable>((inner, key) => ({ [key]: inner }), module.default);
              tables.set(lang, { [top]: mergeTables(tables.table(lang)?.[top], table) });
              loaded.add(id);
              $messages.set($messages.get() + 1);
            })
            .finally(() => loading.delete(id));
          loading.set(id, job);
        }
        jobs.push(job);
      }
    }
    return Promise.all(jobs).then(() => undefined);
  }

  function lookup(key: string, lang: Language, count: unknown): string | null {
    // rosetta resolves the dotted path; its own {{x}} templating is not used (params omitted).
    let value: unknown = tables.t(key, undefined, lang);
    // A text with plural forms ({one, other}) is picked by the language's own rule with {count}.
    if (isPluralForms(value))
      value = value[typeof count === 'number' ? pluralRules(lang).select(count) : 'other'] ?? value.other;
    return typeof value === 'string' && value !== '' ? value : null;
  }

  const t: Translate = (key, params) => {
    const text = lookup(key, $locale.get(), params?.count) ?? lookup(key, FALLBACK_LANGUAGE, params?.count);
    return text === null ? key : interpolate(text, params);
  };

  const $i18n = computed([$locale, $messages], (locale, version) => ({ locale, version, t }));
  // Kept mounted: a computed store read with no listener mounts, computes and unmounts (a timer
  // each) on every get(), and each component's useStore($i18n) reads it so in its first render
  // (dozens of times in the Dashboard's first render).
  keepMount($i18n);

  return {
    $locale,
    $messages,
    $i18n,
    t,
    registerMessages(moduleId, loaders) {
      registry.set(moduleId, loaders);
    },
    loadMessages(moduleIds = [...registry.keys()]) {
      return load(moduleIds, [$locale.get(), ...(switchingTo ? [switchingTo] : []), ...fallback()]);
    },
    async setLocale(lang) {
      const next = normaliseLanguage(lang);
      const ticket = ++switching;
      switchingTo = next;
      try {
        // Load first, then switch: no flash of fallback texts; a failed load still switches.
        await load([...(asked ?? registry.keys())], [next, ...fallback()]);
      } finally {
        if (ticket === switching) {
          switchingTo = null;
          tables.locale(next);
          $locale.set(next);
          if (langTarget) langTarget.lang = next;
        }
      }
    },
    setLangTarget(target) {
      langTarget = target;
      if (target) target.lang = $locale.get();
    },
    loadOnDemand() {
      asked ??= new Set();
    },
  };
}

/** The client's translations. The portal's <html lang> follows the locale; a widget script calls setLangTarget(null). */
export const i18n: I18n = createI18n({
  langTarget: typeof document === 'undefined' ? null : document.documentElement,
});
export const { $locale, $messages, $i18n, setLocale, registerMessages, loadMessages, t, setLangTarget, loadOnDemand } =
  i18n;

// The core's own texts (error dialogs), loaded with every module's.
registerMessages('core', { en: () => import('../messages/en.ts'), de: () => import('../messages/de.ts') });
