// The treasurer's order actions (docs/spec.md §10 "Treasury"): list and filter every member's
// orders, mark a bank-transfer order paid with the bank's booking reference, cancel a pending one.
// The staff area's routes, `club order:paid` and the bank-statement booking all call these: the
// money move and its audit entry are one transaction, then the member is told (notification and mail
// for a deposit, the WalletUpdated cue) and open staff dashboards get their cue.
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { staffCue } from '../../realtime/staff-cue.ts';
import { notifyWalletChange, walletUpdated } from '../../ledger/events.ts';
import { findOrderByLabelOrReference, markOrderPaid, MoneyError, type PaidOptions } from './money-repository.ts';
import { mailDepositPaid } from './deposit-mails.ts';
import { depositReceived } from './notices.ts';
import { findOrderByLabel, type OrderRow } from './repository-orders.ts';

/** An order as marked paid by the treasury: with the bank's reference for the transfer. */
export type PaidOrder = OrderRow & { paid_reference: string | null };

export type TreasuryDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'broadcaster' | 'log' | 'mailer'>;

const orderSummary = (order: OrderRow) => ({
  status: order.status,
  total_cents: order.total_cents,
  purpose: order.purpose,
  bank_reference: order.bank_reference,
});

export const formatEuro = (cents: number, language: string) =>
  new Intl.NumberFormat(language === 'de' ? 'de' : 'en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * Marks the order paid inside the caller's transaction, if any (the bank booking joins it), and
 * records it. `key` is the order's label or its bank reference (`CLUB-…`); `paidReference` is the
 * bank's reference for the transfer, kept with the order; `options` book a different amount or a
 * late transfer (money-repository.ts). Refused with MoneyError when the order is unknown, expired
 * or not pending (unless late): marked paid once.
 */
export function markPaidAndRecord(
  deps: TreasuryDeps,
  actor: AuditActor,
  key: string,
  paidReference: string | null,
  options: PaidOptions = {},
): PaidOrder {
  const now = toTimestamp(deps.clock.now());
  return transaction(deps.db, () => {
    const before = findOrderByLabelOrReference(deps.db, key, now);
    const paid = markOrderPaid(deps.db, key, now, options);
    sql(deps.db, 'UPDATE wallet_orders SET paid_reference = ? WHERE id = ?').run(paidReference, paid.id);
    recordAudit(deps, actor, {
      action: 'order.paid',
      subject: { type: 'order', id: paid.label },
      before: before && orderSummary(before),
      after: { ...orderSummary(paid), paid_cents: paid.paid_cents, paid_reference: paidReference },
    });
    return { ...paid, paid_reference: paidReference };
  });
}

/**
 * After an order was paid (called once per order: markOrderPaid refuses a second time): the member's
 * notification and receipt mail (deposits) and cue, the staff dashboards' cue.
 */
export async function announceOrderPaid(deps: AppDeps, order: OrderRow): Promise<void> {
  if (order.purpose === 'deposit') {
    await notifyWalletChange(
      deps,
      order.user_id,
      depositReceived({ label: order.label }),
      'success',
      `/financial/order/${encodeURIComponent(order.label)}`,
    );
    await mailDepositPaid(deps, order);
  } else {
    await walletUpdated(deps, order.user_id);
  }
  await staffCue(deps, 'orders');
}

/** The treasurer (or `club order:paid`) marks an order paid: booked once, recorded, announced. */
export async function staffMarkOrderPaid(
  deps: AppDeps,
  actor: AuditActor,
  key: string,
  paidReference: string | null,
  options: PaidOptions = {},
): Promise<PaidOrder> {
  const order = markPaidAndRecord(deps, actor, key, paidReference, options);
  await announceOrderPaid(deps, order);
  return order;
}

/** The treasurer cancels a pending order (nothing was paid, nothing moves), with a reason. */
export async function staffCancelOrder(
  deps: AppDeps,
  actor: AuditActor,
  label: string,
  reason: string,
): Promise<OrderRow> {
  const now = toTimestamp(deps.clock.now());
  const order = transaction(deps.db, () => {
    const before = findOrderByLabel(deps.db, label, now);
    if (!before) throw new MoneyError('unknown', label);
    if (before.status === 'expired') throw new MoneyError('expired', label, before.status);
    if (before.status !== 'pending') throw new MoneyError('not_pending', label, before.status);
    sql(deps.db, "UPDATE wallet_orders SET status = 'cancelled', cancel_reason = ?, updated_at = ? WHERE id = ?").run(
      reason,
      now,
      before.id,
    );
    const after = findOrderByLabel(deps.db, label, now)!;
    recordAudit(deps, actor, {
      action: 'order.cancelled',
      subject: { type: 'order', id: label },
      before: orderSummary(before),
      after: { ...orderSummary(after), reason },
    });
    return after;
  });
  await walletUpdated(deps, order.user_id);
  await staffCue(deps, 'orders');
  return order;
}

export interface StaffOrderFilter {
  status?: 'pending' | 'paid' | 'cancelled' | 'completed' | 'expired';
  purpose?: 'purchase' | 'deposit';
  /** Part of the label, the bank reference, the member's name or email. */
  search?: string;
}

export interface StaffOrderRow extends OrderRow {
  member_name: string;
  member_email: string;
  paid_reference: string | null;
  cancel_reason: string | null;
}

const STAFF_ORDERS = `SELECT o.id, o.user_id, o.label,
    CASE WHEN o.status = 'pending' AND o.expires_at IS NOT NULL AND o.expires_at <= :now THEN 'expired' ELSE o.status END AS status,
    o.purpose, o.total_cents, o.currency, o.payment_method, o.bank_reference, o.items, o.transaction_id, o.expires_at,
    o.paid_at, o.paid_cents, o.paid_reference, o.cancel_reason, o.created_at, o.updated_at, u.name AS member_name, u.email AS member_email
  FROM wallet_orders o JOIN users u ON u.id = o.user_id`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every member's orders, newest first, filtered; with the total for the pager. */
export function listStaffOrders(
  db: Database,
  filter: StaffOrderFilter,
  page: { limit: number; offset: number },
  now: string,
): { items: StaffOrderRow[]; total: number } {
  const where: string[] = [];
  const params: Record<string, string | number> = { now };
  if (filter.status) {
    where.push('status = :status');
    params.status = filter.status;
  }
  if (filter.purpose) {
    where.push('purpose = :purpose');
    params.purpose = filter.purpose;
  }
  if (filter.search) {
    where.push(
      "(label LIKE :search ESCAPE '\\' OR bank_reference LIKE :search ESCAPE '\\' OR member_name LIKE :search ESCAPE '\\' OR member_email LIKE :search ESCAPE '\\')",
    );
    params.search = `%${escapeLike(filter.search)}%`;
  }
  const filtered = `SELECT * FROM (${STAFF_ORDERS}) ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const total = (sql(db, `SELECT COUNT(*) AS n FROM (${filtered})`).get(params) as { n: number }).n;
  const items = sql(db, `${filtered} ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`).all({
    ...params,
    limit: page.limit,
    offset: page.offset,
  }) as unknown as StaffOrderRow[];
  return { items, total };
}
