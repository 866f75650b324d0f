// One glossary per language (src/shared/glossary/{en,de}.ts): no text of the portal,
// the widgets or the server uses a word the glossary replaced ("Ghost-Modus" beside
// "Geistermodus", "Geldbörse" beside "Wallet").
import { describe, expect, it } from 'vitest';
import de from '../../../src/shared/glossary/de.ts';
import en from '../../../src/shared/glossary/en.ts';
import type { Glossary } from '../../../src/shared/glossary/types.ts';
import serverGerman from '../../../server/lang/de.ts';
import { messageTables } from '../../support/message-tables.ts';

function texts(table: unknown, prefix = ''): [string, string][] {
  if (typeof table === 'string') return [[prefix, table]];
  if (!table || typeof table !== 'object') return [];
  return Object.entries(table).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each text using a word the glossary replaced: "<where>: '<word>' (use '<term>')". */
export function glossaryViolations(glossary: Glossary, entries: [string, string][]): string[] {
  const found: string[] = [];
  for (const { term, avoid } of glossary) {
    for (const word of avoid) {
      const pattern = new RegExp(`(^|[^\\p{L}-])${escape(word)}($|[^\\p{L}-])`, 'u');
      for (const [where, text] of entries) if (pattern.test(text)) found.push(`${where}: '${word}' (use '${term}')`);
    }
  }
  return found;
}

const tablesIn = (language: 'en' | 'de') =>
  Object.entries(messageTables)
    .filter(([file]) => file.endsWith(`/${language}.ts`))
    .flatMap(([file, module]) => texts(module.default, file));

describe('glossary', () => {
  it('finds no replaced word in any German text of the client tables or the server', () => {
    const server = [
      ...texts(serverGerman.sentences, 'server/lang/de.ts sentences'),
      ...texts(serverGerman.attributes, 'server/lang/de.ts attributes'),
      ...texts(serverGerman.custom, 'server/lang/de.ts custom'),
    ];
    expect(glossaryViolations(de, [...tablesIn('de'), ...server])).toEqual([]);
  });

  it('finds no replaced word in any English text of the client tables', () => {
    expect(glossaryViolations(en, tablesIn('en'))).toEqual([]);
  });

  it('flags a term used two ways (the check can fail)', () => {
    const entries: [string, string][] = [
      ['menu', 'Wallet'],
      ['welcome', 'finde dann deine Geldbörse'],
      ['ghost', 'Im Ghost-Modus geht das nicht.'],
    ];
    expect(glossaryViolations(de, entries)).toEqual([
      "welcome: 'Geldbörse' (use 'Wallet')",
      "ghost: 'Ghost-Modus' (use 'Geistermodus')",
    ]);
  });
});
