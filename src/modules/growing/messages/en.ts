// The growing module's texts, read as 'growing.<group>.<name>'.
export default {
  sidebar: 'Growing',
  pages: {
    overview: 'Growing',
    sale: 'Reserve a pickup',
    birth: 'Date of birth',
  },
  loading: 'Loading',
  loadFailed: 'This could not be loaded. Please try again.',
  retry: 'Try again',
  card: {
    title: 'Your quota',
    reserve: 'Reserve a pickup',
  },
  quota: {
    today: 'Today',
    month: 'This month',
    usedOf: '{used} g of {limit} g',
    under21: 'Members under 21: at most 30 g a month and only strains with at most 10 % THC.',
    noBirthDate: 'Please add your date of birth in the settings before your first pickup.',
    unchecked:
      'The club has not checked your age on an ID yet: until then the limits for members under 21 apply. Bring your ID to your next pickup.',
  },
  sale: {
    menu: 'Strains',
    strainMeta: 'THC {thc} % · CBD {cbd} % · {stock} g in stock',
    perGram: '{price} per gram',
    thcReason: 'Not for members under 21 (more than 10 % THC).',
    notForYou: 'over 10 % THC',
    reserveTitle: 'Reserve',
    strain: 'Strain',
    pickStrain: 'Choose a strain',
    grams: 'Grams',
    slot: 'Pickup',
    pickSlot: 'Choose a time',
    reserve: 'Reserve',
    reserved: 'Reserved: {label}',
    birthDateFirst: 'Reserving needs your date of birth: the limits of the law depend on your age.',
    addBirthDate: 'Add your date of birth',
    toRecord: 'Your reservations and record',
  },
  overview: {
    reserve: 'Reserve a pickup',
    reservations: 'Your reservations',
    noReservations: 'No reservations.',
    cancel: 'Cancel',
    record: 'Distribution record',
    noHandovers: 'Nothing handed over yet.',
    pdf: 'Record (PDF)',
  },
  record: {
    date: 'Date',
    strain: 'Strain',
    grams: 'Grams',
    thc: 'THC',
    price: 'Price',
  },
  statuses: {
    reserved: 'Reserved',
    collected: 'Collected',
    cancelled: 'Cancelled',
    expired: 'Not collected (expired)',
  },
  birth: {
    intro:
      'The law sets what we may hand over by age: 18 or older, and under 21 at most 30 g a month with at most 10 % THC.',
    label: 'Date of birth',
    save: 'Save',
    saved: 'Date of birth saved',
    checked:
      'The club checked your date of birth ({date}) on your {document} on {checkedAt}. Only the club’s staff can correct it.',
  },
  documents: {
    idCard: 'ID card',
    passport: 'passport',
    residencePermit: 'residence permit',
    drivingLicence: 'driving licence',
  },
  rules: {
    required: '{field} is required.',
    grams: 'Please enter grams with at most one decimal, e.g. 2.5.',
  },
};
