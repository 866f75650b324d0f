// Die Texte des Vereinsbüros (Schlüssel 'club-office.…').
import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  retry: 'Erneut versuchen',
  sidebar: {
    sections: { club: 'Verein' },
    dashboard: 'Vereinsübersicht',
  },
  pages: {
    dashboard: 'Vereinsübersicht',
  },
  dashboard: {
    title: 'Vereinsübersicht',
    loading: 'Die Vereinsübersicht wird geladen …',
    failed: 'Die Vereinsübersicht konnte nicht geladen werden.',
    orders: 'Offene Bestellungen',
    ordersTotal: '{amount} ausstehend',
    withdrawals: 'Offene Auszahlungen',
    tickets: 'Neue Support-Tickets',
    ticketsOpen: { one: '{count} offen insgesamt', other: '{count} offen insgesamt' },
    pickups: 'Heutige Abholungen',
    events: 'Kommende Veranstaltungen',
    seats: { one: '{taken} von {count} Platz belegt', other: '{taken} von {count} Plätzen belegt' },
    seatsTaken: { one: '{count} Platz belegt', other: '{count} Plätze belegt' },
  },
} satisfies Messages<typeof en>;
