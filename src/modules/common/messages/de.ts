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
  sidebar: {
    navigation: 'Hauptnavigation',
    sections: {
      personal: 'Persönlicher Bereich',
      information: 'Informationen',
    },
    dashboard: 'Übersicht',
    settings: 'Einstellungen',
    news: 'Neuigkeiten',
    help: 'Hilfe',
    comingSoon: 'Demnächst',
    disabled: 'Nicht verfügbar',
  },
  topBar: {
    home: 'Startseite {club}',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    logout: 'Abmelden',
    ticketUnread: {
      one: '{count} ungelesene Antwort in einem Support-Ticket',
      other: '{count} ungelesene Antworten in Support-Tickets',
    },
    account: 'Angemeldet als {name}',
  },
  banner: {
    translationLabel: 'Englische Übersetzung',
    translation:
      'Wir aktualisieren unsere Software täglich, um gesetzliche Anforderungen wie Dokumentation und Rückverfolgbarkeit zu erfüllen. Dabei kann es vorkommen, dass einzelne Seiten zeitweise nicht funktionieren.',
  },
  footer: {
    follow: 'Folge dem Club in den sozialen Medien',
    newsChannel: 'Nachrichtenkanal',
    group: 'Mitgliedergruppe',
    photos: 'Fotos',
    newTab: '(öffnet in einem neuen Tab)',
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
    ok: 'OK',
    maintenanceTitle: 'Wartung',
    close: 'Schließen',
  },
  terms: {
    title: 'Unsere Bedingungen haben sich geändert',
    intro: 'Wir haben folgende Dokumente aktualisiert:',
    hintRead: 'Bitte lies jedes geänderte Dokument; es öffnet sich in einem neuen Tab.',
    hintAccept: 'Du kannst den Mitgliederbereich weiter nutzen, sobald du die neuen Fassungen akzeptierst.',
    accept: 'Ich habe die aktualisierten Dokumente gelesen und akzeptiere sie.',
    confirm: 'Bestätigen',
    newTab: '(öffnet in einem neuen Tab)',
  },
  instructions: {
    registerIntro: {
      title: 'Willkommen im Club!',
      text: 'Dein Konto ist bereit. Trage unter Einstellungen deine Adresse ein und finde dann über das Menü Wallet, Neuigkeiten und Hilfe.',
      close: 'Verstanden',
    },
    androidApp: {
      title: 'Du nutzt die Club-App',
      text: 'Erlaube der App in den Einstellungen deines Telefons Benachrichtigungen, damit du neue Nachrichten und Neuigkeiten sofort erfährst.',
      close: 'Verstanden',
    },
  },
  dashboard: {
    greeting: 'Hallo, {name}!',
    intro: 'Das ist neu für dich.',
    cardFailed: 'Diese Karte konnte nicht geladen werden.',
    unread: {
      title: 'Ungelesen',
      notifications: 'Benachrichtigungen',
      chat: 'Chat-Nachrichten',
      tickets: 'Support-Antworten',
      loading: 'Ungelesene Einträge werden geladen',
      openTicket: 'Ticket öffnen',
    },
  },
  unavailable: {
    title: 'In deiner Mitgliedschaft nicht verfügbar',
    text: 'Diese Seite gehört nicht zu deiner Mitgliedschaft oder wurde vom Club abgeschaltet.',
    home: 'Zur Startseite',
  },
  redirect: {
    unknownPath: 'Die Seite {path} gibt es nicht, deshalb bist du jetzt auf {page}.',
    unknownPathHome: 'Die Seite {path} gibt es nicht, deshalb bist du jetzt auf der Startseite.',
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
  routes: {
    title: 'Verfügbare Seiten',
    intro: 'Alle Seiten, die du mit deinem Konto und den geladenen Modulen öffnen kannst.',
    page: 'Seite',
    path: 'Adresse',
    module: 'Modul',
  },
  settings: {
    tabs: 'Bereiche der Einstellungen',
    empty: 'Es gibt noch keine Einstellungen zum Ändern.',
  },
  ghost: {
    title: 'Geistermodus',
    intro:
      'Handle als Mitglied, um den Mitgliederbereich genau so zu sehen wie das Mitglied. Das Mitglied sieht diese Sitzung in seiner Geräteliste.',
    email: 'E-Mail-Adresse des Mitglieds',
    submit: 'Geistermodus starten',
    banner: 'Geistermodus: Du handelst als {member} ({email}). Angemeldet als {staff}.',
    leave: 'Geistermodus verlassen',
    back: 'Zurück',
  },
  validation: {
    required: '{field} ist erforderlich.',
    email: 'Ungültige E-Mail-Adresse',
  },
} satisfies Messages<typeof en>;
