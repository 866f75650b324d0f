import type { Messages } from '../i18n.ts';
import type en from './en.ts';

export default {
  errors: {
    tooManyRequests: {
      title: 'Zu viele Anfragen',
      text: 'Bitte versuchen Sie es später erneut',
    },
    serverError: {
      text: 'Wir haben diesen Fehler an unser Entwicklungsteam gemeldet. Bitte versuchen Sie es später erneut.',
    },
    maintenance: {
      text: 'Wartungsmodus aktiv. Bitte versuchen Sie es später erneut.',
    },
    network: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
    notFound: 'Nicht gefunden.',
  },
} satisfies Messages<typeof en>;
