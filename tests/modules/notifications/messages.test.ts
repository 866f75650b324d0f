// The bell's texts: every key in both languages, none empty (the shared check covers only
// src/modules/*/messages, this table sits one level deeper).
import { describe, expect, it } from 'vitest';
import { emptyKeys, missingKeys } from '../../../src/core/i18n/i18n.ts';
import de from '../../../src/modules/notifications/messages/de.ts';
import en from '../../../src/modules/notifications/messages/en.ts';
import listDe from '../../../src/modules/notifications/messages/list/de.ts';
import listEn from '../../../src/modules/notifications/messages/list/en.ts';

describe('notification texts', () => {
  it('has every English key in German and every German key in English.', () => {
    expect(missingKeys(en, de)).toEqual([]);
    expect(missingKeys(de, en)).toEqual([]);
    expect(missingKeys(listEn, listDe)).toEqual([]);
    expect(missingKeys(listDe, listEn)).toEqual([]);
  });

  it('has no empty text.', () => {
    expect([...emptyKeys(en), ...emptyKeys(de), ...emptyKeys(listEn), ...emptyKeys(listDe)]).toEqual([]);
  });

  it('keeps the {count} placeholder of the accessible name in both languages.', () => {
    expect(en.bellUnread).toBe('Notifications, {count} unread');
    expect(de.bellUnread).toBe('Benachrichtigungen, {count} ungelesen');
  });
});
