import type { Messages } from '../../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  address: {
    title: 'Postanschrift',
    intro: 'Wir brauchen deine Adresse für deine Mitgliedschaft. Nur der Club sieht sie.',
    firstname: 'Vorname',
    lastname: 'Nachname',
    street: 'Straße und Hausnummer',
    zip: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    region: 'Region',
    selectCountry: 'Land wählen',
    selectRegion: 'Region wählen',
    loadingCountries: 'Die Länderliste wird geladen…',
    saved: 'Deine Adresse wurde gespeichert.',
  },
} satisfies Messages<typeof en>;
