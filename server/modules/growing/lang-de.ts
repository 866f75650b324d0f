// The Growing module's server texts in German (merged into server/lang/de.ts).
export const growingAttributesDe = {
  strain_id: 'Sorte',
  grams: 'Gramm',
  slot: 'Abholtermin',
  date_of_birth: 'Geburtsdatum',
};

export const growingSentencesDe = {
  'Please add your date of birth in your settings first.':
    'Bitte trage zuerst dein Geburtsdatum in den Einstellungen ein.',
  'Members must be 18 or older.': 'Mitglieder müssen mindestens 18 Jahre alt sein.',
  'Members under 21 may only receive strains with at most 10 % THC.':
    'Mitglieder unter 21 dürfen nur Sorten mit höchstens 10 % THC erhalten.',
  'That is more than the 25 g a day the law allows: :left g left on that day.':
    'Das ist mehr als die 25 g pro Tag, die das Gesetz erlaubt: an diesem Tag sind noch :left g übrig.',
  'That is more than the :limit g a month the law allows you: :left g left in that month.':
    'Das ist mehr als die :limit g pro Monat, die das Gesetz dir erlaubt: in diesem Monat sind noch :left g übrig.',
  'Only :left g of this strain are in stock.': 'Von dieser Sorte sind nur noch :left g vorrätig.',
  'Your wallet balance does not cover this reservation: :missing are missing.':
    'Dein Guthaben reicht für diese Reservierung nicht aus: Es fehlen :missing.',
  'Reservation :label was already collected.': 'Die Reservierung :label wurde schon abgeholt.',
  'Reservation :label was already cancelled.': 'Die Reservierung :label wurde schon storniert.',
  'Reservation :label expired: it was not collected on its pickup day.':
    'Die Reservierung :label ist abgelaufen, weil sie an ihrem Abholtag nicht abgeholt wurde.',
  'Reservation :label is not open.': 'Die Reservierung :label ist nicht offen.',
  'Reservation :label is for :grams g of this strain: hand over those, or cancel it first.':
    'Die Reservierung :label ist für :grams g dieser Sorte: Gib diese Menge ab oder storniere sie zuerst.',
  'The grams must be a number of grams with at most one decimal, e.g. 2.5.':
    'Die Grammzahl muss eine Zahl mit höchstens einer Nachkommastelle sein, z. B. 2.5.',
  'The grams must be greater than zero.': 'Die Grammzahl muss größer als null sein.',
  'Please pick one of the offered pickup slots.': 'Bitte wähle einen der angebotenen Abholtermine.',
  'The date of birth must be a date like 2000-01-31.': 'Das Geburtsdatum muss ein Datum wie 2000-01-31 sein.',
  'Members must be 18 or older to join.': 'Mitglieder müssen mindestens 18 Jahre alt sein.',
  'The club has checked your date of birth against your ID. To correct it, please ask the club’s staff.':
    'Der Club hat dein Geburtsdatum anhand deines Ausweises geprüft. Für eine Korrektur wende dich bitte an das Team des Clubs.',
  'Pickup recorded': 'Abholung erfasst',
  'Your pickup :label was handed over. The details are in your distribution record.':
    'Deine Abholung :label wurde übergeben. Die Einzelheiten stehen in deinem Abgabenachweis.',
};
