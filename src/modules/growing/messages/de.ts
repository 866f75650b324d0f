import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  sidebar: 'Anbau',
  pages: {
    overview: 'Anbau',
    sale: 'Abholung reservieren',
    birth: 'Geburtsdatum',
  },
  loading: 'Wird geladen',
  loadFailed: 'Das konnte nicht geladen werden. Bitte versuche es erneut.',
  retry: 'Erneut versuchen',
  close: 'Schließen',
  card: {
    title: 'Dein Kontingent',
    reserve: 'Abholung reservieren',
  },
  quota: {
    today: 'Heute',
    month: 'Dieser Monat',
    usedOf: '{used} g von {limit} g',
    under21: 'Mitglieder unter 21: höchstens 30 g im Monat und nur Sorten mit höchstens 10 % THC.',
    noBirthDate: 'Bitte trage vor deiner ersten Abholung dein Geburtsdatum in den Einstellungen ein.',
    unchecked:
      'Der Club hat dein Alter noch nicht anhand eines Ausweises geprüft: bis dahin gelten die Grenzen für Mitglieder unter 21. Bring deinen Ausweis zur nächsten Abholung mit.',
  },
  sale: {
    menu: 'Sorten',
    strainMeta: 'THC {thc} % · CBD {cbd} % · {stock} g vorrätig',
    perGram: '{price} pro Gramm',
    thcReason: 'Nicht für Mitglieder unter 21 (mehr als 10 % THC).',
    notForYou: 'über 10 % THC',
    reserveTitle: 'Reservieren',
    strain: 'Sorte',
    pickStrain: 'Sorte wählen',
    grams: 'Gramm',
    slot: 'Abholung',
    pickSlot: 'Zeit wählen',
    reserve: 'Reservieren',
    reserved: 'Reserviert: {label}. Nenne diese Nummer an der Ausgabe.',
    total: 'Summe',
    deposit: 'Geld einzahlen',
    birthDateFirst:
      'Zum Reservieren brauchen wir dein Geburtsdatum: die Grenzen des Gesetzes hängen von deinem Alter ab.',
    addBirthDate: 'Geburtsdatum eintragen',
    toRecord: 'Deine Reservierungen und dein Nachweis',
  },
  overview: {
    reserve: 'Abholung reservieren',
    reservations: 'Deine Reservierungen',
    noReservations: 'Keine Reservierungen.',
    cancel: 'Stornieren',
    cancelQuestion: 'Reservierung {label} stornieren?',
    cancelHint: 'Die Gramm, der Vorrat und der vorgemerkte Preis werden sofort wieder frei.',
    cancelConfirm: 'Reservierung stornieren',
    keep: 'Behalten',
    sayNumber: 'Nenne an der Ausgabe:',
    record: 'Abgabenachweis',
    noHandovers: 'Noch nichts abgegeben.',
    pdf: 'Nachweis (PDF)',
  },
  record: {
    date: 'Datum',
    strain: 'Sorte',
    grams: 'Gramm',
    thc: 'THC',
    price: 'Preis',
  },
  statuses: {
    reserved: 'Reserviert',
    collected: 'Abgeholt',
    cancelled: 'Storniert',
    expired: 'Nicht abgeholt (verfallen)',
  },
  birth: {
    intro:
      'Das Gesetz legt nach Alter fest, was wir abgeben dürfen: ab 18, und unter 21 höchstens 30 g im Monat mit höchstens 10 % THC.',
    label: 'Geburtsdatum',
    save: 'Speichern',
    saved: 'Geburtsdatum gespeichert',
    checked:
      'Der Club hat dein Geburtsdatum ({date}) am {checkedAt} anhand deines Dokuments ({document}) geprüft. Nur das Team des Clubs kann es korrigieren.',
  },
  documents: {
    idCard: 'Personalausweis',
    passport: 'Reisepass',
    residencePermit: 'Aufenthaltstitel',
    drivingLicence: 'Führerschein',
  },
  rules: {
    required: '{field} ist erforderlich.',
    grams: 'Bitte gib Gramm mit höchstens einer Nachkommastelle an, z. B. 2,5.',
    dateOfBirth: 'Bitte gib ein echtes Datum wie 2000-01-31 an; Mitglieder müssen mindestens {age} Jahre alt sein.',
  },
} satisfies Messages<typeof en>;
