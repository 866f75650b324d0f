import type { Messages } from '../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  confirm: {
    title: 'Bestätige, dass du es bist',
    textPassword:
      'Zu deiner Sicherheit: Gib dein Passwort ein. Ein neues Auszahlungskonto und Auszahlungen darauf brauchen es.',
    textCode:
      'Zu deiner Sicherheit: Gib den Code aus deiner Authenticator-App ein. Ein neues Auszahlungskonto und Auszahlungen darauf brauchen ihn.',
    password: 'Passwort',
    code: 'Code aus deiner Authenticator-App',
    submit: 'Bestätigen',
    cancel: 'Abbrechen',
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
    skipToContent: 'Zum Inhalt springen',
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
    label: 'Hinweis zu Aktualisierungen',
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
    unconfirmed: 'Bitte bestätige deine E-Mail-Adresse {email} mit dem Link, den wir dir geschickt haben.',
    unconfirmedLink: 'Keine E-Mail? Link noch einmal senden',
    cardFailed: 'Diese Karte konnte nicht geladen werden.',
    noScript: 'Der Mitgliederbereich braucht JavaScript. Bitte schalte es in deinem Browser ein, um fortzufahren.',
    unread: {
      title: 'Ungelesen',
      notifications: 'Benachrichtigungen',
      chat: 'Chat-Nachrichten',
      tickets: 'Support-Antworten',
      loading: 'Ungelesene Einträge werden geladen',
      openTicket: 'Ticket öffnen',
    },
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
} satisfies Messages<typeof en>;
