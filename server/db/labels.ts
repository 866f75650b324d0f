// Labels of the club's records (transactions, orders, withdrawals, appointments, tickets,
// reservations): a prefix, the year of creation and the row id.
import { sql, type Database } from './open.ts';

/** Labels read `TX-2026-000123`: a prefix, the year of creation and the row id, zero-padded. */
export function formatLabel(prefix: string, id: number, createdAt: string): string {
  return `${prefix}-${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** The id the next row of `table` gets; call inside a write transaction so no one else takes it. */
export function nextId(
  db: Database,
  table: 'wallet_transactions' | 'wallet_orders' | 'withdrawals' | 'appointments' | 'appointment_tickets',
): number {
  return (sql(db, `SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`).get() as { id: number }).id;
}
