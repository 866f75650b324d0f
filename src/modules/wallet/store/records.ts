// The wallet's records by label (a transaction, an order, its bank details, a withdrawal), each
// fetched again on the WalletUpdated cue (an order paid, a withdrawal booked), and what a member
// does with one: cancel an order, download a record's PDF (store/receipt.ts).
import { createFetcher } from '../../../core/resource/resource.ts';
import {
  cancelOrder as postCancelOrder,
  cancelWithdrawal as postCancelWithdrawal,
  getBankDetails,
  getBankDetailsPdf,
  getOrder,
  getOrderPdf,
  getTransaction,
  getTransactionPdf,
  getWithdrawal,
  getWithdrawalPdf,
} from '../api.ts';
import { createConfirmAction } from '../../../core/confirm-action.ts';
import { walletCues } from '../store.ts';
import { orderPages, withdrawalPages } from './lists.ts';
import type { PdfDocument } from '../types.ts';

const byLabel = <T>(fetch: (label: string) => Promise<T>, pdf: (label: string) => Promise<PdfDocument>) => ({
  ...createFetcher({ fetch, cues: walletCues }),
  pdf,
});

export type WalletRecord<T> = ReturnType<typeof byLabel<T>>;

export const transactionRecord = byLabel(getTransaction, getTransactionPdf);
export const orderRecord = byLabel(getOrder, getOrderPdf);
export const bankDetailsRecord = byLabel(getBankDetails, getBankDetailsPdf);
export const withdrawalRecord = byLabel(getWithdrawal, getWithdrawalPdf);

/** Cancels an unpaid order once the member confirmed; the page shows the order the server answered. */
export const orderCancel = createConfirmAction(async (label: string) => {
  orderRecord.set([label], await postCancelOrder(label));
  bankDetailsRecord.invalidate();
  orderPages.invalidate();
});

/** Cancels a pending withdrawal once the member confirmed: its amount is available again at once. */
export const withdrawalCancel = createConfirmAction(async (label: string) => {
  withdrawalRecord.set([label], await postCancelWithdrawal(label));
  withdrawalPages.invalidate();
});
