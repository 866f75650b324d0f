// The wallet's paged lists (transactions, orders, withdrawals): one Laravel paginator page per key; the page
// shown stays until the next one arrives.
import { createFetcher } from '../../../core/resource/resource.ts';
import { getOrders, getTransactions, getWithdrawals } from '../api.ts';
import { walletCues } from '../store.ts';

export const transactionPages = createFetcher({
  fetch: (page: number) => getTransactions(page),
  cues: walletCues,
  keepPrevious: true,
});

export const orderPages = createFetcher({
  fetch: (page: number) => getOrders(page),
  cues: walletCues,
  keepPrevious: true,
});

export const withdrawalPages = createFetcher({
  fetch: (page: number) => getWithdrawals(page),
  cues: walletCues,
  keepPrevious: true,
});
