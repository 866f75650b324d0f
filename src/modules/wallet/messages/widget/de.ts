import type { Messages } from '../../../../core/i18n/i18n.ts';
import type en from './en.ts';

export default {
  failed: 'Konnte nicht geladen werden: {reason}',
  retry: 'Erneut versuchen',
  card: {
    title: 'Wallet-Guthaben',
  },
  summary: {
    balance: 'Guthaben',
    pending: 'Ausstehend: {amount}',
    pendingHint: 'Geld auf dem Weg in deine Wallet, das noch nicht verfügbar ist',
    recent: 'Letzte Transaktionen',
    open: 'Wallet öffnen',
    loading: 'Wallet wird geladen',
  },
  transactions: {
    empty: 'Noch keine Transaktionen.',
  },
  types: {
    deposit: 'Einzahlung',
    withdrawal: 'Auszahlung',
    order: 'Bestellung',
    fee: 'Gebühr',
    credit: 'Gutschrift',
  },
  statuses: {
    pending: 'Ausstehend',
    failed: 'Fehlgeschlagen',
  },
} satisfies Messages<typeof en>;
