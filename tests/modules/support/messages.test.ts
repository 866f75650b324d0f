/// <reference types="vite/client" />
// Every text the support module asks for exists in English and German (a typo in a key would show
// the raw key on screen). en/de completeness itself: tests/core/messages-complete.test.ts.
import { describe, expect, it } from 'vitest';
import { isPluralForms, type MessageTable } from '../../../src/core/i18n/i18n.ts';
import de from '../../../src/modules/support/messages/de.ts';
import en from '../../../src/modules/support/messages/en.ts';
import { supportModule } from '../../../src/modules/support/index.ts';
import { PROBLEM_TEXTS } from '../../../src/core/i18n/form-texts.ts';
import { keysUsed, lookup } from '../../support/message-keys.ts';

const sources = import.meta.glob<string>('/src/modules/support/**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const usedKeys = keysUsed(sources, 'support');

/** Keys the module passes to core/i18n/form-texts.ts, which words the texts below them. */
const PREFIXES = ['problems', 'validation'];

describe('support texts', () => {
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
          typeof lookup(table as MessageTable, key) !== 'string' &&
          !isPluralForms(lookup(table as MessageTable, key)) &&
          !PREFIXES.includes(key),
      ),
    ).toEqual([]);
  });

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('has every problem text core/i18n/form-texts.ts words under support.problems in %s', (_lang, table) => {
    for (const name of PROBLEM_TEXTS) expect(typeof lookup(table as MessageTable, `problems.${name}`)).toBe('string');
  });

  it('names every route title in its texts', () => {
    for (const route of supportModule.routes)
      expect(typeof lookup(en as MessageTable, route.title.replace(/^support\./, ''))).toBe('string');
  });
});
