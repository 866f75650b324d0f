// The wallet's portal paths (docs/spec.md §2), for links from its pages, its card and the widget.
import { pagedPath } from '../../../core/resource/page-search.ts';

/** The overview's lists keep their pages in the address: transactions `?page=N`, orders `?orders=N`, withdrawals `?withdrawals=N`. */
export const OVERVIEW_PAGES = { transactions: 'page', orders: 'orders', withdrawals: 'withdrawals' } as const;
export const walletPaths = {
  overview: '/financial',
  /** The overview at these pages of its lists. */
  overviewAt: (pages: { transactions: number; orders: number; withdrawals?: number }) =>
    pagedPath('/financial', {
      [OVERVIEW_PAGES.transactions]: pages.transactions,
      [OVERVIEW_PAGES.orders]: pages.orders,
      [OVERVIEW_PAGES.withdrawals]: pages.withdrawals ?? 1,
    }),
  makeDeposit: '/financial/action/make-deposit',
  makeWithdraw: '/financial/action/make-withdraw',
  withdrawAccounts: '/settings/withdraw-accounts',
  fees: '/financial/fees',
  transaction: (label: string) => `/financial/transaction/${encodeURIComponent(label)}`,
  order: (label: string) => `/financial/order/${encodeURIComponent(label)}`,
  bankDetails: (label: string) => `/financial/order/${encodeURIComponent(label)}/bank-details`,
  withdrawal: (label: string) => `/financial/withdraw/${encodeURIComponent(label)}`,
};
