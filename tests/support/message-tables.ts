/// <reference types="vite/client" />
// Every message table of the client and the widget script, by file: each module's
// (messages/<lang>.ts, messages/<table>/<lang>.ts), the core's, the kit's and embed/messages. The
// checks over all texts (complete, glossary, plurals) read them from here, so a new place is added once.
import type { MessageTable } from '../../src/core/i18n/i18n.ts';

export const messageTables: Record<string, { default: MessageTable }> = import.meta.glob<{ default: MessageTable }>(
  [
    '/src/modules/**/messages/*.ts',
    '/src/modules/**/messages/*/*.ts',
    '/src/core/messages/*.ts',
    '/src/ui/messages/*.ts',
    '/embed/messages/*.ts',
    '/embed/messages/*/*.ts',
  ],
  { eager: true },
);
