// Plurals through Intl.PluralRules everywhere ("1 unread chat messages"): t() picks a
// text's plural form by {count}, and no message table words a counted noun outside plural forms.
import { describe, expect, it } from 'vitest';
import { createI18n, isPluralForms, type MessageTable } from '../../../src/core/i18n/i18n.ts';
import { messageTables } from '../../support/message-tables.ts';

// Words that read right after any count ("3 more", "1 unread", "2 weitere").
const COUNT_NEUTRAL = new Set(['more', 'unread', 'weitere', 'ungelesen']);

/** Texts that put {count} before a word that changes with the number, outside plural forms. */
export function countedOutsidePlurals(table: MessageTable, prefix = ''): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(table)) {
    if (isPluralForms(value)) continue;
    if (typeof value === 'object') found.push(...countedOutsidePlurals(value as MessageTable, `${prefix}${key}.`));
    else if (
      [...value.matchAll(/\{count\}((?:\s+\p{L}[\p{L}-]*)+)/gu)].some(([, words]) =>
        words!
          .trim()
          .split(/\s+/)
          .some((word) => !COUNT_NEUTRAL.has(word)),
      )
    )
      found.push(prefix + key);
  }
  return found;
}

describe('plurals (Intl.PluralRules)', () => {
  it.each([
    ['en', ['0 unread chat messages', '1 unread chat message', '2 unread chat messages']],
    ['de', ['0 ungelesene Chat-Nachrichten', '1 ungelesene Chat-Nachricht', '2 ungelesene Chat-Nachrichten']],
  ] as const)('picks the plural form of the language by {count} (%s)', async (language, expected) => {
    const i18n = createI18n({ langTarget: null });
    const chat = {
      en: () => import('../../../src/modules/chat/messages/en.ts'),
      de: () => import('../../../src/modules/chat/messages/de.ts'),
    };
    i18n.registerMessages('chat', chat);
    await i18n.setLocale(language);
    expect([0, 1, 2].map((count) => i18n.t('chat.topBar.unread', { count }))).toEqual(expected);
  });

  it('finds no counted noun outside plural forms in any message table', () => {
    const found = Object.entries(messageTables).flatMap(([file, module]) =>
      countedOutsidePlurals(module.default).map((key) => `${file}: ${key}`),
    );
    expect(found).toEqual([]);
  });

  it('flags a counted noun outside plural forms (the check can fail)', () => {
    expect(
      countedOutsidePlurals({
        chat: {
          unread: '{count} unread chat messages',
          more: '{count} more',
          ok: { one: '{count} seat', other: '{count} seats' },
        },
      }),
    ).toEqual(['chat.unread']);
  });
});
