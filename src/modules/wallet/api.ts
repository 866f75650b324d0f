// One request function per wallet endpoint, through the installed client runtime.
import type { Paginator } from '../../core/types.ts';
import { currentApi } from '../../core/runtime.ts';
import type { PdfDocument, TransactionType, WalletOrder, WalletSummary, WalletTransaction, Withdrawal } from './types.ts';

const segment = (label: string) => encodeURIComponent(label);

export const getWallet = () => currentApi().get<WalletSummary>('wallet');

export const getTransactions = (page = 1, type?: TransactionType) => currentApi().get<Paginator<WalletTransaction>>('wallet/transactions', { page, type });

export const getTransaction = (label: string) => currentApi().get<WalletTransaction>(`wallet/transactions/${segment(label)}`);

export const getTransactionPdf = (label: string) => currentApi().get<PdfDocument>(`wallet/transactions/${segment(label)}/pdf`);

export const getOrders = (page = 1) => currentApi().get<Paginator<WalletOrder>>('wallet/orders', { page });

export const getOrder = (label: string) => currentApi().get<WalletOrder>(`wallet/orders/${segment(label)}`);

export const getWithdrawal = (label: string) => currentApi().get<Withdrawal>(`wallet/withdrawals/${segment(label)}`);
