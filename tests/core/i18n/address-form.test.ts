/// <reference types="vite/client" />
// A cannabis social club addresses its members informally: every German text says du/dein,
// never Sie/Ihr/Ihnen. Loads every German message table of the client and the widget (nested
// module tables such as account/settings included) and names each text that slips back into
// the formal form. Lower-case "sie"/"ihr" (they, it, their) is German for something else and
// passes; a capitalised "Sie" meaning "they" should be reworded (or allow-listed below).
import { describe, expect, it } from 'vitest';
import type { MessageTable } from '../../../src/core/i18n/i18n.ts';

const tables = import.meta.glob<{ default: MessageTable }>(
  ['/src/**/messages/de.ts', '/src/**/messages/*/de.ts', '/embed/**/messages/de.ts'],
  {
    eager: true,
  },
);

const FORMAL = /\b(Sie|Ihnen|Ihre?[mnrs]?)\b/;

/** `file: key` -> why the formal-looking word is right there. Empty: no exception is needed. */
const ALLOWED: Record<string, string> = {};

/** Every text of `table` with a formal address, as `file: key: text`. */
function formalTexts(file: string, table: MessageTable, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') return formalTexts(file, value, path);
    if (!FORMAL.test(value) || `${file}: ${path}` in ALLOWED) return [];
    return [`${file}: ${path}: ${value}`];
  });
}

describe('German texts address the member informally (du), never with Sie', () => {
  it('loads the German tables of the core, the nested modules and the widget', () => {
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining([
        '/src/core/messages/de.ts',
        '/src/modules/common/messages/de.ts',
        '/src/modules/account/messages/settings/de.ts',
        '/embed/messages/de.ts',
      ]),
    );
  });

  for (const [file, module] of Object.entries(tables)) {
    it(`${file} says du, never Sie/Ihr/Ihnen`, () => {
      expect(formalTexts(file, module.default)).toEqual([]);
    });
  }

  it('names every formal text of a table, nested, and lets lower-case sie/ihr (they, their) pass', () => {
    const table = {
      retry: 'Bitte versuchen Sie es später erneut',
      informal: 'Bitte versuche es später erneut',
      they: 'Bewahre die Codes sicher auf, denn sie werden nur jetzt angezeigt.',
      their: 'Wähle eine Unterhaltung, um ihre Nachrichten zu lesen.',
      ticket: {
        reply: 'Ihre Antwort',
        account: 'Alle Seiten, die du mit Ihrem Konto öffnen kannst.',
        help: 'Wir helfen Ihnen gern.',
      },
    };
    expect(formalTexts('de.ts', table)).toEqual([
      'de.ts: retry: Bitte versuchen Sie es später erneut',
      'de.ts: ticket.reply: Ihre Antwort',
      'de.ts: ticket.account: Alle Seiten, die du mit Ihrem Konto öffnen kannst.',
      'de.ts: ticket.help: Wir helfen Ihnen gern.',
    ]);
  });
});
