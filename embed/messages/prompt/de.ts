import type { Messages } from '../../../src/core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  bell: 'Benachrichtigungen: anmelden',
  bellTitle: 'Melde dich an, um deine Benachrichtigungen zu sehen',
  wallet: 'Melde dich an, um deine Wallet zu sehen',
  walletTitle: 'Melde dich an, um dein Wallet-Guthaben zu sehen',
  tickets: 'Support-Tickets: anmelden',
  ticketsTitle: 'Melde dich an, um Antworten auf deine Support-Tickets zu sehen',
  news: 'Melde dich an, um die Club-News zu lesen',
  newsTitle: 'Melde dich an, um die neuesten Beiträge zu lesen',
  events: 'Melde dich an, um dich für Termine anzumelden',
  eventsTitle: 'Melde dich an, um die Termine des Vereins zu sehen und dich anzumelden',
  publicNews: 'Vereinsnachrichten',
  publicNewsLoading: 'Die Vereinsnachrichten werden geladen …',
  publicNewsError: 'Die Vereinsnachrichten konnten nicht geladen werden.',
  publicNewsEmpty: 'Es gibt noch keine Nachrichten.',
  loading: 'Die Anmeldung wird geladen',
} satisfies Messages<typeof en>;
