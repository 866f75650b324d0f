import type { Messages } from '../../../src/core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  title: 'Melde dich an, um deine Benachrichtigungen zu sehen',
  unlockTitle: 'Deine Sitzung ist abgelaufen. Melde dich erneut an.',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
  forgot: 'Passwort vergessen?',
  join: 'Mitglied werden',
  otp: 'Einmalpasswort',
  otpHint: 'Gib den 6-stelligen Code aus deiner Authenticator-App ein.',
  recoveryCode: 'Wiederherstellungscode',
  recoveryHint:
    'Gib einen der Wiederherstellungscodes ein, die du beim Einrichten der Zwei-Faktor-Anmeldung gespeichert hast.',
  useRecovery: 'Stattdessen einen Wiederherstellungscode verwenden',
  useOtp: 'Stattdessen die Authenticator-App verwenden',
  emailCode: 'Code aus der E-Mail',
  emailHint: 'Wir haben einen 6-stelligen Code an {email} gesendet.',
  emailNotSent: 'Wir konnten gerade keinen Code an {email} senden. Nutze „Erneut senden“, sobald es frei ist.',
  sending: 'Der Code wird gesendet …',
  resend: 'Code erneut senden',
  resendIn: 'Einen neuen Code kannst du in {seconds} s anfordern.',
  verify: 'Bestätigen',
  back: 'Zurück',
  problems: {
    throttled: 'Zu viele Versuche. Bitte versuche es in {seconds} Sekunden erneut.',
    throttledLater: 'Zu viele Versuche. Bitte versuche es später erneut.',
    expired: 'Das hat zu lange gedauert. Bitte gib dein Passwort erneut ein.',
    network: 'Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuche es später erneut.',
  },
  validation: {
    required: '{field} ist erforderlich.',
    email: 'Ungültige E-Mail-Adresse',
    digits: 'Gib den {digits}-stelligen Code ein.',
  },
} satisfies Messages<typeof en>;
