import type { Messages } from '../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  new: 'Neu',
  read: 'Früher',
  markAsRead: 'Als gelesen markieren',
  empty: 'Keine neuen Benachrichtigungen',
  more: '{count} weitere',
  olderRead: 'Ältere anzeigen',
  retry: 'Erneut versuchen',
  views: 'Anzeigen',
  inbox: 'Posteingang',
  archive: 'Archiv',
  archiveEmpty: 'Nichts archiviert',
  archiveButton: 'Archivieren',
  archiveItem: 'Archivieren: {title}',
  unarchiveButton: 'Wiederherstellen',
  unarchiveItem: 'Wiederherstellen in den Posteingang: {title}',
  category: 'Kategorie',
  allCategories: 'Alle Kategorien',
  categories: {
    news: 'Neuigkeiten',
    announcements: 'Ankündigungen des Clubs',
    wallet: 'Wallet',
    appointments: 'Termine',
    growing: 'Anbau',
    support: 'Support',
    chat: 'Chat',
  },
  desktop: {
    enable: 'Desktop-Benachrichtigungen anzeigen',
    denied: 'Desktop-Benachrichtigungen sind in diesem Browser blockiert.',
  },
} satisfies Messages<typeof en>;
