// The member's wallet (docs/spec.md §2 Wallet): balance, ledger, orders, withdrawals, deposits by
// bank transfer, and their PDFs. Reads take an API token with wallet:read; a move of money a full
// session (never in ghost mode) and an optional Idempotency-Key.
import { endpoints, id, nullable, page, paginator, rule, text, Timestamp } from './endpoint.ts';
import { isPlainText } from './form-rules.ts';
import * as v from './schema.ts';

const endpoint = endpoints('wallet', { auth: ['wallet:read'] });
const cents = v.pipe(v.number(), v.integer());
const money = {
  auth: ['*'],
  headers: {
    'Idempotency-Key': 'The same key and body answer the first answer again (money moves once); another body 422',
  },
} as const;
/** An amount in euros with at most two decimals ('25.50'); the route checks it against the limits. */
const amount = v.pipe(v.unknown(), v.metadata({ type: ['string', 'number'], examples: ['25.50'] }));
const missing = (model: string) => ({ 404: `No such ${model} of the signed-in member` });

export const TransactionType = v.picklist(['deposit', 'withdrawal', 'order', 'fee', 'credit']);
export const TransactionReference = v.object({
  type: v.picklist(['order', 'withdrawal', 'ticket']),
  label: v.string(),
});
/**
 * A ledger entry; `amount_cents` signed (credits positive); a pending credit has no balance yet.
 * `description` is worded in the request's language. A hold given back (a rejected withdrawal, a
 * released reservation) names the entry that returned it (`reversed_by`), which names it (`reverses`).
 */
export const WalletTransaction = v.object({
  label: v.string(),
  type: TransactionType,
  amount_cents: cents,
  balance_after_cents: nullable(cents),
  currency: v.string(),
  status: v.picklist(['pending', 'completed', 'failed']),
  description: v.string(),
  reference: nullable(TransactionReference),
  reversed_by: nullable(v.string()),
  reverses: nullable(v.string()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export const WalletSummary = v.object({
  balance_cents: cents,
  currency: v.string(),
  pending_cents: cents,
  recent_transactions: v.array(WalletTransaction),
});
const OrderItem = v.object({ name: v.string(), quantity: v.number(), unit_price_cents: cents, total_cents: cents });
/** `purpose` deposit: money for the member's own wallet, credited when the transfer arrives. */
export const WalletOrder = v.object({
  label: v.string(),
  status: v.picklist(['pending', 'paid', 'cancelled', 'completed', 'expired']),
  purpose: v.picklist(['purchase', 'deposit']),
  total_cents: cents,
  currency: v.string(),
  payment_method: v.picklist(['wallet', 'bank_transfer']),
  bank_reference: nullable(v.string()),
  items: v.array(OrderItem),
  transaction_label: nullable(v.string()),
  expires_at: nullable(Timestamp),
  /** What arrived for a paid order (a transfer may differ from the total); null while unpaid. */
  paid_cents: nullable(cents),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** `cancelled`: the member cancelled it while pending (its reserved amount returned at once). */
export const WithdrawalStatus = v.picklist(['pending', 'processed', 'rejected', 'cancelled']);
export const WithdrawAccount = v.object({ id, holder: v.string(), iban: v.string(), is_default: v.boolean() });
export const Withdrawal = v.object({
  label: v.string(),
  amount_cents: cents,
  currency: v.string(),
  status: WithdrawalStatus,
  reason: nullable(v.string()),
  account: WithdrawAccount,
  transaction_label: nullable(v.string()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
/** A PDF as base64, in the member's language; saved by the client as {name}.pdf. */
export const PdfDocument = v.object({ name: v.string(), data: v.string() });
/**
 * `epc_payload`: the GiroCode text (EPC069-12); `qr_svg` that text as a QR code. Both null unless
 * the order is pending: nothing is to be paid for any other.
 */
export const BankDetails = v.object({
  order: WalletOrder,
  recipient: v.string(),
  iban: v.string(),
  bic: v.string(),
  bank_name: v.string(),
  amount_cents: cents,
  currency: v.string(),
  reference: v.string(),
  epc_payload: nullable(v.string()),
  qr_svg: nullable(v.string()),
});
export const WalletLimits = v.object({
  deposit_min_cents: cents,
  deposit_max_cents: cents,
  withdrawal_min_cents: cents,
  withdrawal_max_cents: cents,
  order_expiry_days: v.number(),
  currency: v.string(),
});
const accounts = v.object({ data: v.array(WithdrawAccount) });

/**
 * Laravel's RequirePassword answer (docs/contracts.md §7.7): this login has not confirmed with the
 * password (or, with 2FA on, a TOTP code) in the last 5 minutes; POST user/confirm-password, then again.
 */
const confirmationRequired = {
  description: 'Password confirmation required: POST user/confirm-password, then send the request again.',
  schema: v.object({ message: v.string(), confirm: v.picklist(['password', 'totp']) }),
};

export const wallet = {
  summary: endpoint('GET /api/wallet', "The member's wallet: balance, pending credits and the 5 newest transactions", {
    responses: { 200: WalletSummary },
  }),
  transactions: endpoint(
    'GET /api/wallet/transactions',
    'Transactions, newest first, 15 per page; `type`: only entries of this type',
    {
      query: v.object({ page, type: v.nullish(TransactionType) }),
      responses: { 200: paginator(WalletTransaction) },
    },
  ),
  transaction: endpoint('GET /api/wallet/transactions/{label}', 'One transaction', {
    responses: { 200: WalletTransaction, ...missing('transaction') },
  }),
  transactionPdf: endpoint('GET /api/wallet/transactions/{label}/pdf', 'The receipt of one transaction as a PDF', {
    responses: { 200: PdfDocument, ...missing('transaction') },
  }),
  orders: endpoint('GET /api/wallet/orders', 'Orders, newest first, 15 per page', {
    query: v.object({ page }),
    responses: { 200: paginator(WalletOrder) },
  }),
  order: endpoint('GET /api/wallet/orders/{label}', 'One order with its items', {
    responses: { 200: WalletOrder, ...missing('order') },
  }),
  withdrawals: endpoint(
    'GET /api/wallet/withdrawals',
    "The member's withdrawals with their states, newest first, 15 per page",
    {
      query: v.object({ page }),
      responses: { 200: paginator(Withdrawal) },
    },
  ),
  cancelWithdrawal: endpoint(
    'POST /api/wallet/withdrawals/{label}/cancel',
    'Cancels a pending withdrawal not yet in a payout batch: its reserved amount is available again at once',
    { auth: ['*'], responses: { 200: Withdrawal, ...missing('withdrawal'), 422: 'Not pending any longer' } },
  ),
  withdrawal: endpoint('GET /api/wallet/withdrawals/{label}', 'One withdrawal with its account', {
    responses: { 200: Withdrawal, ...missing('withdrawal') },
  }),
  limits: endpoint(
    'GET /api/wallet/limits',
    'What the deposit and withdrawal forms accept (integer cents) and how long a deposit order waits',
    { responses: { 200: WalletLimits } },
  ),
  accounts: endpoint('GET /api/wallet/withdraw-accounts', "The member's withdraw accounts, the default first", {
    responses: { 200: accounts },
  }),
  addAccount: endpoint(
    'POST /api/wallet/withdraw-accounts',
    'Adds a withdraw account (the first becomes the default); the IBAN is checked (ISO 13616, SEPA area, once)',
    {
      description:
        'Needs a fresh confirmation (423 otherwise). The member gets a mail and a notification naming the account masked (DE89 … 3000).',
      auth: ['*'],
      body: v.object({
        // a name as the bank knows it: no control or invisible characters, no markup
        holder: v.pipe(
          text(70),
          v.minCodePoints(2),
          v.check(isPlainText, rule('plain_text')),
          v.check((holder: string) => !/[<>]/.test(holder), 'The account holder must be a name, without < or >.'),
        ),
        iban: v.pipe(v.unknown(), v.metadata({ type: 'string' })),
      }),
      responses: { 201: WithdrawAccount, 423: confirmationRequired },
    },
  ),
  removeAccount: endpoint(
    'DELETE /api/wallet/withdraw-accounts/{id}',
    'Removes a withdraw account (past withdrawals keep it)',
    { auth: ['*'], responses: { 204: 'Removed', ...missing('withdraw account') } },
  ),
  defaultAccount: endpoint(
    'POST /api/wallet/withdraw-accounts/{id}/default',
    'Makes the account the default (needs a fresh confirmation)',
    { auth: ['*'], responses: { 200: accounts, ...missing('withdraw account'), 423: confirmationRequired } },
  ),
  withdraw: endpoint(
    'POST /api/wallet/withdrawals',
    'Requests a withdrawal: its amount is reserved at once; refused above the available balance',
    {
      ...money,
      description:
        'To an account added less than 24 hours ago it needs a fresh confirmation (423 otherwise). The member gets a mail and a notification (the label and the masked account, no amount). A retry with the same Idempotency-Key is answered before anything else is checked.',
      body: v.object({ amount, withdraw_account_id: v.pipe(v.unknown(), v.metadata({ type: 'integer' })) }),
      responses: { 201: Withdrawal, 423: confirmationRequired },
    },
  ),
  withdrawalPdf: endpoint('GET /api/wallet/withdrawals/{label}/pdf', 'Withdrawal confirmation as a PDF', {
    responses: { 200: PdfDocument, ...missing('withdrawal') },
  }),
  deposit: endpoint(
    'POST /api/wallet/deposits',
    'Orders a deposit paid by bank transfer: a pending order credited when the club marks it paid',
    { ...money, body: v.object({ amount }), responses: { 201: WalletOrder } },
  ),
  bankDetails: endpoint(
    'GET /api/wallet/orders/{label}/bank-details',
    "The club's account, the amount and the reference to pay a bank-transfer order with, and its GiroCode",
    { responses: { 200: BankDetails, ...missing('bank-transfer order') } },
  ),
  bankDetailsPdf: endpoint(
    'GET /api/wallet/orders/{label}/bank-details/pdf',
    "The order's document for its state: a pending transfer's bank details with the GiroCode, else its receipt or a notice that nothing is to be paid",
    { responses: { 200: PdfDocument, ...missing('bank-transfer order') } },
  ),
  orderPdf: endpoint(
    'GET /api/wallet/orders/{label}/pdf',
    "The order's document for its state as a PDF: a pending transfer's bank details, a paid order's receipt, a cancelled or expired order's notice (422 for a pending order paid otherwise)",
    { responses: { 200: PdfDocument, ...missing('order') } },
  ),
  cancelOrder: endpoint('POST /api/wallet/orders/{label}/cancel', 'Cancels an order awaiting payment', {
    auth: ['*'],
    responses: { 200: WalletOrder, ...missing('order') },
  }),
  statement: endpoint(
    'GET /api/wallet/statement/pdf',
    "A statement of the calendar days `from` to `to` (club's time zone, both included, at most 400; default this month): opening balance, every entry with the balance after it, closing balance",
    {
      query: v.object({
        from: v.optional(v.pipe(v.string(), v.isoDate())),
        to: v.optional(v.pipe(v.string(), v.isoDate())),
      }),
      responses: { 200: PdfDocument },
    },
  ),
};

export type TransactionType = v.InferOutput<typeof TransactionType>;
export type TransactionReference = v.InferOutput<typeof TransactionReference>;
export type WalletTransaction = v.InferOutput<typeof WalletTransaction>;
export type TransactionStatus = WalletTransaction['status'];
export type WalletSummary = v.InferOutput<typeof WalletSummary>;
export type WalletOrder = v.InferOutput<typeof WalletOrder>;
export type OrderStatus = WalletOrder['status'];
export type OrderPurpose = WalletOrder['purpose'];
export type PaymentMethod = WalletOrder['payment_method'];
export type OrderItem = v.InferOutput<typeof OrderItem>;
export type WithdrawalStatus = v.InferOutput<typeof WithdrawalStatus>;
export type WithdrawAccount = v.InferOutput<typeof WithdrawAccount>;
export type Withdrawal = v.InferOutput<typeof Withdrawal>;
export type PdfDocument = v.InferOutput<typeof PdfDocument>;
export type BankDetails = v.InferOutput<typeof BankDetails>;
export type WalletLimits = v.InferOutput<typeof WalletLimits>;
