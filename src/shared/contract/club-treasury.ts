// The treasury's API in the staff area (docs/spec.md §10 "Treasury"): orders, a member's ledger,
// bank statement imports, withdrawals and payout batches. Every route is a staff route
// (./staff-endpoint.ts). Amounts are integer cents.
import { count, page, paginator, text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-treasury');

const Member = v.object({ id: count, name: v.string(), email: v.string() });

export const StaffOrder = v.object({
  label: v.string(),
  status: v.picklist(['pending', 'paid', 'cancelled', 'completed', 'expired']),
  purpose: v.picklist(['purchase', 'deposit']),
  total_cents: count,
  currency: v.string(),
  payment_method: v.picklist(['wallet', 'bank_transfer']),
  bank_reference: v.nullable(v.string()),
  paid_reference: v.nullable(v.string()),
  cancel_reason: v.nullable(v.string()),
  member: Member,
  created_at: Timestamp,
  paid_at: v.nullable(Timestamp),
  expires_at: v.nullable(Timestamp),
});

export const LedgerEntry = v.object({
  label: v.string(),
  type: v.string(),
  amount_cents: v.pipe(v.number(), v.integer()),
  balance_after_cents: v.nullable(v.pipe(v.number(), v.integer())),
  status: v.string(),
  description: v.string(),
  created_at: Timestamp,
});

export const MemberLedger = v.object({
  member: Member,
  balance_cents: v.pipe(v.number(), v.integer()),
  currency: v.string(),
  transactions: paginator(LedgerEntry),
});

export const BankEntry = v.object({
  id: count,
  booking_date: v.string(),
  amount_cents: count,
  currency: v.string(),
  remittance: v.string(),
  payer_name: v.string(),
  payer_iban: v.string(),
  match: v.picklist(['matched', 'short', 'over', 'unknown', 'not_pending']),
  order: v.nullable(v.object({ label: v.string(), total_cents: count })),
  /** Booked, by this import or an earlier one of the same entry. */
  booked: v.boolean(),
});

export const BankImport = v.object({
  id: count,
  format: v.picklist(['camt053', 'csv']),
  file_name: v.string(),
  statement_id: v.nullable(v.string()),
  status: v.picklist(['review', 'booked']),
  created_at: Timestamp,
  booked_at: v.nullable(Timestamp),
  entries: v.array(BankEntry),
});

export const BankImportSummary = v.object({
  id: count,
  format: v.picklist(['camt053', 'csv']),
  file_name: v.string(),
  status: v.picklist(['review', 'booked']),
  entries: count,
  matched: count,
  created_at: Timestamp,
});

export const StaffWithdrawal = v.object({
  label: v.string(),
  stage: v.picklist(['pending', 'approved', 'batched', 'processed', 'rejected', 'cancelled']),
  amount_cents: count,
  currency: v.string(),
  reason: v.nullable(v.string()),
  member: Member,
  account: v.object({ holder: v.string(), iban: v.string() }),
  created_at: Timestamp,
});

export const PayoutBatch = v.object({
  label: v.string(),
  status: v.picklist(['exported', 'processed']),
  count,
  total_cents: count,
  created_at: Timestamp,
  processed_at: v.nullable(Timestamp),
});

const Label = v.object({ label: v.string() });

/** A SEPA file for the club's online banking, as JSON (the portal's API client reads JSON only). */
export const SepaFile = v.object({
  file_name: v.string(),
  content: v.pipe(v.string(), v.description('The XML document')),
});

export const clubTreasury = {
  orders: endpoint('GET /api/club/orders', {
    summary: "Every member's orders, newest first, 20 a page, filtered",
    permission: 'orders',
    query: v.object({
      status: v.optional(v.picklist(['pending', 'paid', 'cancelled', 'completed', 'expired'])),
      purpose: v.optional(v.picklist(['purchase', 'deposit'])),
      search: v.optional(text(100)),
      page,
    }),
    responses: { 200: paginator(StaffOrder) },
  }),
  markPaid: endpoint('POST /api/club/orders/{label}/paid', {
    summary: "The transfer arrived: the order is paid (a deposit is credited to the member's wallet), once",
    permission: 'orders',
    params: Label,
    body: v.object({ reference: v.optional(text(140)) }),
    responses: { 200: StaffOrder, 404: 'No such order', 422: 'The order is not awaiting payment' },
  }),
  cancelOrder: endpoint('POST /api/club/orders/{label}/cancel', {
    summary: 'Cancel an order awaiting payment, with a reason',
    permission: 'orders',
    params: Label,
    body: v.object({ reason: text(500) }),
    responses: { 200: StaffOrder, 404: 'No such order', 422: 'The order is not awaiting payment' },
  }),
  ledger: endpoint('GET /api/club/members/{user}/ledger', {
    summary: "A member's balance and ledger, newest first, 20 a page",
    permission: 'ledger-read',
    params: v.object({ user: v.string() }),
    query: v.object({ page }),
    responses: { 200: MemberLedger, 404: 'No such member' },
  }),
  importStatement: endpoint('POST /api/club/bank-imports', {
    summary:
      'Upload a bank statement (CAMT.053 XML or a CSV export) for review: its credit entries matched to open orders',
    permission: 'bank-import',
    body: v.object({ file_name: text(200), content: text(900_000) }),
    responses: { 201: BankImport },
  }),
  imports: endpoint('GET /api/club/bank-imports', {
    summary: 'The latest 20 statement imports',
    permission: 'bank-import',
    responses: { 200: v.array(BankImportSummary) },
  }),
  import: endpoint('GET /api/club/bank-imports/{id}', {
    summary: 'One import with its entries and what each matched',
    permission: 'bank-import',
    params: v.object({ id: v.string() }),
    responses: { 200: BankImport, 404: 'No such import' },
  }),
  bookImport: endpoint('POST /api/club/bank-imports/{id}/book', {
    summary: 'Book the matched entries: each bank entry once, even when its statement is imported again',
    permission: 'bank-import',
    params: v.object({ id: v.string() }),
    responses: {
      200: v.object({ import: BankImport, booked: v.array(v.string()) }),
      404: 'No such import',
      422: 'Already booked',
    },
  }),
  withdrawals: endpoint('GET /api/club/withdrawals', {
    summary: 'Withdrawals by stage, newest first, 20 a page',
    permission: 'payouts',
    query: v.object({
      stage: v.optional(v.picklist(['pending', 'approved', 'batched', 'processed', 'rejected', 'cancelled'])),
      page,
    }),
    responses: { 200: paginator(StaffWithdrawal) },
  }),
  approveWithdrawal: endpoint('POST /api/club/withdrawals/{label}/approve', {
    summary: 'Approve a pending withdrawal for the next payout batch',
    permission: 'payouts',
    params: Label,
    responses: { 200: StaffWithdrawal, 404: 'No such withdrawal', 422: 'Not pending, or in a batch' },
  }),
  rejectWithdrawal: endpoint('POST /api/club/withdrawals/{label}/reject', {
    summary: 'Reject a withdrawal not yet in a batch: its amount is available to the member again',
    permission: 'payouts',
    params: Label,
    body: v.object({ reason: text(500) }),
    responses: { 200: StaffWithdrawal, 404: 'No such withdrawal', 422: 'Not pending, or in a batch' },
  }),
  batches: endpoint('GET /api/club/payout-batches', {
    summary: 'The latest 20 payout batches',
    permission: 'payouts',
    responses: { 200: v.array(PayoutBatch) },
  }),
  exportBatch: endpoint('POST /api/club/payout-batches', {
    summary: 'Every approved withdrawal not yet in a batch becomes one SEPA credit-transfer file (pain.001.001.09)',
    permission: 'payouts',
    responses: { 201: PayoutBatch, 422: 'Nothing approved, or no club account configured' },
  }),
  batchFile: endpoint('GET /api/club/payout-batches/{label}/file', {
    summary: "The batch's pain.001 file for the club's online banking",
    permission: 'payouts',
    params: Label,
    responses: { 200: SepaFile, 404: 'No such batch' },
  }),
  processBatch: endpoint('POST /api/club/payout-batches/{label}/processed', {
    summary: 'The bank executed the batch: every withdrawal in it is booked and its member told',
    permission: 'payouts',
    params: Label,
    responses: { 200: PayoutBatch, 404: 'No such batch', 422: 'Already processed' },
  }),
};

export type StaffOrder = v.InferOutput<typeof StaffOrder>;
export type LedgerEntry = v.InferOutput<typeof LedgerEntry>;
export type MemberLedger = v.InferOutput<typeof MemberLedger>;
export type BankEntry = v.InferOutput<typeof BankEntry>;
export type BankImport = v.InferOutput<typeof BankImport>;
export type BankImportSummary = v.InferOutput<typeof BankImportSummary>;
export type StaffWithdrawal = v.InferOutput<typeof StaffWithdrawal>;
export type PayoutBatch = v.InferOutput<typeof PayoutBatch>;
export type SepaFile = v.InferOutput<typeof SepaFile>;
