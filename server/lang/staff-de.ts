// The staff area's server texts in German (merged into server/lang/de.ts): field names and every
// sentence the staff routes answer with (docs/spec.md §10).
export const staffAttributesDe = {
  action: 'Aktion',
  amount_cents: 'Betrag',
  batch: 'Auszahlungslauf',
  charge: 'Beitrag',
  consent: 'Einwilligung',
  first_due: 'erste Fälligkeit',
  active: 'aktiv',
  interval: 'Zahlungsweise',
  plan_id: 'Beitragsplan',
  content: 'Datei',
  file_name: 'Dateiname',
  import: 'Import',
  purpose: 'Zweck',
  reason: 'Grund',
  reference: 'Referenz',
  stage: 'Stand',
  status: 'Status',
  withdrawal: 'Auszahlung',
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
  'This order has expired.': 'Diese Bestellung ist abgelaufen.',
  'This order is not awaiting payment.': 'Diese Bestellung wartet nicht auf eine Zahlung.',
  'This withdrawal is no longer pending.': 'Diese Auszahlung ist nicht mehr offen.',
  'This withdrawal is already in a payout batch.': 'Diese Auszahlung ist schon in einem Auszahlungslauf.',
  'No approved withdrawal is waiting for a payout.': 'Keine freigegebene Auszahlung wartet auf einen Auszahlungslauf.',
  'The club has not set up its bank account.': 'Der Verein hat sein Bankkonto nicht eingerichtet.',
  'This payout batch is already processed.': 'Dieser Auszahlungslauf ist schon erledigt.',
  'This statement import is already booked.': 'Dieser Kontoauszug ist schon gebucht.',
  'There is no such fee plan.': 'Diesen Beitragsplan gibt es nicht.',
  'This fee plan is switched off.': 'Dieser Beitragsplan ist abgeschaltet.',
  'This charge is not waiting for payment.': 'Dieser Beitrag wartet nicht auf eine Zahlung.',
  'No fee is waiting to be collected by direct debit.': 'Kein Beitrag wartet auf den Einzug per Lastschrift.',
  'The club has not set up its creditor identifier for direct debits.':
    'Der Verein hat keine Gläubiger-Identifikationsnummer für Lastschriften eingerichtet.',
  'Membership fee not paid': 'Mitgliedsbeitrag nicht bezahlt',
  'Your membership fee due on :day could not be taken from your wallet. Please top it up.':
    'Dein Mitgliedsbeitrag, fällig am :day, konnte nicht von deinem Guthaben abgebucht werden. Bitte lade es auf.',
};
