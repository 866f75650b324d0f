// The member's orders: plain SQL plus the wire mapping. An order paid from the wallet books its
// debit in the same database transaction as the order (server/ledger/bookings.ts).
import type {
  OrderItem,
  OrderPurpose,
  OrderStatus,
  PaymentMethod,
  WalletOrder,
} from '../../../src/shared/contract/wallet.ts';
import { randomInt } from 'node:crypto';
import { sql, transaction, type Database } from '../../db/open.ts';
import { findTransactionById, WALLET_CURRENCY } from '../../ledger/repository.ts';
import { formatLabel, nextId } from '../../db/labels.ts';
import { bookTransaction } from '../../ledger/bookings.ts';
import { wordLedgerText } from '../../ledger/texts.ts';
import { inLocale, type Localized } from '../../lang/content.ts';
import type { Locale } from '../../lang/locale.ts';

export interface OrderRow {
  id: number;
  user_id: number;
  label: string;
  status: OrderStatus;
  purpose: OrderPurpose;
  total_cents: number;
  currency: string;
  payment_method: PaymentMethod;
  bank_reference: string | null;
  items: string; // JSON OrderItem[]
  transaction_id: number | null;
  expires_at: string | null;
  paid_at: string | null;
  /** What arrived for it (a deposit books that); null while unpaid. */
  paid_cents: number | null;
  created_at: string;
  updated_at: string;
}

export interface NewOrder {
  userId: number;
  /** A line's name is the club's text, in one language or both (server/lang/content.ts). */
  items: { name: Localized; quantity: number; unit_price_cents: number }[];
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  now: string;
  /** Default 'purchase'. */
  purpose?: OrderPurpose;
  /** When a pending bank-transfer order expires. */
  expiresAt?: string | null;
}

// No 0/O or 1/I: the reference is typed by hand into a banking app.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The remittance reference a bank transfer carries, e.g. 'CLUB-7K2M-Q9XD'. */
export function bankReference(): string {
  const part = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `CLUB-${part()}-${part()}`;
}

/** A reference no other order carries (the column is UNIQUE; a clash is retried). */
function freshReference(db: Database): string {
  for (;;) {
    const reference = bankReference();
    if (!sql(db, 'SELECT 1 FROM wallet_orders WHERE bank_reference = ?').get(reference)) return reference;
  }
}

/** Whether the order's money has been taken (from the wallet, or received by transfer). */
const isPaid = (status: OrderStatus) => status === 'paid' || status === 'completed';

/**
 * Creates an order; its total is the sum of its lines. A paid wallet order books its debit
 * (type 'order') at once, and fails as a whole when the balance is too low.
 */
export function createOrder(db: Database, order: NewOrder): OrderRow {
  const items = order.items.map((item) => ({
    ...item,
    total_cents: item.quantity * item.unit_price_cents,
  }));
  const total = items.reduce((sum, item) => sum + item.total_cents, 0);
  return transaction(db, () => {
    const id = nextId(db, 'wallet_orders');
    const label = formatLabel('ORD', id, order.now);
    let transactionId: number | null = null;
    if (order.paymentMethod === 'wallet' && isPaid(order.status) && total > 0) {
      const names = (locale: Locale) => items.map((item) => inLocale(item.name, locale)).join(', ');
      transactionId = bookTransaction(db, {
        userId: order.userId,
        type: 'order',
        amountCents: -total,
        status: 'completed',
        text: { key: 'order', params: { label, items: names('en'), items_de: names('de') } },
        reference: { type: 'order', label },
        now: order.now,
      }).id;
    }
    sql(
      db,
      `INSERT INTO wallet_orders (id, user_id, label, status, purpose, total_cents, currency, payment_method, bank_reference, items, transaction_id, expires_at, paid_at, paid_cents, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      order.userId,
      label,
      order.status,
      order.purpose ?? 'purchase',
      total,
      WALLET_CURRENCY,
      order.paymentMethod,
      order.paymentMethod === 'bank_transfer' ? freshReference(db) : null,
      JSON.stringify(items),
      transactionId,
      order.expiresAt ?? null,
      isPaid(order.status) ? order.now : null,
      isPaid(order.status) ? total : null,
      order.now,
      order.now,
    );
    return findOrder(db, order.userId, label, order.now)!;
  });
}

/**
 * Orders as every reader sees them at :now: a pending order past its expires_at reads 'expired'
 * (docs/spec.md §4 "Money and quota"). A rule of the data, not of a reader: the member's list and
 * order, the bank details, cancelling and `club order:paid` all see the same state, and no read writes.
 */
const ORDERS_AT = `SELECT id, user_id, label,
    CASE WHEN status = 'pending' AND expires_at IS NOT NULL AND expires_at <= :now THEN 'expired' ELSE status END AS status,
    purpose, total_cents, currency, payment_method, bank_reference, items, transaction_id, expires_at, paid_at, paid_cents,
    created_at, updated_at
  FROM wallet_orders`;

export function findOrder(db: Database, userId: number, label: string, now: string): OrderRow | undefined {
  return sql(db, `${ORDERS_AT} WHERE user_id = :user AND label = :label`).get({ user: userId, label, now }) as
    OrderRow | undefined;
}

/** Any member's order (staff commands). */
export function findOrderByLabel(db: Database, label: string, now: string): OrderRow | undefined {
  return sql(db, `${ORDERS_AT} WHERE label = :label`).get({ label, now }) as OrderRow | undefined;
}

/** Newest first. */
export function listOrders(db: Database, userId: number, limit: number, offset: number, now: string): OrderRow[] {
  return sql(
    db,
    `${ORDERS_AT} WHERE user_id = :user ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
  ).all({ user: userId, limit, offset, now }) as unknown as OrderRow[];
}

export function countOrders(db: Database, userId: number): number {
  return (sql(db, 'SELECT COUNT(*) AS n FROM wallet_orders WHERE user_id = ?').get(userId) as { n: number }).n;
}

/** A deposit's one line is the wallet deposit; other lines are named by the club, in the reader's language. */
function itemsOf(row: OrderRow): OrderItem[] {
  const stored = JSON.parse(row.items) as (Omit<OrderItem, 'name'> & { name: Localized })[];
  return stored.map((item) => ({
    ...item,
    name: row.purpose === 'deposit' ? wordLedgerText({ key: 'wallet_deposit' }) : inLocale(item.name),
  }));
}

export function toOrder(db: Database, row: OrderRow): WalletOrder {
  return {
    label: row.label,
    status: row.status,
    purpose: row.purpose,
    total_cents: row.total_cents,
    currency: row.currency,
    payment_method: row.payment_method,
    bank_reference: row.bank_reference,
    items: itemsOf(row),
    transaction_label:
      row.transaction_id === null ? null : (findTransactionById(db, row.transaction_id)?.label ?? null),
    expires_at: row.expires_at,
    paid_cents: row.paid_cents,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
