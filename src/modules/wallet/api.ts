// One request function per wallet endpoint, through the installed client runtime.
import type { Paginator } from '../../core/types.ts';
import { withConfirmation } from '../../core/session/confirmation.ts';
import { currentApi } from '../../core/runtime.ts';
import type {
  BankDetails,
  PdfDocument,
  TransactionType,
  WalletLimits,
  WalletOrder,
  WalletSummary,
  WalletTransaction,
  WithdrawAccount,
  Withdrawal,
} from './types.ts';

const segment = (label: string) => encodeURIComponent(label);

export const getWallet = () => currentApi().get<WalletSummary>('wallet');

export const getTransactions = (page = 1, type?: TransactionType) =>
  currentApi().get<Paginator<WalletTransaction>>('wallet/transactions', { page, type });

export const getTransaction = (label: string) =>
  currentApi().get<WalletTransaction>(`wallet/transactions/${segment(label)}`);

export const getTransactionPdf = (label: string) =>
  currentApi().get<PdfDocument>(`wallet/transactions/${segment(label)}/pdf`);

export const getOrders = (page = 1) => currentApi().get<Paginator<WalletOrder>>('wallet/orders', { page });

export const getOrder = (label: string) => currentApi().get<WalletOrder>(`wallet/orders/${segment(label)}`);

export const getWithdrawals = (page = 1) => currentApi().get<Paginator<Withdrawal>>('wallet/withdrawals', { page });
export const cancelWithdrawal = (label: string) =>
  currentApi().post<Withdrawal>(`wallet/withdrawals/${segment(label)}/cancel`);
export const getWithdrawal = (label: string) => currentApi().get<Withdrawal>(`wallet/withdrawals/${segment(label)}`);

export const getLimits = () => currentApi().get<WalletLimits>('wallet/limits');

export const getWithdrawAccounts = () =>
  currentApi()
    .get<{ data: WithdrawAccount[] }>('wallet/withdraw-accounts')
    .then((r) => r.data);

// Adding or changing a payout account, and paying out to a new one, may ask the member to confirm
// first (423: the confirmation dialog, then the same request again; docs/threats.md T27).
export const addWithdrawAccount = (account: { holder: string; iban: string }) =>
  withConfirmation(() => currentApi().post<WithdrawAccount>('wallet/withdraw-accounts', account));

export const setDefaultWithdrawAccount = (id: number) =>
  withConfirmation(() => currentApi().post<{ data: WithdrawAccount[] }>(`wallet/withdraw-accounts/${id}/default`)).then(
    (r) => r.data,
  );

export const removeWithdrawAccount = (id: number) => currentApi().delete<null>(`wallet/withdraw-accounts/${id}`);

/** A POST that moves money, with the Idempotency-Key of this attempt (a retry sends the same). */
const moneyPost = <T>(path: string, body: unknown, idempotencyKey: string) =>
  currentApi()
    .raw<T>('POST', path, { body, headers: { 'Idempotency-Key': idempotencyKey } })
    .then((r) => r.data);

export const createWithdrawal = (body: { amount: string; withdraw_account_id: number }, key: string) =>
  withConfirmation(() => moneyPost<Withdrawal>('wallet/withdrawals', body, key));

export const createDeposit = (body: { amount: string }, key: string) =>
  moneyPost<WalletOrder>('wallet/deposits', body, key);

export const cancelOrder = (label: string) => currentApi().post<WalletOrder>(`wallet/orders/${segment(label)}/cancel`);

export const getBankDetails = (label: string) =>
  currentApi().get<BankDetails>(`wallet/orders/${segment(label)}/bank-details`);

export const getBankDetailsPdf = (label: string) =>
  currentApi().get<PdfDocument>(`wallet/orders/${segment(label)}/bank-details/pdf`);

export const getOrderPdf = (label: string) => currentApi().get<PdfDocument>(`wallet/orders/${segment(label)}/pdf`);

export const getWithdrawalPdf = (label: string) =>
  currentApi().get<PdfDocument>(`wallet/withdrawals/${segment(label)}/pdf`);

export const getStatementPdf = (from?: string, to?: string) =>
  currentApi().get<PdfDocument>('wallet/statement/pdf', { from, to });

export type { MemberFees } from '../../shared/contract/club-fees.ts';
import type { MemberFees } from '../../shared/contract/club-fees.ts';

/** The member's fee plan, next due day, mandate and fee charges (docs/spec.md §10 "Treasury"). */
export const getFees = () => currentApi().get<MemberFees>('wallet/fees');
export const giveMandate = (mandate: { holder: string; iban: string; consent: boolean }) =>
  currentApi().post<MemberFees>('wallet/fees/mandate', mandate);
export const revokeMandate = () => currentApi().delete<MemberFees>('wallet/fees/mandate');
