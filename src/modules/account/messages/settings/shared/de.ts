import type { Messages } from '../../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  common: {
    save: 'Speichern',
    cancel: 'Abbrechen',
    close: 'Schließen',
    copy: 'Kopieren',
    copied: 'In die Zwischenablage kopiert.',
    copyFailed: 'Kopieren hat nicht geklappt. Bitte markiere den Text und kopiere ihn selbst.',
    loading: 'Wird geladen…',
    loadFailed: 'Das konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    currentPassword: 'Aktuelles Passwort',
    never: 'nie',
  },
  validation: {
    required: '{field} ist erforderlich.',
    email: '{field} muss eine gültige E-Mail-Adresse sein.',
    min: '{field} muss mindestens {min} Zeichen lang sein.',
    confirmed: 'Die Passwörter stimmen nicht überein.',
    sixDigits: '{field} muss aus 6 Ziffern bestehen.',
    countryForRegion: 'Bitte wähle das Land dieser Region.',
    futureDate: '{field} muss in der Zukunft liegen.',
    abilities: 'Wähle mindestens eine Berechtigung.',
    plainText: '{field} darf höchstens {max} Zeichen und keine Steuerzeichen oder unsichtbaren Zeichen enthalten.',
    clockTime: '{field} muss eine Uhrzeit sein, z. B. 22:00.',
  },
  problems: {
    throttled: 'Zu viele Versuche. Bitte versuche es in {seconds} Sekunden erneut.',
    throttledLater: 'Zu viele Versuche. Bitte versuche es später erneut.',
    expired: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    network: 'Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  },
} satisfies Messages<typeof en>;
