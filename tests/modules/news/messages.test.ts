/// <reference types="vite/client" />
// Every text the news module asks for exists in English and German (a typo in a key would show
// the raw key on screen). en/de completeness itself: tests/core/messages-complete.test.ts.
import { describe, expect, it } from 'vitest';
import { isPluralForms, type MessageTable } from '../../../src/core/i18n/i18n.ts';
import de from '../../../src/modules/news/messages/de.ts';
import en from '../../../src/modules/news/messages/en.ts';
import { newsModule } from '../../../src/modules/news/index.ts';
import { keysUsed, lookup } from '../../support/message-keys.ts';

const sources = import.meta.glob<string>('/src/modules/news/**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const usedKeys = keysUsed(sources, 'news');

describe('news texts', () => {
  it('finds the keys the module uses', () => {
    expect(usedKeys.length).toBeGreaterThan(20);
  });

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('has every used key in %s', (_lang, table) => {
    expect(
      usedKeys.filter(
        (key) =>
          typeof lookup(table as MessageTable, key) !== 'string' && !isPluralForms(lookup(table as MessageTable, key)),
      ),
    ).toEqual([]);
  });

  it('names every route title in its texts', () => {
    for (const route of newsModule.routes)
      expect(typeof lookup(en as MessageTable, route.title.replace(/^news\./, ''))).toBe('string');
  });
});
