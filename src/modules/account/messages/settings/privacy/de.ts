import type { Messages } from '../../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  privacy: {
    title: 'Datenschutz',
    intro:
      'Der Club zählt Seitenaufrufe, um das Portal zu verbessern. Ob sie mit dir verknüpft werden, entscheidest du.',
    consent: 'Meine Seitenaufrufe mit meiner Mitgliedsnummer und meinem Namen verknüpfen',
    consentHintOff:
      'Aus: Der Club sieht Seitenaufrufe, ohne zu wissen, von wem sie stammen. Du kannst das jederzeit einschalten.',
    consentHintOn:
      'Ein: Deine Seitenaufrufe tragen deine Mitgliedsnummer und deinen Namen. Du kannst das jederzeit ausschalten.',
    savedOn: 'Gespeichert: Deine Seitenaufrufe tragen jetzt deine Mitgliedsnummer und deinen Namen.',
    savedOff: 'Gespeichert: Deine Seitenaufrufe tragen keine Mitgliedsnummer und keinen Namen mehr.',
    analyticsOff: 'Der Club zählt derzeit keine Seitenaufrufe; deine Wahl gilt, sobald er es tut.',
    errorsTitle: 'Fehlerberichte',
    errors:
      'Wenn etwas schiefgeht, enthält der Bericht an die Entwickler des Clubs deine Mitgliedsnummer, deinen Namen, deine E-Mail-Adresse und deine IP-Adresse, damit sie dir helfen können.',
    consentsTitle: 'Deine Einwilligungen',
    consentsIntro:
      'Wozu du zugestimmt hast, an einem Ort. E-Mail und Push wählst du je Thema auf der Seite Benachrichtigungen.',
    email: 'E-Mail',
    push: 'Push',
    onFor: 'An für: {topics}',
    offAll: 'Aus für alle Themen',
    changeTopics: 'E-Mail und Push je Thema wählen',
    historyTitle: 'Verlauf deiner Einwilligungen',
    historyNone: 'Du hast noch keine Einwilligung geändert.',
    historyAnalytics: 'Statistik {state}',
    historyTopic: '{consent} für {topic} {state}',
    granted: 'an',
    withdrawn: 'aus',
    exportTitle: 'Deine Daten herunterladen',
    exportIntro:
      'Eine ZIP-Datei mit allem, was der Club über dich speichert: die Daten als JSON, maschinenlesbar für einen anderen Dienst, und dasselbe als lesbares PDF. Passwörter und Anmeldegeheimnisse sind ausgelassen.',
    exportButton: 'Meine Daten herunterladen (ZIP)',
    exportDone: 'Deine Daten wurden heruntergeladen.',
    closeTitle: 'Konto löschen',
    closeIntro:
      'Dein Konto wird sofort geschlossen und du wirst überall abgemeldet. Alles über dich wird gelöscht, außer dem, was der Club laut Gesetz aufbewahren muss:',
    kept: {
      handovers: {
        one: 'Abgaben von Cannabis an dich ({count} Eintrag): mit Name, Vorname und Geburtsjahr, aufbewahrt {years} Jahre nach jeder Abgabe (KCanG §26).',
        other:
          'Abgaben von Cannabis an dich ({count} Einträge): mit Name, Vorname und Geburtsjahr, aufbewahrt {years} Jahre nach jeder Abgabe (KCanG §26).',
      },
      bookings: {
        one: 'Buchungen: Wallet, Bestellungen, Auszahlungen und Beiträge ({count} Eintrag), aufbewahrt {years} Jahre nach Ende ihres Jahres (§147 AO, §257 HGB).',
        other:
          'Buchungen: Wallet, Bestellungen, Auszahlungen und Beiträge ({count} Einträge), aufbewahrt {years} Jahre nach Ende ihres Jahres (§147 AO, §257 HGB).',
      },
      audit: {
        one: 'Das Prüfprotokoll des Clubs ({count} Eintrag über dich), aufbewahrt, solange die Unterlagen, die es belegt.',
        other:
          'Das Prüfprotokoll des Clubs ({count} Einträge über dich), aufbewahrt, solange die Unterlagen, die es belegt.',
      },
    },
    blockedTitle: 'Bevor dein Konto geschlossen werden kann:',
    blockers: {
      balance: 'Lass dir dein Wallet-Guthaben auszahlen.',
      orders: 'Bezahle oder storniere deine offenen Bestellungen.',
      withdrawals: 'Warte, bis deine offenen Auszahlungen ausgezahlt sind.',
      reservations: 'Hole deine Reservierungen ab oder storniere sie.',
    },
    closeButton: 'Mein Konto löschen',
    closed: 'Dein Konto ist geschlossen. Auf Wiedersehen!',
  },
} satisfies Messages<typeof en>;
