import type { Messages } from '../../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  notifications: {
    title: 'Benachrichtigungen',
    intro: 'Wähle, wie wir dich über jedes Thema informieren.',
    topic: 'Thema',
    mail: 'E-Mail',
    push: 'Push',
    saved: 'Deine Benachrichtigungseinstellungen wurden gespeichert.',
    topics: {
      news: 'Neuigkeiten',
      announcements: 'Ankündigungen des Clubs',
      wallet: 'Wallet',
      appointments: 'Termine',
      growing: 'Anbau',
      support: 'Support-Tickets',
      chat: 'Chat-Nachrichten',
    },
    toggle: '{channel} für {topic}',
  },
  quietHours: {
    title: 'Ruhezeiten',
    intro:
      'Während der Ruhezeit (Berliner Zeit) warten E-Mails und Push-Nachrichten, bis sie endet. Benachrichtigungen im Portal kommen wie immer an, und Sicherheits-E-Mails (ein neues Auszahlungskonto, ein neues Gerät, eine Passwortänderung) werden nie zurückgehalten.',
    starts: 'Von',
    ends: 'Bis',
    save: 'Ruhezeit speichern',
    clear: 'Keine Ruhezeit',
    none: 'Du hast keine Ruhezeit.',
    current: 'Ruhe von {starts} bis {ends} Uhr.',
    saved: 'Ruhezeit gespeichert: {starts} bis {ends} Uhr.',
    cleared: 'Die Ruhezeit ist aus.',
  },
  push: {
    title: 'Push in diesem Browser',
    intro:
      'Push-Nachrichten erreichen dieses Gerät, auch wenn das Portal geschlossen ist. Jede nennt nur das Thema, nie einen Betrag, eine Sorte, Gramm oder einen Nachrichtentext.',
    enable: 'Push in diesem Browser einschalten',
    disable: 'Push in diesem Browser ausschalten',
    enabled: 'Push ist in diesem Browser eingeschaltet.',
    disabled: 'Push ist in diesem Browser ausgeschaltet.',
    states: {
      on: 'Dieser Browser erhält Push-Nachrichten zu den oben eingeschalteten Themen.',
      off: 'Dieser Browser erhält keine Push-Nachrichten.',
      denied:
        'Dieser Browser blockiert Benachrichtigungen des Portals. Erlaube sie zuerst in den Website-Einstellungen des Browsers.',
      unsupported: 'Dieser Browser kann keine Push-Nachrichten empfangen.',
      'install-first':
        'Auf iPhone und iPad füge das Portal zuerst zum Home-Bildschirm hinzu (Teilen, dann „Zum Home-Bildschirm“), öffne es von dort und schalte Push hier ein.',
      'server-off': 'Der Club hat Push-Nachrichten nicht eingerichtet.',
    },
  },
} satisfies Messages<typeof en>;
