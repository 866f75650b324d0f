// The Growing module's server texts in German (merged into server/lang/de.ts).
export const growingAttributesDe = {
  strain_id: 'Sorte',
  grams: 'Gramm',
  month: 'Monat',
  slot: 'Abholtermin',
  date_of_birth: 'Geburtsdatum',
  batch_id: 'Charge',
  best_before: 'Mindesthaltbarkeitsdatum',
  cbd_percent: 'CBD-Gehalt',
  dry_weight: 'Trockengewicht',
  format: 'Format',
  harvested_on: 'Erntedatum',
  id_seen: 'Ausweisprüfung',
  kind: 'Art',
  payload: 'Ausweis',
  reservation: 'Reservierung',
  thc_percent: 'THC-Gehalt',
  witness: 'Zeuge',
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
  'Only :left g are left in this batch.': 'In dieser Charge sind nur noch :left g.',
  'This batch is in quarantine: only a released batch can be handed over.':
    'Diese Charge ist in Quarantäne: Abgegeben werden kann nur eine freigegebene Charge.',
  'This batch was recalled: it must not be handed over.':
    'Diese Charge wurde zurückgerufen: Sie darf nicht abgegeben werden.',
  'This batch was destroyed.': 'Diese Charge wurde vernichtet.',
  'Only active members of the club can reserve or receive cannabis (KCanG §16, §19).':
    'Nur aktive Mitglieder des Clubs können Cannabis reservieren oder erhalten (KCanG § 16, § 19).',
  'Check the official photo ID together with the membership card first (KCanG §19 (2)).':
    'Prüfe zuerst den amtlichen Lichtbildausweis zusammen mit dem Mitgliedsausweis (KCanG § 19 Abs. 2).',
  'The grams must be a number of grams with at most one decimal, e.g. 2.5.':
    'Die Grammzahl muss eine Zahl mit höchstens einer Nachkommastelle sein, z. B. 2.5.',
  'The grams must be greater than zero.': 'Die Grammzahl muss größer als null sein.',
  'Please pick one of the offered pickup slots.': 'Bitte wähle einen der angebotenen Abholtermine.',
  'The date of birth must be a date like 2000-01-31.': 'Das Geburtsdatum muss ein Datum wie 2000-01-31 sein.',
  'Members must be 18 or older to join.': 'Mitglieder müssen mindestens 18 Jahre alt sein.',
  'This membership card has expired: the member opens the current one in the portal.':
    'Dieser Mitgliedsausweis ist abgelaufen: Das Mitglied öffnet den aktuellen im Portal.',
  'This is not a valid membership card of this club.': 'Das ist kein gültiger Mitgliedsausweis dieses Clubs.',
  'The batch cannot change to that status.': 'Die Charge kann nicht in diesen Status wechseln.',
  'The dry weight must be a number of grams greater than zero, e.g. 1250.5.':
    'Das Trockengewicht muss eine Grammzahl größer als null sein, z. B. 1250,5.',
  'The best-before date must be after the harvest date.':
    'Das Mindesthaltbarkeitsdatum muss nach dem Erntedatum liegen.',
  'The harvest date cannot be in the future.': 'Das Erntedatum darf nicht in der Zukunft liegen.',
  'The grams must be a number greater than zero, e.g. 2.5.': 'Die Grammzahl muss größer als null sein, z. B. 2,5.',
  'Name the witness who saw the cannabis destroyed.': 'Nenne die Zeugin oder den Zeugen der Vernichtung.',
  'The end of the range must not be before its start.': 'Das Ende des Zeitraums darf nicht vor seinem Anfang liegen.',
  'Important notice from your club': 'Wichtiger Hinweis deines Clubs',
  'Something you received from the club on :day was recalled. Please do not use it and bring back what is left. Your distribution record shows which pickup it is.':
    'Etwas, das du am :day vom Club erhalten hast, wurde zurückgerufen. Bitte verwende es nicht und bring zurück, was übrig ist. Dein Abgabenachweis zeigt, um welche Abholung es geht.',
  'The club has checked your date of birth against your ID. To correct it, please ask the club’s staff.':
    'Der Club hat dein Geburtsdatum anhand deines Ausweises geprüft. Für eine Korrektur wende dich bitte an das Team des Clubs.',
  'Pickup recorded': 'Abholung erfasst',
  'Your pickup :label was handed over. The details are in your distribution record.':
    'Deine Abholung :label wurde übergeben. Die Einzelheiten stehen in deinem Abgabenachweis.',
};
