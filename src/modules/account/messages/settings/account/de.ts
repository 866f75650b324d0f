import type { Messages } from '../../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  account: {
    nameTitle: 'Name',
    name: 'Name',
    nameSaved: 'Dein Name wurde gespeichert.',
    languageTitle: 'Sprache',
    languageIntro: 'Das Portal, deine nächste Anmeldung und die E-Mails des Clubs verwenden diese Sprache.',
    language: 'Sprache',
    languageSaved: 'Deine Sprache wurde gespeichert.',
    emailTitle: 'E-Mail-Adresse',
    emailIntro:
      'Deine aktuelle Adresse ist {email}. Nach einer Änderung schicken wir einen Bestätigungslink an die neue Adresse.',
    unverified: 'Noch nicht bestätigt',
    resendLink: 'Link noch einmal senden',
    newEmail: 'Neue E-Mail-Adresse',
    emailSubmit: 'E-Mail-Adresse ändern',
    emailSaved: 'Bitte sieh in dein Postfach: Wir haben einen Bestätigungslink an {email} geschickt.',
    passwordTitle: 'Passwort',
    newPassword: 'Neues Passwort',
    newPasswordHint: 'Mindestens 8 Zeichen. Ein langer Satz ist am besten.',
    confirmPassword: 'Neues Passwort bestätigen',
    logoutOthers: 'Alle anderen Geräte abmelden',
    passwordSubmit: 'Passwort ändern',
    passwordSaved: 'Dein Passwort wurde geändert.',
    passwordSavedRevoked: 'Dein Passwort wurde geändert. Abgemeldete andere Geräte: {count}.',
    walletTitle: 'Ethereum-Wallet',
    walletIntro:
      'Verknüpfe deine Wallet, um dich mit Ethereum anzumelden. Deine Browser-Wallet signiert eine Nachricht, die zeigt, dass die Adresse dir gehört.',
    walletLink: 'Wallet verknüpfen',
    walletRelink: 'Andere Wallet verknüpfen',
    walletLinked: 'Verknüpfte Adresse:',
    walletStatement: 'Diese Wallet mit meinem Konto bei {club} verknüpfen.',
    walletMissing:
      'Keine Browser-Wallet gefunden. Um eine Adresse zu verknüpfen, öffne diese Seite in einem Browser mit einer Wallet-Erweiterung wie MetaMask.',
    walletRejected: 'Die Wallet hat die Nachricht nicht signiert, daher wurde nichts verknüpft.',
    walletNoAccount: 'Die Wallet hat kein Konto freigegeben.',
    walletUnavailable: 'Keine Wallet hat geantwortet. Bitte entsperre deine Wallet und versuche es erneut.',
    walletClear: 'Adresse entfernen',
    walletSaved: 'Deine Wallet-Adresse wurde gespeichert.',
    walletCleared: 'Deine Wallet-Adresse wurde entfernt.',
    walletNone: 'Es ist keine Wallet-Adresse verknüpft.',
  },
} satisfies Messages<typeof en>;
