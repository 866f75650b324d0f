import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  title: 'Benachrichtigungen',
  bell: 'Benachrichtigungen',
  bellUnread: 'Benachrichtigungen, {count} ungelesen',
  loading: 'Benachrichtigungen werden geladen',
  failed: 'Die Benachrichtigungen konnten nicht geladen werden.',
  announce: 'Neue Benachrichtigung: {title}',
  connection: {
    connected: 'Live-Aktualisierung an',
    reconnecting: 'Verbindung wird wiederhergestellt …',
    offline: 'Live-Aktualisierung aus',
  },
} satisfies Messages<typeof en>;
