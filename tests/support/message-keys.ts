// The keys a module's code asks t() for, and a key's text in a table: a test that every key used
// exists in both languages (a typo would show the raw key on screen).
import type { MessageTable } from '../../src/core/i18n/i18n.ts';

/** The node at dotted `key` in `table` (a text, plural forms, a group), or undefined. */
export function lookup(table: MessageTable, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as MessageTable)[part] : undefined),
      table,
    );
}

/** Every key below `prefix` ('news') quoted in `sources` (file -> text), without the prefix. */
export function keysUsed(sources: Record<string, string>, prefix: string): string[] {
  const quoted = new RegExp(`['"\`]${prefix.replace(/[.-]/g, '\\$&')}\\.([\\w.]+)['"\`]`, 'g');
  return [...new Set(Object.values(sources).flatMap((text) => [...text.matchAll(quoted)].map((m) => m[1]!)))];
}
