// Die Texte des Mitgliedschaftsmoduls (Schlüssel 'membership.…').
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
};
