// The wallet's portal paths (docs/spec.md §2), for links from its pages, its card and the widget.
export const walletPaths = {
  overview: '/financial',
  makeDeposit: '/financial/action/make-deposit',
  makeWithdraw: '/financial/action/make-withdraw',
  withdrawAccounts: '/settings/withdraw-accounts',
  transaction: (label: string) => `/financial/transaction/${encodeURIComponent(label)}`,
  order: (label: string) => `/financial/order/${encodeURIComponent(label)}`,
  bankDetails: (label: string) => `/financial/order/${encodeURIComponent(label)}/bank-details`,
  withdrawal: (label: string) => `/financial/withdraw/${encodeURIComponent(label)}`,
};
