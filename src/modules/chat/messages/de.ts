import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  title: 'Chat',
  sidebar: 'Chat',
  topBar: {
    open: 'Chat',
    unread: { one: '{count} ungelesene Chat-Nachricht', other: '{count} ungelesene Chat-Nachrichten' },
  },
  list: {
    heading: 'Unterhaltungen',
    loading: 'Unterhaltungen werden geladen',
    empty: 'Noch keine Unterhaltungen. Beginne unten eine.',
    error: 'Die Unterhaltungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    you: 'Du: {text}',
    noMessages: 'Noch keine Nachrichten',
    unread: '{count} ungelesen',
  },
  start: {
    heading: 'Neue Unterhaltung',
    email: 'E-Mail-Adresse des Mitglieds',
    message: 'Nachricht',
    submit: 'Unterhaltung beginnen',
  },
  conversation: {
    back: 'Zurück zu den Unterhaltungen',
    choose: 'Wähle eine Unterhaltung, um ihre Nachrichten zu lesen.',
    loading: 'Nachrichten werden geladen',
    error: 'Die Nachrichten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'Noch keine Nachrichten. Sag hallo!',
    older: 'Frühere Nachrichten anzeigen',
    log: 'Nachrichten mit {name}',
    fromYou: 'Du',
    unknownMember: 'Mitglied',
  },
  composer: {
    label: 'Nachricht an {name}',
    placeholder: 'Nachricht schreiben',
    hint: 'Enter sendet, Umschalt+Enter beginnt eine neue Zeile.',
    send: 'Senden',
    sending: 'Wird gesendet',
    tooLong: { one: 'Die Nachricht ist {count} Zeichen zu lang.', other: 'Die Nachricht ist {count} Zeichen zu lang.' },
  },
  newMessage: {
    title: 'Neue Nachrichten',
    text: {
      one: 'Du hast {count} ungelesene Chat-Nachricht. Ein anderes Mitglied wartet auf deine Antwort.',
      other: 'Du hast {count} ungelesene Chat-Nachrichten. Andere Mitglieder warten auf deine Antwort.',
    },
    confirm: 'Chat öffnen',
    later: 'Später',
  },
} satisfies Messages<typeof en>;
