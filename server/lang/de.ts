// The server's German texts, as a Laravel backend keeps them in lang/de/validation.php and
// lang/de.json: the validator's rule templates, German names of the fields the routes validate,
// per-field wordings, and every member-facing English sentence of the server (the key) in German.
// English stays the source text in the code. Placeholders (`:attribute`, `:seconds`) are the
// English text's; `:Attribute` is the same one with a capital first letter.
// tests/server/lang/lang.test.ts fails on a missing text or a placeholder that differs.
import type { ServerTexts } from './translate.ts';
import { walletAttributesDe, walletSentencesDe } from '../modules/wallet/lang-de.ts';
import { growingAttributesDe, growingSentencesDe } from '../modules/growing/lang-de.ts';
import { ledgerSentencesDe } from '../ledger/lang-de.ts';
import { membershipAttributesDe, membershipSentencesDe } from '../modules/membership/lang-de.ts';
import { staffAttributesDe, staffSentencesDe } from './staff-de.ts';
import { reachAttributesDe, reachSentencesDe } from './reach-de.ts';

const de: ServerTexts = {
  validation: {
    accepted: ':Attribute muss akzeptiert werden.',
    required: ':Attribute ist erforderlich.',
    string: ':Attribute muss ein Text sein.',
    boolean: ':Attribute muss wahr oder falsch sein.',
    integer: ':Attribute muss eine ganze Zahl sein.',
    array: ':Attribute muss eine Liste sein.',
    min: ':Attribute muss mindestens :min Zeichen lang sein.',
    max: ':Attribute darf höchstens :max Zeichen lang sein.',
    email: ':Attribute muss eine gültige E-Mail-Adresse sein.',
    confirmed: ':Attribute stimmt nicht mit der Bestätigung überein.',
    in: 'Der gewählte Wert für :attribute ist ungültig.',
    digits: ':Attribute muss aus :digits Ziffern bestehen.',
    regex: 'Das Format von :attribute ist ungültig.',
    url: ':Attribute muss eine gültige URL sein.',
    date: ':Attribute muss ein gültiges Datum sein.',
    after: ':Attribute muss ein Datum nach :date sein.',
    present: ':Attribute muss vorhanden sein.',
    unique: ':Attribute ist bereits vergeben.',
    required_if: ':Attribute ist erforderlich, wenn :other :value ist.',
    required_with: ':Attribute ist erforderlich, wenn :values angegeben ist.',
    required_without: ':Attribute ist erforderlich, wenn :values nicht angegeben ist.',
    plain_text: ':Attribute darf keine Steuerzeichen oder unsichtbaren Zeichen enthalten.',
    visible_text: ':Attribute muss sichtbaren Text enthalten.',
  },

  // Laravel's `custom`: where the rule's general wording reads badly for one field.
  custom: {
    terms: { accepted: 'Bitte akzeptiere die Bedingungen, um fortzufahren.' },
    password: { confirmed: 'Die Passwörter stimmen nicht überein.' },
    email: { unique: 'Diese E-Mail-Adresse ist bereits vergeben.' },
    address: { unique: 'Diese Wallet-Adresse ist bereits mit einem anderen Konto verknüpft.' },
    expires_at: { after: ':Attribute muss in der Zukunft liegen.' },
    country: { required_with: 'Bitte wähle das Land dieser Region.' },
  },

  // The fields the routes validate, named as the portal's German forms name them.
  attributes: {
    ...walletAttributesDe,
    ...growingAttributesDe,
    ...membershipAttributesDe,
    ...staffAttributesDe,
    ...reachAttributesDe,
    filter: 'Filter',
    from: 'Beginn des Zeitraums',
    to: 'Ende des Zeitraums',
    level: 'Ebene',
    team_visibility: 'Sichtbarkeit im Team',
    when: 'Zeitraum',
    widget: 'Anmeldung über ein Widget',
    abilities: 'Berechtigungen',
    address: 'Wallet-Adresse',
    analytics_consent: 'Einwilligung in die Analyse',
    body: 'Nachricht',
    channel_name: 'Kanalname',
    city: 'Ort',
    code: 'Code',
    credential: 'Antwort des Passkeys',
    ends: 'Ende der Ruhezeit',
    starts: 'Beginn der Ruhezeit',
    country: 'Land',
    current_password: 'Aktuelles Passwort',
    device_name: 'Gerätename',
    email: 'E-Mail',
    expires_at: 'Ablaufdatum',
    firstname: 'Vorname',
    id: 'ID',
    language: 'Sprache',
    lang: 'Sprache',
    lastname: 'Nachname',
    logout_other_devices: 'Andere Geräte abmelden',
    keep_api_tokens: 'API-Tokens behalten',
    member_id: 'Mitglied',
    message: 'Nachricht',
    name: 'Name',
    password: 'Passwort',
    password_confirmation: 'Passwortbestätigung',
    position: 'Position',
    preferences: 'Benachrichtigungseinstellungen',
    recovery_code: 'Wiederherstellungscode',
    ref_hash: 'Empfehlungscode',
    region: 'Region',
    signature: 'Signatur',
    socket_id: 'Socket-ID',
    street: 'Straße und Hausnummer',
    subject: 'Betreff',
    terms: 'Bedingungen',
    token: 'Token',
    type: 'Art',
    url: 'URL',
    zip: 'Postleitzahl',
  },

  sentences: {
    // server/http
    'The given data was invalid.': 'Die übermittelten Daten sind ungültig.',
    ':message (and :count more error)': ':message (und :count weiterer Fehler)',
    ':message (and :count more errors)': ':message (und :count weitere Fehler)',
    'This action is unauthorized.': 'Diese Aktion ist nicht erlaubt.',
    'The request body is not valid JSON.': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    'The request body must be a JSON object.': 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
    now: 'jetzt',

    // login, verification step, password policy
    'These credentials do not match our records.': 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
    'Too many login attempts. Please try again in :seconds seconds.':
      'Zu viele Anmeldeversuche. Bitte versuche es in :seconds Sekunden erneut.',
    'Too many sign-ins at once. Please try again in a moment.':
      'Gerade melden sich zu viele gleichzeitig an. Bitte versuche es gleich noch einmal.',
    'Thanks for registering! We have emailed you a link to confirm your address. Then log in.':
      'Danke für deine Registrierung! Wir haben dir einen Link geschickt, mit dem du deine Adresse bestätigst. Danach meldest du dich an.',
    'The provided two factor authentication code was invalid.':
      'Der Code der Zwei-Faktor-Authentifizierung ist ungültig.',
    'The provided two factor recovery code was invalid.': 'Der Wiederherstellungscode ist ungültig.',
    'The provided verification code was invalid.': 'Der Bestätigungscode aus der E-Mail ist ungültig.',
    'This account does not use emailed verification codes.':
      'Dieses Konto verwendet keine Bestätigungscodes per E-Mail.',
    'We have emailed you a verification code.': 'Wir haben dir einen Bestätigungscode per E-Mail geschickt.',
    'The given :attribute has appeared in a data leak. Please choose a different :attribute.':
      'Dieses :attribute ist in einem Datenleck aufgetaucht. Bitte wähle ein anderes :attribute.',
    'This login link is invalid or has expired.': 'Dieser Anmeldelink ist ungültig oder abgelaufen.',

    // passkeys
    'The :attribute is not a passkey answer.': 'Die :attribute hat nicht die Form einer Passkey-Antwort.',
    'This passkey could not be verified. Please try again.':
      'Dieser Passkey konnte nicht bestätigt werden. Bitte versuche es noch einmal.',
    'This passkey is already registered.': 'Dieser Passkey ist bereits registriert.',
    'You have no passkey yet.': 'Du hast noch keinen Passkey.',
    'No such passkey.': 'Diesen Passkey gibt es nicht.',

    // mail about a notification topic (server/notifications/deliver.ts): the topic, nothing more
    'There is news from the club.': 'Es gibt Neuigkeiten aus dem Club.',
    'Your wallet changed.': 'In deiner Wallet hat sich etwas geändert.',
    'There is news about your appointments.': 'Es gibt Neues zu deinen Terminen.',
    'There is an answer to your support ticket.': 'Es gibt eine Antwort auf deine Support-Anfrage.',
    'New message from the club.': 'Neue Nachricht vom Club.',
    'There is news about your growing.': 'Es gibt Neues zu deinem Anbau.',
    'The club has an announcement.': 'Der Club hat eine Ankündigung.',
    'Sign in to the portal to see it.': 'Melde dich im Portal an, um es zu sehen.',
    'Open the portal': 'Portal öffnen',
    'The :attribute must be a time of day (HH:MM).': 'Das Feld :attribute muss eine Uhrzeit sein (HH:MM).',

    // Sign-In with Ethereum
    'The message is not a valid Sign-In with Ethereum message.':
      'Die Nachricht ist keine gültige Sign-In-with-Ethereum-Nachricht.',
    'The message was not made for this site.': 'Die Nachricht wurde nicht für diese Seite erstellt.',
    'The message has expired or is not valid yet.': 'Die Nachricht ist abgelaufen oder noch nicht gültig.',
    'This sign-in request has expired or was already used. Please try again.':
      'Diese Anmeldeanfrage ist abgelaufen oder wurde schon verwendet. Bitte versuche es erneut.',
    'The signature does not match the message.': 'Die Signatur passt nicht zur Nachricht.',
    'No member is linked to this wallet address.': 'Mit dieser Wallet-Adresse ist kein Mitglied verknüpft.',
    'Sign-In with Ethereum is not enabled.': 'Die Anmeldung mit Ethereum ist nicht eingeschaltet.',

    // password recovery, email verification
    'If that address is registered, we have emailed a reset link.':
      'Wenn diese Adresse registriert ist, haben wir dir einen Link zum Zurücksetzen geschickt.',
    'This password reset token is invalid.': 'Dieser Link zum Zurücksetzen des Passworts ist ungültig.',
    'Your password has been reset.': 'Dein Passwort wurde zurückgesetzt.',
    'A new verification link has been sent to your email address.':
      'Ein neuer Bestätigungslink ist an deine E-Mail-Adresse unterwegs.',

    // settings
    'The provided password was incorrect.': 'Das Passwort ist falsch.',
    'The provided password does not match your current password.':
      'Das stimmt nicht mit deinem aktuellen Passwort überein.',
    'Ghost mode is read-only: leave ghost mode to make changes.':
      'Der Geistermodus ist nur zum Ansehen: Verlasse den Geistermodus, um etwas zu ändern.',
    'The email must be different from your current email.':
      'Die neue E-Mail-Adresse muss sich von deiner aktuellen unterscheiden.',
    'Your password has been updated.': 'Dein Passwort wurde geändert.',
    'Your email address was changed': 'Deine E-Mail-Adresse wurde geändert',
    'The email address of your account was changed from :old to :new.':
      'Die E-Mail-Adresse deines Kontos wurde von :old in :new geändert.',
    'Not you? Contact the club at once: whoever changed it can sign in to your account.':
      'Warst du das nicht? Melde dich sofort beim Club: Wer sie geändert hat, kann sich in dein Konto einloggen.',
    'The address field must be a valid Ethereum address (EIP-55 checksum).':
      'Die Wallet-Adresse muss eine gültige Ethereum-Adresse sein (EIP-55-Prüfsumme).',
    'Two-factor authentication is already enabled. Disable it first to set up a new authenticator.':
      'Die Zwei-Faktor-Authentifizierung ist schon aktiv. Schalte sie zuerst aus, um eine neue Authenticator-App einzurichten.',
    'Two-factor authentication has not been set up. Start again.':
      'Die Zwei-Faktor-Authentifizierung wurde nicht eingerichtet. Bitte beginne von vorn.',
    'Two-factor authentication is not enabled.': 'Die Zwei-Faktor-Authentifizierung ist nicht aktiv.',
    'You can have at most :max API tokens. Revoke one first.':
      'Du kannst höchstens :max API-Tokens haben. Widerrufe zuerst einen.',

    // a widget's sign-in (server/auth/middleware.ts)
    'A sign-in through a widget on a website can only show notifications, the wallet summary, news and events. Please sign in to the members’ area for this.':
      'Eine Anmeldung über ein Widget auf einer Website kann nur Benachrichtigungen, die Guthaben-Übersicht, Neuigkeiten und Veranstaltungen zeigen. Bitte melde dich dafür im Mitgliederbereich an.',

    // ghost mode, chat, support
    'You cannot enter ghost mode as yourself.': 'Du kannst den Geistermodus nicht für dich selbst starten.',
    'This is not a ghost mode session.': 'Dies ist keine Sitzung im Geistermodus.',
    'You cannot start a conversation with yourself.': 'Du kannst kein Gespräch mit dir selbst beginnen.',
    'This ticket is closed. Please open a new one.': 'Dieses Ticket ist geschlossen. Bitte eröffne ein neues.',

    // appointments, wallet
    'This appointment was cancelled.': 'Dieser Termin wurde abgesagt.',
    'This appointment has already started.': 'Dieser Termin hat schon begonnen.',
    'You already have a ticket for this appointment.': 'Du hast schon ein Ticket für diesen Termin.',
    'This appointment is fully booked.': 'Dieser Termin ist ausgebucht.',
    'Your wallet balance is too low for this ticket: :missing are missing.':
      'Dein Guthaben reicht für dieses Ticket nicht aus: Es fehlen :missing.',
    'Only a registered ticket can be cancelled.': 'Nur ein gebuchtes Ticket kann storniert werden.',
    'Your wallet balance is too low.': 'Dein Guthaben reicht nicht aus.',
    'This transaction is not pending.': 'Diese Transaktion ist nicht mehr offen.',
    ...walletSentencesDe,
    ...ledgerSentencesDe,
    ...growingSentencesDe,
    ...membershipSentencesDe,
    ...staffSentencesDe,
    ...reachSentencesDe,

    // club staff commands, tickets
    'A cancelled ticket has no PDF.': 'Ein storniertes Ticket hat kein PDF.',
    'New post: :title': 'Neuer Beitrag: :title',
    'Your ticket was answered': 'Dein Ticket wurde beantwortet',

    // affiliate team page: a referral bonus names the member as they chose to be shown
    'Referral bonus': 'Empfehlungsbonus',
    'Referral bonus: :name': 'Empfehlungsbonus: :name',
  },
};

export default de;
