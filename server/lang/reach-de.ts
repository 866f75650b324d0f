// The privacy centre's and volunteer hours' server texts in German (merged into server/lang/de.ts):
// field names and every sentence those routes answer with (docs/spec.md §11).
export const reachAttributesDe = {
  account: 'Konto',
  category: 'Kategorie',
  worked_on: 'Arbeitstag',
  task: 'Aufgabe',
  minutes: 'Dauer',
  note: 'Notiz',
  endpoint: 'Push-Adresse',
  keys: 'Schlüssel',
  'keys.p256dh': 'Schlüssel',
  'keys.auth': 'Schlüssel',
  year: 'Jahr',
};

export const reachSentencesDe = {
  'The account cannot close yet: withdraw your balance and settle open orders, withdrawals and reservations first.':
    'Das Konto kann noch nicht geschlossen werden: Zahle zuerst dein Guthaben aus und schließe offene Bestellungen, Auszahlungen und Reservierungen ab.',
  'Your account is closed.': 'Dein Konto ist geschlossen.',
  'The :attribute must not be in the future.': ':Attribute darf nicht in der Zukunft liegen.',
  'These hours have been decided already.': 'Über diese Stunden wurde schon entschieden.',
  'Web push is not set up on this server.': 'Web-Push ist auf diesem Server nicht eingerichtet.',
};
