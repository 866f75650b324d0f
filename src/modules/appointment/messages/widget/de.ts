import type { Messages } from '../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  free: 'Kostenlos',
  register: 'Anmelden',
  registerFor: 'Für {title} anmelden',
  paidFromWallet: '{amount}, bezahlt aus deinem Guthaben',
  refused: '{title}: {reason}',
  registered: 'Du bist angemeldet',
  done: 'Du bist für {title} angemeldet. Dein Ticket findest du im Mitgliederbereich.',
  seats: {
    left: { one: 'Noch {count} Platz frei', other: 'Noch {count} Plätze frei' },
    full: 'Ausgebucht',
    unlimited: 'Keine Platzbegrenzung',
  },
  widget: {
    title: 'Nächste Termine',
    loading: 'Termine werden geladen',
    error: 'Die Termine konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'Es gibt keine anstehenden Termine.',
    all: 'Alle Veranstaltungen',
    tickets: 'Meine Tickets',
  },
} satisfies Messages<typeof en>;
