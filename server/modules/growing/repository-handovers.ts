// The Growing module's handovers in SQL: the distribution record (KCanG §26), written only by the
// handover service (./handover.ts) in one transaction with the law's check, the batch's stock and
// the wallet.
import { sql, type Database } from '../../db/open.ts';

export interface HandoverRow {
  id: number;
  user_id: number;
  strain_id: number;
  strain_name: string;
  grams_mg: number;
  thc_tenths: number;
  cbd_tenths: number;
  price_cents: number;
  reservation_id: number | null;
  transaction_id: number | null;
  handed_at: string;
  created_at: string;
  /** Null for records from before batches (migration 071). */
  batch_id: number | null;
  member_number: number | null;
  recipient_name: string | null;
  recipient_birth_year: number | null;
  handed_by: string | null;
  id_seen: number;
}

export function findHandover(db: Database, id: number): HandoverRow | undefined {
  return sql(db, 'SELECT * FROM growing_handovers WHERE id = ?').get(id) as HandoverRow | undefined;
}

export function listHandovers(db: Database, userId: number): HandoverRow[] {
  return sql(db, 'SELECT * FROM growing_handovers WHERE user_id = ? ORDER BY handed_at DESC, id DESC').all(
    userId,
  ) as unknown as HandoverRow[];
}
