import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  pages: {
    dashboard: 'Übersicht',
    settings: 'Einstellungen',
    routes: 'Seiten',
    enterGhostMode: 'Geistermodus',
    notfound: 'Seite nicht gefunden',
    unavailable: 'Nicht verfügbar',
    error500: 'Fehler',
    maintenance: 'Wartung',
    loading: 'Seite wird geladen',
  },
  language: {
    label: 'Sprache',
    current: 'Sprache {code} ({language})',
    en: 'English',
    de: 'Deutsch',
  },
  toasts: {
    label: 'Meldungen',
    dismiss: 'Schließen',
  },
  errors: {
    tryAgainIn: {
      one: 'Bitte versuche es in {count} Sekunde erneut.',
      other: 'Bitte versuche es in {count} Sekunden erneut.',
    },
    ok: 'OK',
    maintenanceTitle: 'Wartung',
    close: 'Schließen',
  },
  unavailable: {
    title: 'In deiner Mitgliedschaft nicht verfügbar',
    text: 'Diese Seite gehört nicht zu deiner Mitgliedschaft oder wurde vom Club abgeschaltet.',
    home: 'Zur Startseite',
  },
  notfound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite gibt es nicht oder sie ist für dich nicht verfügbar.',
    home: 'Zur Startseite',
  },
  error500: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Wir haben diesen Fehler an unser Entwicklungsteam gemeldet. Bitte versuche es später erneut.',
    reload: 'Seite neu laden',
    home: 'Zur Startseite',
  },
  maintenance: {
    title: 'Wartung',
    text: 'Wartungsmodus aktiv. Bitte versuche es später erneut.',
    retry: 'Erneut versuchen',
  },
  validation: {
    required: '{field} ist erforderlich.',
    email: 'Ungültige E-Mail-Adresse',
  },
} satisfies Messages<typeof en>;
