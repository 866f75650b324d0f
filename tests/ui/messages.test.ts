/// <reference types="vite/client" />
// Every text of the kit's table (src/ui/messages) asked for anywhere in the client exists in English
// and German. en/de completeness itself: tests/core/messages-complete.test.ts.
import { describe, expect, it } from 'vitest';
import type { MessageTable } from '../../src/core/i18n/i18n.ts';
import de from '../../src/ui/messages/de.ts';
import en from '../../src/ui/messages/en.ts';
import { keysUsed, lookup } from '../support/message-keys.ts';

const sources = import.meta.glob<string>(
  ['/src/ui/**/*.{ts,tsx}', '/src/modules/**/*.{ts,tsx}', '/src/portal/**/*.{ts,tsx}'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

const usedKeys = keysUsed(sources, 'ui');

describe("the kit's texts", () => {
  it('finds the keys the pages use', () => {
    expect(usedKeys).toEqual(expect.arrayContaining(['failed', 'pager.previous', 'pager.next', 'pager.position']));
  });

  it.each([
    ['en', en],
    ['de', de],
  ] as const)('has every used key in %s', (_lang, table) => {
    expect(usedKeys.filter((key) => typeof lookup(table as MessageTable, key) !== 'string')).toEqual([]);
  });
});
