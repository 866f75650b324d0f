// Die Texte der Mitgliedschaft (Schlüssel 'membership.…'): der Aufnahmeantrag (/join und
// <club-join>) und der Mitgliedsausweis. Sachlich über den Verein: keine Werbung für Cannabis (KCanG §6).
import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  title: 'Mitgliedsausweis',
  sidebar: 'Mitgliedsausweis',
  intro: 'Zeige diesen Ausweis mit einem amtlichen Lichtbildausweis an der Ausgabe. Er öffnet sich auch ohne Netz.',
  card: 'Dein Ausweis',
  loading: 'Dein Ausweis wird geladen…',
  failed: 'Dein Ausweis konnte nicht geladen werden. Bitte versuche es noch einmal.',
  none: 'Du bist noch kein Mitglied des Clubs, daher gibt es keinen Ausweis.',
  retry: 'Erneut versuchen',
  saved: 'Offline: der auf diesem Gerät gespeicherte Ausweis, abgerufen {time}.',
  qr: 'QR-Code der Mitgliedschaft {number}',
  name: 'Name',
  number: 'Mitgliedsnummer',
  age: 'Altersgruppe',
  validUntil: 'Gültig bis',
  showCode: 'Code als Text zeigen',
  band: { '18-20': '18 bis 20', '21+': '21 oder älter' },
  fullScreen: 'Vollbild',
  join: {
    title: 'Mitglied werden',
    intro:
      'Mitglieder sind mindestens 18 Jahre alt und wohnen in Deutschland. Komm nach dem Antrag mit einem amtlichen Lichtbildausweis in den Verein.',
    firstname: 'Vorname',
    lastname: 'Nachname',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    passwordConfirmation: 'Passwort wiederholen',
    dateOfBirth: 'Geburtsdatum',
    street: 'Straße und Hausnummer',
    zip: 'Postleitzahl',
    city: 'Ort',
    residentSince: 'In Deutschland wohnhaft seit',
    noOtherClub: 'Ich bin in keiner anderen Anbauvereinigung Mitglied (KCanG §16 (3)).',
    statutes: 'Ich erkenne die Satzung des Vereins an.',
    feePlan: 'Ich erkenne die Beitragsordnung an.',
    submit: 'Antrag absenden',
    sending: 'Wird gesendet …',
    failed: 'Der Antrag konnte nicht gesendet werden. Bitte versuche es noch einmal.',
    network: 'Keine Verbindung. Bitte versuche es noch einmal.',
    throttled: 'Zu viele Versuche. Bitte warte {seconds} Sekunden.',
    throttledLater: 'Zu viele Versuche. Bitte versuche es später noch einmal.',
    validation: {
      required: '{field} fehlt.',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      accepted: 'Bitte kreuze dieses Feld an, um den Antrag zu stellen.',
      confirmed: 'Die Passwörter stimmen nicht überein.',
    },
  },
} satisfies Messages<typeof en>;
