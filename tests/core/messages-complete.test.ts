// Every message table (tests/support/message-tables.ts: the modules', the core's, the kit's and the
// widget script's) has every key in every language, and no empty text; missingKeys is tested below
// to show the check can fail.
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, LANGUAGES, emptyKeys, missingKeys, type MessageTable } from '../../src/core/i18n/i18n.ts';
import { messageTables } from '../support/message-tables.ts';

/** directory -> language -> table */
function byDirectory(modules: Record<string, { default: MessageTable }>): Map<string, Map<string, MessageTable>> {
  const dirs = new Map<string, Map<string, MessageTable>>();
  for (const [file, module] of Object.entries(modules)) {
    const [, dir, lang] = /^(.*)\/([^/]+)\.ts$/.exec(file)!;
    if (!dirs.has(dir)) dirs.set(dir, new Map());
    dirs.get(dir)!.set(lang, module.default);
  }
  return dirs;
}

/** Every problem of one directory, each naming the file and the key. */
function tableProblems(dir: string, tables: Map<string, MessageTable>): string[] {
  const problems: string[] = [];
  for (const lang of tables.keys()) {
    if (!(LANGUAGES as readonly string[]).includes(lang))
      problems.push(`${dir}/${lang}.ts is not an available language`);
  }
  const reference = tables.get(FALLBACK_LANGUAGE);
  for (const lang of LANGUAGES) {
    const table = tables.get(lang);
    if (!table) {
      problems.push(`${dir}/${lang}.ts is missing`);
      continue;
    }
    problems.push(...emptyKeys(table).map((key) => `${dir}/${lang}.ts: '${key}' is empty`));
    if (!reference || lang === FALLBACK_LANGUAGE) continue;
    problems.push(...missingKeys(reference, table).map((key) => `${dir}/${lang}.ts lacks '${key}'`));
    problems.push(
      ...missingKeys(table, reference).map(
        (key) => `${dir}/${FALLBACK_LANGUAGE}.ts lacks '${key}' (present in ${lang}.ts)`,
      ),
    );
  }
  return problems;
}

describe('message tables are complete', () => {
  for (const [dir, tables] of byDirectory(messageTables)) {
    it(`${dir}: every key in ${LANGUAGES.join(' and ')}, none empty`, () => {
      expect(tableProblems(dir, tables)).toEqual([]);
    });
  }
});

describe('missingKeys', () => {
  const en = { title: 'Wallet', balance: { label: 'Balance', hint: 'Updated {time}' }, empty: 'No entries' };

  it('finds nothing in a complete pair', () => {
    expect(
      missingKeys(en, {
        title: 'Geldbörse',
        balance: { label: 'Guthaben', hint: 'Aktualisiert {time}' },
        empty: 'Keine Einträge',
      }),
    ).toEqual([]);
  });

  it('names every key of a deliberately incomplete pair, dotted and nested', () => {
    const de = { title: 'Geldbörse', balance: { label: 'Guthaben' } };
    expect(missingKeys(en, de)).toEqual(['balance.hint', 'empty']);
  });

  it('names all texts of a missing group, and a group where a text should be', () => {
    expect(missingKeys(en, { title: { x: 'y' }, empty: 'Leer' })).toEqual(['title', 'balance.label', 'balance.hint']);
  });

  it('names the keys the other way round as well (extra keys of the translation)', () => {
    expect(missingKeys({ title: 'x', extra: 'y' }, { title: 'x' })).toEqual(['extra']);
  });

  it('makes the completeness check fail, naming file and key', () => {
    const tables = new Map<string, MessageTable>([
      ['en', en],
      ['de', { title: 'Geldbörse', balance: { label: 'Guthaben', hint: '' }, extra: 'Nur deutsch' }],
    ]);
    expect(tableProblems('/src/modules/wallet/messages', tables)).toEqual([
      "/src/modules/wallet/messages/de.ts: 'balance.hint' is empty",
      "/src/modules/wallet/messages/de.ts lacks 'empty'",
      "/src/modules/wallet/messages/en.ts lacks 'extra' (present in de.ts)",
    ]);
  });

  it('reports a language file that is missing altogether', () => {
    expect(tableProblems('/src/modules/news/messages', new Map([['en', { title: 'News' }]]))).toEqual([
      '/src/modules/news/messages/de.ts is missing',
    ]);
  });
});
