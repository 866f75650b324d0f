// Plurals through Intl.PluralRules: a message group holds one text per plural category the
// language uses ({ one: '1 ticket', other: '{count} tickets' }); `other` is the fallback.
import type { MessageParams, Translate } from './i18n.ts';

const rules = new Map<string, Intl.PluralRules>();

export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(count);
}

/** `tPlural(t, 'affiliate.members', 2, 'de')` reads 'affiliate.members.other' with {count: 2}. */
export function tPlural(t: Translate, key: string, count: number, locale: string, params: MessageParams = {}): string {
  const category = pluralCategory(count, locale);
  const all = { count: new Intl.NumberFormat(locale).format(count), ...params };
  const text = t(`${key}.${category}`, all);
  return text === `${key}.${category}` ? t(`${key}.other`, all) : text;
}
