import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  title: 'Benachrichtigungen',
  bell: 'Benachrichtigungen',
  bellUnread: 'Benachrichtigungen, {count} ungelesen',
  new: 'Neu',
  read: 'Früher',
  markAsRead: 'Als gelesen markieren',
  empty: 'Keine neuen Benachrichtigungen',
  loading: 'Benachrichtigungen werden geladen',
  more: '{count} weitere',
  olderRead: 'Ältere anzeigen',
  failed: 'Die Benachrichtigungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  announce: 'Neue Benachrichtigung: {title}',
  connection: {
    connected: 'Live-Aktualisierung an',
    reconnecting: 'Verbindung wird wiederhergestellt …',
    offline: 'Live-Aktualisierung aus',
  },
  desktop: {
    enable: 'Desktop-Benachrichtigungen anzeigen',
    denied: 'Desktop-Benachrichtigungen sind in diesem Browser blockiert.',
  },
} satisfies Messages<typeof en>;
