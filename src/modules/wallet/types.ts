// Wire types of the wallet API (server/routes/wallet.ts imports them with `import type`).
// Money is always integer cents with its ISO 4217 currency; timestamps are Eloquent strings.
import type { Timestamp } from '../../core/types.ts';

export type TransactionType = 'deposit' | 'withdrawal' | 'order' | 'fee' | 'credit';
/**
 * A completed entry counts in the balance. A pending debit is reserved at once (it already
 * counts); a pending credit counts only once completed and is shown as `pending_cents` until then.
 */
export type TransactionStatus = 'pending' | 'completed' | 'failed';

/** What a ledger entry belongs to: an order, a withdrawal or an appointment ticket. */
export interface TransactionReference {
  type: 'order' | 'withdrawal' | 'ticket';
  label: string;
}

export interface WalletTransaction {
  /** e.g. 'TX-2026-000123'; the member's handle for the entry (routes, PDF name). */
  label: string;
  type: TransactionType;
  /** Signed: credits positive, debits negative. */
  amount_cents: number;
  /** The balance right after the entry counted; null for a credit still pending. */
  balance_after_cents: number | null;
  currency: string;
  status: TransactionStatus;
  description: string;
  reference: TransactionReference | null;
  /** A hold given back (a rejected withdrawal, a released reservation): the entry that returned it. */
  reversed_by: string | null;
  /** The hold this entry gave back. */
  reverses: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** GET wallet. */
export interface WalletSummary {
  balance_cents: number;
  currency: string;
  /** Incoming credits not yet available (e.g. a bank transfer on its way). */
  pending_cents: number;
  /** The newest 5 entries. */
  recent_transactions: WalletTransaction[];
}

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'completed' | 'expired';
/** 'deposit': money for the member's own wallet, paid by bank transfer. */
export type OrderPurpose = 'purchase' | 'deposit';
export type PaymentMethod = 'wallet' | 'bank_transfer';

export interface OrderItem {
  name: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
}

export interface WalletOrder {
  label: string;
  status: OrderStatus;
  purpose: OrderPurpose;
  total_cents: number;
  currency: string;
  payment_method: PaymentMethod;
  /** The remittance reference a bank transfer must carry; null for wallet payments. */
  bank_reference: string | null;
  items: OrderItem[];
  /** The wallet debit that paid the order, if it was paid from the wallet. */
  transaction_label: string | null;
  /** A pending bank-transfer order expires then (null: it does not). */
  expires_at: Timestamp | null;
  /** What arrived for a paid order (a transfer may differ from the total); null while unpaid. */
  paid_cents: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type WithdrawalStatus = 'pending' | 'processed' | 'rejected';

/** A bank account the member withdraws to. */
export interface WithdrawAccount {
  id: number;
  holder: string;
  /** Electronic format (no spaces). */
  iban: string;
  is_default: boolean;
}

export interface Withdrawal {
  label: string;
  amount_cents: number;
  currency: string;
  status: WithdrawalStatus;
  /** Why the club rejected it (null otherwise). */
  reason: string | null;
  account: WithdrawAccount;
  transaction_label: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** docs/spec.md §7: a PDF as base64 text, saved as `{name}.pdf`. */
export interface PdfDocument {
  name: string;
  data: string;
}

/** The club's account a deposit order is paid into (GET wallet/orders/{label}/bank-details). */
export interface BankDetails {
  order: WalletOrder;
  recipient: string;
  iban: string;
  bic: string;
  bank_name: string;
  amount_cents: number;
  currency: string;
  reference: string;
  /** The EPC069-12 ("GiroCode") text a banking app scans; null unless the order is pending (nothing to pay). */
  epc_payload: string | null;
  /** That text as a QR code, an SVG document (shown through an <img> data URL, never inline); null likewise. */
  qr_svg: string | null;
}

/** GET wallet/limits: what the make-deposit and make-withdraw forms accept, in cents. */
export interface WalletLimits {
  deposit_min_cents: number;
  deposit_max_cents: number;
  withdrawal_min_cents: number;
  withdrawal_max_cents: number;
  order_expiry_days: number;
  currency: string;
}
