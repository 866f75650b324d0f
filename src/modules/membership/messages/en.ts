// The membership module's texts (keys 'membership.…').
export default {
  title: 'Membership card',
  sidebar: 'Membership card',
  intro: 'Show this card with an official photo ID at the counter. It also opens without a network.',
  card: 'Your card',
  loading: 'Loading your card…',
  failed: 'Your card could not be loaded. Please try again.',
  none: 'You are not a member of the club yet, so there is no card.',
  retry: 'Try again',
  saved: 'Offline: the card saved on this device, fetched {time}.',
  qr: 'QR code of membership {number}',
  name: 'Name',
  number: 'Membership number',
  age: 'Age group',
  validUntil: 'Valid until',
  showCode: 'Show the code as text',
};
