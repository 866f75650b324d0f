import type { Messages } from '../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  register: {
    title: 'Konto erstellen',
    terms: 'Ich habe die Bedingungen des Clubs gelesen und akzeptiere sie.',
    termsDocuments: 'Die Bedingungen:',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    refHint: 'Von einem Mitglied eingeladen? Das ist sein Code.',
    dateOfBirthHint: 'Mitglieder müssen mindestens 18 sein; wir brauchen es vor deiner ersten Abholung.',
    submit: 'Registrieren',
    haveAccount: 'Schon Mitglied?',
    login: 'Anmelden',
    doneTitle: 'Sieh in dein Postfach',
    done: 'Wir haben eine Nachricht an {email} geschickt. Öffne den Link darin, um deine Adresse zu bestätigen, und melde dich dann an. Nichts angekommen? Sieh im Spam-Ordner nach.',
  },
  recover: {
    title: 'Passwort vergessen?',
    intro:
      'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort wählen kannst.',
    submit: 'Link senden',
    done: 'Wenn diese Adresse registriert ist, haben wir dir einen Link zum Zurücksetzen geschickt. Bitte sieh in deinen Posteingang und in den Spam-Ordner.',
    again: 'An eine andere Adresse senden',
    back: 'Zurück zur Anmeldung',
  },
  resetPassword: {
    title: 'Neues Passwort wählen',
    intro: 'Für {email}. Mindestens 8 Zeichen; ein Satz aus ein paar Wörtern ist leicht zu merken.',
    submit: 'Neues Passwort speichern',
    success: 'Dein Passwort wurde zurückgesetzt. Bitte melde dich mit dem neuen an.',
    newLink: 'Neuen Link anfordern',
    back: 'Zurück zur Anmeldung',
  },
  lock: {
    title: 'Sitzung gesperrt',
    intro: 'Deine Sitzung ist abgelaufen. Gib dein Passwort ein, um dort weiterzumachen, wo du warst.',
    submit: 'Entsperren',
    notYou: 'Nicht du?',
    logout: 'Abmelden',
  },
  verified: {
    success: { title: 'E-Mail-Adresse bestätigt', text: 'Danke, deine E-Mail-Adresse ist bestätigt.' },
    alreadyVerified: {
      title: 'Bereits bestätigt',
      text: 'Deine E-Mail-Adresse wurde schon früher bestätigt. Es ist nichts weiter zu tun.',
    },
    invalid: {
      title: 'Link ungültig',
      text: 'Dieser Bestätigungslink ist nicht gültig. Bitte nutze den neuesten Link, den wir dir geschickt haben, oder fordere einen neuen an.',
    },
    expired: {
      title: 'Link abgelaufen',
      text: 'Dieser Bestätigungslink ist abgelaufen. Bitte fordere einen neuen an.',
    },
    unknown: {
      title: 'E-Mail-Bestätigung',
      text: 'Wir konnten nicht feststellen, was mit diesem Bestätigungslink passiert ist.',
    },
    resend: 'Neuen Link senden',
    resent: 'Ein neuer Bestätigungslink ist unterwegs an {email}.',
    toDashboard: 'Zur Übersicht',
    toLogin: 'Zur Anmeldung',
  },
  authWithToken: {
    working: 'Du wirst angemeldet…',
    missing: 'Dieser Anmeldelink ist unvollständig. Bitte öffne den ganzen Link aus deiner Nachricht.',
    failed: 'Dieser Anmeldelink ist ungültig oder abgelaufen. Anmeldelinks funktionieren einmal, 15 Minuten lang.',
    toLogin: 'Zur Anmeldung',
  },
} satisfies Messages<typeof en>;
