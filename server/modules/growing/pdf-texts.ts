// The words of the distribution record PDF in English and German (the member's language decides).
export const RECORD_TEXTS = {
  en: { title: 'Distribution record', member: 'Member', born: 'Date of birth', date: 'Date', strain: 'Strain', grams: 'Grams', thc: 'THC', cbd: 'CBD', price: 'Price', total: 'Total', none: 'No handovers yet.', created: 'Created on' },
  de: { title: 'Abgabenachweis', member: 'Mitglied', born: 'Geburtsdatum', date: 'Datum', strain: 'Sorte', grams: 'Gramm', thc: 'THC', cbd: 'CBD', price: 'Preis', total: 'Summe', none: 'Noch keine Abgaben.', created: 'Erstellt am' },
} as const;
