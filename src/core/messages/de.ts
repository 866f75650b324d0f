import type { Messages } from '../i18n/i18n.ts';
import type en from './en.ts';

export default {
  close: 'Schließen',
  errors: {
    tooManyRequests: {
      title: 'Zu viele Anfragen',
      text: 'Bitte versuche es später erneut',
    },
    serverError: {
      title: 'Interner Serverfehler',
      text: 'Wir haben diesen Fehler an unser Entwicklungsteam gemeldet. Bitte versuche es später erneut.',
    },
    maintenance: {
      text: 'Wartungsmodus aktiv. Bitte versuche es später erneut.',
    },
    network: 'Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung.',
    notFound: 'Nicht gefunden.',
  },
} satisfies Messages<typeof en>;
