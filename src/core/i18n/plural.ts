// Plurals through Intl.PluralRules: a message group holds one text per plural category the
// language uses ({ one: '1 ticket', other: '{count} tickets' }); `other` is the fallback.
import type { MessageParams, Translate } from './i18n.ts';

const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(count);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The count as the language writes it. A page's first Intl.NumberFormat costs ~50 ms at
 *  4x CPU (its locale data), and the portal's languages (en, de) write a whole number below 1,000
 *  as its plain digits, so only larger or fractional counts need one (the top bar's counts do not). */
export function formatCount(count: number, locale: string): string {
  if (Number.isInteger(count) && Math.abs(count) < 1000) return String(count);
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(count);
}

/** `tPlural(t, 'affiliate.members', 2, 'de')` reads 'affiliate.members.other' with {count: 2}. */
export function tPlural(t: Translate, key: string, count: number, locale: string, params: MessageParams = {}): string {
  const category = pluralCategory(count, locale);
  const all = { count: formatCount(count, locale), ...params };
  const text = t(`${key}.${category}`, all);
  return text === `${key}.${category}` ? t(`${key}.other`, all) : text;
}
