// The wallet's parts of the staff dashboard (docs/spec.md §10): unpaid bank-transfer orders and
// withdrawals waiting for a decision or a payout, each with the five newest.
import type { StaffDashboard } from '../../../src/shared/contract/club.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, type Database } from '../../db/open.ts';

const LATEST = 5;

export function unpaidOrders(db: Database, now: Date): NonNullable<StaffDashboard['orders']> {
  const where = `o.status = 'pending' AND o.payment_method = 'bank_transfer' AND (o.expires_at IS NULL OR o.expires_at > :now)`;
  const params = { now: toTimestamp(now) };
  const totals = sql(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(o.total_cents), 0) AS total FROM wallet_orders o WHERE ${where}`,
  ).get(params) as { n: number; total: number };
  const rows = sql(
    db,
    `SELECT o.label, o.total_cents, o.bank_reference, o.created_at, u.id AS member_id, u.name AS member_name
       FROM wallet_orders o JOIN users u ON u.id = o.user_id WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${LATEST}`,
  ).all(params) as {
    label: string;
    total_cents: number;
    bank_reference: string | null;
    created_at: string;
    member_id: number;
    member_name: string;
  }[];
  return {
    count: totals.n,
    total_cents: totals.total,
    latest: rows.map((row) => ({
      label: row.label,
      member: { id: row.member_id, name: row.member_name },
      total_cents: row.total_cents,
      bank_reference: row.bank_reference,
      created_at: row.created_at,
    })),
  };
}

export function pendingWithdrawals(db: Database): NonNullable<StaffDashboard['withdrawals']> {
  const totals = sql(
    db,
    "SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS total FROM withdrawals WHERE status = 'pending'",
  ).get() as { n: number; total: number };
  const rows = sql(
    db,
    `SELECT w.label, w.amount_cents, w.approved_at, w.created_at, u.id AS member_id, u.name AS member_name
       FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE w.status = 'pending'
      ORDER BY w.created_at DESC, w.id DESC LIMIT ${LATEST}`,
  ).all() as {
    label: string;
    amount_cents: number;
    approved_at: string | null;
    created_at: string;
    member_id: number;
    member_name: string;
  }[];
  return {
    count: totals.n,
    total_cents: totals.total,
    latest: rows.map((row) => ({
      label: row.label,
      member: { id: row.member_id, name: row.member_name },
      amount_cents: row.amount_cents,
      approved: row.approved_at !== null,
      created_at: row.created_at,
    })),
  };
}
