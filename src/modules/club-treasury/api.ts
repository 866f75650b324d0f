// The treasury's endpoints (src/shared/contract/club-treasury.ts), one function each.
import { currentApi } from '../../core/runtime.ts';
import type {
  BankImport,
  BankImportSummary,
  MemberHit,
  MemberLedger,
  Paginator,
  PayoutBatch,
  SepaFile,
  StaffOrder,
  StaffWithdrawal,
} from './types.ts';

const segment = (value: string | number) => encodeURIComponent(String(value));

export interface OrderFilter {
  status?: string;
  search?: string;
}

export const getOrders = (filter: OrderFilter, page: number) =>
  currentApi().get<Paginator<StaffOrder>>('club/orders', { ...filter, page });
export const markOrderPaid = (label: string, reference: string) =>
  currentApi().post<StaffOrder>(`club/orders/${segment(label)}/paid`, reference ? { reference } : {});
export const cancelOrder = (label: string, reason: string) =>
  currentApi().post<StaffOrder>(`club/orders/${segment(label)}/cancel`, { reason });

export const searchMembers = (search: string) => currentApi().get<MemberHit[]>('club/members', { search });
export const getLedger = (userId: number, page: number) =>
  currentApi().get<MemberLedger>(`club/members/${segment(userId)}/ledger`, { page });

export const uploadStatement = (fileName: string, content: string) =>
  currentApi().post<BankImport>('club/bank-imports', { file_name: fileName, content });
export const getImports = () => currentApi().get<BankImportSummary[]>('club/bank-imports');
export const getImport = (id: number) => currentApi().get<BankImport>(`club/bank-imports/${segment(id)}`);
export const bookImport = (id: number) =>
  currentApi().post<{ import: BankImport; booked: string[] }>(`club/bank-imports/${segment(id)}/book`);

export const getWithdrawals = (stage: string, page: number) =>
  currentApi().get<Paginator<StaffWithdrawal>>('club/withdrawals', { stage, page });
export const approveWithdrawal = (label: string) =>
  currentApi().post<StaffWithdrawal>(`club/withdrawals/${segment(label)}/approve`);
export const rejectWithdrawal = (label: string, reason: string) =>
  currentApi().post<StaffWithdrawal>(`club/withdrawals/${segment(label)}/reject`, { reason });
export const getBatches = () => currentApi().get<PayoutBatch[]>('club/payout-batches');
export const exportBatch = () => currentApi().post<PayoutBatch>('club/payout-batches');
export const getBatchFile = (label: string) => currentApi().get<SepaFile>(`club/payout-batches/${segment(label)}/file`);
export const processBatch = (label: string) =>
  currentApi().post<PayoutBatch>(`club/payout-batches/${segment(label)}/processed`);

export type { FeePlan, MemberFees, StaffFeeCharge, DirectDebitBatch } from '../../shared/contract/club-fees.ts';
import type { DirectDebitBatch, FeePlan, MemberFees, StaffFeeCharge } from '../../shared/contract/club-fees.ts';

export const getFeePlans = () => currentApi().get<FeePlan[]>('club/fee-plans');
export const createFeePlan = (plan: { name: string; amount_cents: number; interval: string }) =>
  currentApi().post<FeePlan>('club/fee-plans', plan);
export const assignFeePlan = (userId: number, planId: number, firstDue: string) =>
  currentApi().put<MemberFees>(`club/members/${segment(userId)}/fee-plan`, { plan_id: planId, first_due: firstDue });
export const getFeeCharges = (status: string) => currentApi().get<StaffFeeCharge[]>('club/fee-charges', { status });
export const retryFeeCharge = (id: number) =>
  currentApi().post<StaffFeeCharge>(`club/fee-charges/${segment(id)}/retry`);
export const runFees = () =>
  currentApi().post<{ charged: number; insufficient: number; collecting: number }>('club/fees/run');
export const exportDirectDebits = () => currentApi().post<DirectDebitBatch>('club/direct-debits');
export const getDirectDebitFile = (label: string) =>
  currentApi().get<SepaFile>(`club/direct-debits/${segment(label)}/file`);
