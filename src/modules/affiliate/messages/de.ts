// Die Texte des Affiliate-Moduls.
import type { Messages } from '../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  title: 'Mein Team',
  sidebar: 'Team',
  referralTitle: 'Konto erstellen',
  intro:
    'Lade Menschen mit deinem Empfehlungslink in den Club ein. Mitglieder, die du geworben hast, und die Mitglieder, die diese geworben haben, erscheinen hier so, wie sie sich zeigen möchten.',
  loading: 'Dein Team wird geladen',
  failed: 'Dein Team konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  link: {
    title: 'Dein Empfehlungslink',
    intro: 'Wer sich über diesen Link registriert, kommt in dein Team.',
    label: 'Empfehlungslink',
    copy: 'Link kopieren',
    copied: 'Der Link ist kopiert.',
    copyFailed: 'Der Link konnte nicht kopiert werden. Bitte markiere und kopiere ihn selbst.',
    share: 'Link teilen',
    shareTitle: 'Komm in unseren Club',
    shareText: 'Registriere dich mit meinem Link für den Club:',
    qr: 'QR-Code deines Empfehlungslinks',
  },
  levels: {
    label: 'Team-Ebenen',
    1: 'Von dir geworben',
    2: 'Zweite Ebene',
  },
  members: { one: '{count} Mitglied', other: '{count} Mitglieder' },
  team: {
    name: 'Name',
    joined: 'Beigetreten',
    status: 'Status',
    private: 'Ein Mitglied (Name nicht sichtbar)',
    statuses: { active: 'Aktiv', pending: 'E-Mail noch nicht bestätigt' },
    empty: {
      1: 'Noch niemand hat sich über deinen Link registriert.',
      2: 'Dein Team hat noch niemanden geworben.',
    },
  },
  visibility: {
    title: 'So erscheinst du auf der Teamseite deines Sponsors',
    choices: {
      initial: 'Vorname und Initial (zum Beispiel „Lena S.“)',
      full: 'Vollständiger Name',
      hidden: 'Gar nicht („Ein Mitglied“)',
    },
    save: 'Auswahl speichern',
    saved: 'Deine Auswahl ist gespeichert.',
  },
  bonuses: {
    title: 'Team-Boni',
    count: {
      one: '{count} Bonus deinem Guthaben gutgeschrieben',
      other: '{count} Boni deinem Guthaben gutgeschrieben',
    },
  },
  neutral: {
    intro:
      'Mitglieder, die sich über deinen Link registriert haben, und die, die sich über deren Links registriert haben, erscheinen hier so, wie sie sich zeigen möchten.',
    link: {
      title: 'Dein Registrierungslink',
      intro: 'Wer sich über diesen Link registriert, steht unten in der Liste.',
      label: 'Registrierungslink',
      shareTitle: 'Registrierung im Club',
      shareText: 'Die Registrierungsseite des Clubs:',
      qr: 'QR-Code deines Registrierungslinks',
    },
    levels: { 1: 'Über deinen Link registriert', 2: 'Über deren Links registriert' },
    team: {
      empty: {
        1: 'Noch niemand hat sich über deinen Link registriert.',
        2: 'Über deren Links hat sich noch niemand registriert.',
      },
    },
    visibility: { title: 'So erscheinst du bei dem Mitglied, dessen Link du genutzt hast' },
  },
} satisfies Messages<typeof en>;
