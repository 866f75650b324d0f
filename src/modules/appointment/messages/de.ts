import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  failed: 'Konnte nicht geladen werden: {reason}',
  retry: 'Erneut versuchen',
  free: 'Kostenlos',
  register: 'Ticket buchen',
  cancel: 'Ticket stornieren',
  paidFromWallet: '{amount} werden von deiner Wallet bezahlt.',
  details: 'Details: {title}',
  cancelledByClub: 'Abgesagt',
  past: 'Vergangen',
  done: {
    registered: 'Dein Ticket ist gebucht.',
    cancelled: 'Dein Ticket ist storniert.',
  },
  seats: {
    left: { one: 'Noch {count} Platz frei', other: 'Noch {count} Plätze frei' },
    full: 'Ausgebucht',
    unlimited: 'Keine Platzbegrenzung',
  },
  ticketStatuses: {
    registered: 'Gebucht',
    cancelled: 'Storniert',
    used: 'Eingelöst',
  },
  pager: {
    label: '{list}: Seiten',
    previous: 'Zurück',
    next: 'Weiter',
    position: 'Seite {page} von {last}',
  },
  appointments: {
    title: 'Termine',
    intro: 'Kommende Termine des Clubs für seine Mitglieder, die nächsten zuerst.',
    other: 'Öffentliche Veranstaltungen des Clubs',
    back: 'Alle Termine',
    loading: 'Termine werden geladen',
    empty: 'Es gibt noch keine Termine.',
  },
  events: {
    title: 'Veranstaltungen',
    intro: 'Öffentliche Veranstaltungen des Clubs, die nächsten zuerst.',
    other: 'Termine für Mitglieder',
    back: 'Alle Veranstaltungen',
    loading: 'Veranstaltungen werden geladen',
    empty: 'Es gibt noch keine Veranstaltungen.',
  },
  registerTicket: {
    title: 'Ticket buchen',
    loading: 'Termin wird geladen',
    notFound: 'Diesen Termin gibt es nicht.',
    full: 'Dieser Termin ist ausgebucht.',
  },
  ticket: {
    title: 'Dein Ticket',
    label: 'Ticket-Nr.',
    status: 'Status',
    registeredAt: 'Gebucht am',
    price: 'Preis',
    payment: 'Zahlung {label}',
  },
  card: {
    title: 'Nächster Termin',
  },
  next: {
    showTicket: 'Ticket anzeigen',
    none: 'Du hast keinen kommenden Termin.',
    browse: 'Termine ansehen',
    loading: 'Dein nächster Termin wird geladen',
  },
} satisfies Messages<typeof en>;
