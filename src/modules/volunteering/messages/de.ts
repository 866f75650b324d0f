// Die Texte des Moduls Vereinsarbeit (Schlüssel 'volunteering.…').
import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  title: 'Vereinsarbeit',
  sidebar: 'Vereinsarbeit',
  card: 'Vereinsarbeit',
  intro:
    'Mitglieder wirken an der Arbeit des Vereins mit (KCanG §17). Trage deine geleisteten Stunden ein; der Verein bestätigt sie.',
  year: 'Deine Stunden {year}',
  progressLabel: 'Bestätigte Stunden zum Jahresziel {year}',
  progress: '{approved} von {target} bestätigt.',
  pending: '{pending} warten auf Bestätigung.',
  pdf: 'Übersicht {year} herunterladen (PDF)',
  log: 'Stunden eintragen',
  entries: 'Eingetragene Stunden',
  none: 'In diesem Jahr sind noch keine Stunden eingetragen.',
  failed: 'Deine Stunden konnten nicht geladen werden. Bitte versuche es noch einmal.',
  offline: 'Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung.',
  status: { pending: 'Wartet auf Bestätigung', approved: 'Bestätigt', rejected: 'Abgelehnt' },
  form: {
    title: 'Stunden eintragen',
    day: 'Arbeitstag',
    task: 'Aufgabe',
    hours: 'Stunden',
    hoursHint: 'Zum Beispiel 1,5 für eineinhalb Stunden (höchstens 12).',
    note: 'Notiz (optional)',
    submit: 'Stunden eintragen',
    saved: 'Deine Stunden sind eingetragen und warten auf Bestätigung.',
    required: '{field} ist erforderlich.',
    duration: 'Gib zwischen 0,25 und 12 Stunden ein.',
  },
} satisfies Messages<typeof en>;
