import type { Messages } from '../../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  twoFactor: {
    title: 'Zwei-Faktor-Authentifizierung',
    intro:
      'Mit der Zwei-Faktor-Authentifizierung gibst du beim Anmelden nach dem Passwort einen Code aus einer Authenticator-App ein.',
    statusOn: 'Die Zwei-Faktor-Authentifizierung ist seit {date} aktiv.',
    statusOff: 'Die Zwei-Faktor-Authentifizierung ist aus.',
    codesLeft: 'Verbleibende Wiederherstellungscodes: {count}',
    enable: 'Einschalten',
    enableIntro: 'Gib zum Starten dein Passwort ein.',
    scan: 'Scanne diesen QR-Code mit deiner Authenticator-App oder tippe den Schlüssel von Hand ein.',
    qrAlt: 'QR-Code für deine Authenticator-App',
    secret: 'Schlüssel',
    code: 'Code aus der App',
    codeHint: 'Der 6-stellige Code, den deine App gerade zeigt.',
    confirm: 'Bestätigen',
    cancelSetup: 'Abbrechen',
    enabled: 'Die Zwei-Faktor-Authentifizierung ist jetzt aktiv.',
    codesTitle: 'Deine Wiederherstellungscodes',
    codesIntro:
      'Jeder Code meldet dich einmal an, wenn du deine App nicht nutzen kannst. Bewahre sie sicher auf, denn sie werden nur jetzt angezeigt.',
    download: 'Herunterladen',
    print: 'Drucken',
    done: 'Ich habe meine Codes gesichert',
    printTitle: 'Wiederherstellungscodes für {email}',
    fileName: 'wiederherstellungscodes.txt',
    fileHeader: 'Wiederherstellungscodes für {email}. Jeder Code funktioniert einmal.',
    disable: 'Ausschalten',
    disableIntro: 'Gib dein Passwort ein, um die Zwei-Faktor-Authentifizierung auszuschalten.',
    disabled: 'Die Zwei-Faktor-Authentifizierung ist jetzt aus.',
    regenerate: 'Neue Wiederherstellungscodes',
    regenerateIntro:
      'Gib dein Passwort ein, um neue Wiederherstellungscodes zu bekommen. Die alten funktionieren dann nicht mehr.',
    regenerated: 'Du hast neue Wiederherstellungscodes.',
  },
  passkeys: {
    title: 'Passkeys',
    intro:
      'Mit einem Passkey meldest du dich per Fingerabdruck, Gesicht oder Geräte-PIN an, ohne Passwort und Code. Er dient auch als zweiter Schritt nach deinem Passwort.',
    none: 'Du hast noch keinen Passkey.',
    listLabel: 'Deine Passkeys',
    unsupported: 'Dieser Browser kann keine Passkeys verwenden.',
    name: 'Name des Passkeys',
    nameHint: 'Damit du deine Passkeys auseinanderhältst, z. B. „Laptop“ oder „Handy“.',
    add: 'Passkey hinzufügen',
    added: 'Der Passkey wurde hinzugefügt.',
    addedOn: 'Hinzugefügt am {date}',
    neverUsed: 'Noch nicht verwendet',
    cancelled: 'Es wurde kein Passkey erstellt. Versuche es noch einmal, wenn du bereit bist.',
    rename: 'Umbenennen',
    save: 'Speichern',
    remove: 'Entfernen',
    removeTitle: 'Diesen Passkey entfernen?',
    removeText:
      '„{name}“ meldet dich danach nicht mehr an. Entferne ihn hier zuerst und lösche ihn dann auch auf dem Gerät.',
    removed: 'Der Passkey wurde entfernt.',
  },
} satisfies Messages<typeof en>;
