// The texts the wallet widget shows (<club-…> on a club's site, src/modules/wallet/widget.tsx): the widget
// script downloads only these; the portal's full table (../en.ts) includes them.
export default {
  failed: 'Could not load this: {reason}',
  retry: 'Try again',
  card: {
    title: 'Wallet balance',
  },
  summary: {
    balance: 'Balance',
    pending: 'Pending: {amount}',
    pendingHint: 'Money on its way to your wallet that is not available yet',
    recent: 'Recent transactions',
    open: 'Open wallet',
    loading: 'Loading wallet',
  },
  transactions: {
    empty: 'No transactions yet.',
  },
  types: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    order: 'Order',
    fee: 'Fee',
    credit: 'Credit',
  },
  statuses: {
    pending: 'Pending',
    failed: 'Failed',
  },
};
