// The staff area's server texts in German (merged into server/lang/de.ts): field names and every
// sentence the staff routes answer with (docs/spec.md §10).
export const staffAttributesDe = {
  action: 'Aktion',
  actor: 'Mitarbeiter*in',
  page: 'Seite',
  role: 'Rolle',
  search: 'Suche',
  subject_id: 'Datensatz',
  subject_type: 'Datensatztyp',
};

export const staffSentencesDe = {
  'The club area is open only in the portal, to a staff member signed in there.':
    'Der Vereinsbereich ist nur im Portal geöffnet, für dort angemeldete Mitarbeitende.',
  'There is no such role.': 'Diese Rolle gibt es nicht.',
  'The club needs at least one board member.': 'Der Verein braucht mindestens ein Vorstandsmitglied.',
  'The file is not well-formed XML.': 'Die Datei ist kein wohlgeformtes XML.',
  'The file is not a CAMT.053 bank statement.': 'Die Datei ist kein CAMT.053-Kontoauszug.',
  'The file is not a readable CSV export.': 'Die Datei ist kein lesbarer CSV-Export.',
  'The CSV export needs columns for the booking date, the amount and the reference.':
    'Der CSV-Export braucht Spalten für Buchungstag, Betrag und Verwendungszweck.',
  'The statement holds no incoming transfers.': 'Der Kontoauszug enthält keine Zahlungseingänge.',
};
