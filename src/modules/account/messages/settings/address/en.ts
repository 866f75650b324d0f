// Texts of the address page (settings/address): part of the 'account.settings' table (../en.ts).
export default {
  address: {
    title: 'Postal address',
    intro: 'We need your address for your membership. Only the club sees it.',
    firstname: 'First name',
    lastname: 'Last name',
    street: 'Street and number',
    zip: 'Postcode',
    city: 'City',
    country: 'Country',
    region: 'Region',
    selectCountry: 'Select Country',
    selectRegion: 'Select Region',
    loadingCountries: 'Loading the list of countries…',
    saved: 'Your address has been saved.',
  },
};
