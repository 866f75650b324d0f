// Finds what a screen shown in German must not contain, generically from the message tables: a
// key t() could not resolve (t shows the key itself), a {placeholder} left unfilled, or an English
// text of the tables whose German differs (an English leftover). It reads every text node and the
// names assistive technology reads (aria-label, title, placeholder, alt), plus the page title.
import { validation as RULE_MESSAGES } from '../../server/lang/en.ts';
import serverGerman from '../../server/lang/de.ts';
import type { MessageLoaders, MessageTable } from '../../src/core/i18n/i18n.ts';

export interface Translations {
  /** Module ids: a key looks like '<module>.<group>.<name>'. */
  modules: string[];
  /** English texts with a different German text, as whole-text patterns ({x} matches anything). */
  english: { text: string; pattern: RegExp }[];
}

function flatten(table: MessageTable, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const PLACEHOLDER = /\{\s*[\w.-]+\s*\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English texts of `entries` that a German screen must not show. */
export async function loadTranslations(entries: { module: string; loaders: MessageLoaders }[]): Promise<Translations> {
  const en = new Map<string, string>();
  const de = new Map<string, string>();
  for (const { module, loaders } of entries) {
    for (const [k, v] of flatten((await loaders.en()).default, `${module}.`)) en.set(k, v);
    for (const [k, v] of flatten((await loaders.de()).default, `${module}.`)) de.set(k, v);
  }
  const german = new Set(de.values());
  const english = [...en]
    // Same in both languages ('Name', 'Token'), or also a German text elsewhere: not a leftover.
    .filter(([key, text]) => de.get(key) !== text && !german.has(text))
    // A text that is mostly placeholders would match anything.
    .filter(([, text]) => (text.replace(PLACEHOLDER, '').match(/\p{L}/gu) ?? []).length >= 3)
    .map(([, text]) => ({ text, pattern: new RegExp(`^${text.split(PLACEHOLDER).map(escape).join('.+')}$`, 's') }));
  return { modules: entries.map((e) => e.module), english };
}

/**
 * The reference server's English messages (`sentences` of server/lang/de.ts and the validator's
 * rule templates) as whole-text patterns ({x} / :x match anything): a German screen showing one
 * got an English answer from the server (it answers in the Accept-Language the client sends).
 */
export function serverEnglish(): Translations['english'] {
  const placeholder = /:[a-z]\w*/gi;
  return [...Object.keys(serverGerman.sentences), ...Object.values(RULE_MESSAGES)]
    .filter((text) => /\s/.test(text.replace(placeholder, '').trim()))
    .map((text) => ({ text, pattern: new RegExp(`^${text.split(placeholder).map(escape).join('.+')}$`, 's') }));
}

const LABELS = ['aria-label', 'title', 'placeholder', 'alt'];

/** Every text a reader of `root` sees or hears, trimmed. */
function textsOf(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of LABELS) {
      const value = element.getAttribute(name);
      if (value !== null) texts.push(value);
    }
  }
  texts.push(root.ownerDocument.title);
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** What is wrong with `root` for a German reader: one line per finding, empty when all is German. */
export function leftovers(root: Element, translations: Translations): string[] {
  const key = new RegExp(`\\b(?:${translations.modules.map(escape).join('|')})\\.[A-Za-z]\\w*(?:\\.\\w+)*`);
  const found = new Set<string>();
  for (const text of textsOf(root)) {
    const unresolved = key.exec(text);
    if (unresolved) found.add(`key: ${unresolved[0]}`);
    const placeholder = text.match(PLACEHOLDER);
    if (placeholder) found.add(`placeholder: ${placeholder[0]} in "${text}"`);
    // The page title and a few lines join texts with ' · ' ("Anmelden · Club"): each part counts.
    const parts = [text, ...text.split(/\s+·\s+/)];
    const english = translations.english.find((e) => parts.some((part) => e.pattern.test(part)));
    if (english) found.add(`English: "${text}"`);
  }
  return [...found];
}
