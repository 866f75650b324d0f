// The wallet's paged lists (transactions, orders): one Laravel paginator page at a time.
import type { Paginator } from '../../../core/types.ts';
import { getOrders, getTransactions } from '../api.ts';
import { createLoader } from '../../../core/resource/resource.ts';
import type { TransactionType, WalletOrder, WalletTransaction } from '../types.ts';

export function createPagedList<T>(fetchPage: (page: number) => Promise<Paginator<T>>) {
  const loader = createLoader<Paginator<T>>();
  return {
    $state: loader.$state,
    /** Loads `page` (default: the first); the page shown stays until the new one arrives. */
    load: (page = 1) => loader.load(() => fetchPage(page)),
  };
}

export type PagedList<T> = ReturnType<typeof createPagedList<T>>;

export const createTransactionList = (type?: TransactionType): PagedList<WalletTransaction> =>
  createPagedList((page) => getTransactions(page, type));

export const createOrderList = (): PagedList<WalletOrder> => createPagedList(getOrders);
