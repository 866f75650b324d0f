// The handover records of a date range (docs/spec.md §12 "Records", KCanG §26 (1), (2)): what an
// inspection reads, oldest first, with the recipient as the record keeps them (a pseudonym once
// the member's data was erased). Days are Berlin's, both ends included.
import type { HandoverRecord } from '../../../src/shared/contract/club-records.ts';
import { toTimestamp } from '../../clock.ts';
import { sql, type Database } from '../../db/open.ts';
import { memberNumberLabel } from '../../members/repository.ts';
import { berlinInstant } from './slots.ts';

/** The UTC range [from 00:00, the day after `to` 00:00) of Berlin days. */
export function berlinRange(from: string, to: string): { start: string; end: string } {
  const after = new Date(`${to}T12:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  return {
    start: toTimestamp(berlinInstant(from, 0)),
    end: toTimestamp(berlinInstant(after.toISOString().slice(0, 10), 0)),
  };
}

interface RecordRow {
  id: number;
  handed_at: string;
  member_number: number | null;
  recipient_name: string | null;
  user_name: string;
  recipient_birth_year: number | null;
  strain_name: string;
  batch_label: string | null;
  grams_mg: number;
  thc_tenths: number;
  cbd_tenths: number;
  handed_by: string | null;
}

export function listRecords(db: Database, from: string, to: string): HandoverRecord[] {
  const { start, end } = berlinRange(from, to);
  const rows = sql(
    db,
    `SELECT h.id, h.handed_at, h.member_number, h.recipient_name, u.name AS user_name, h.recipient_birth_year,
            h.strain_name, b.label AS batch_label, h.grams_mg, h.thc_tenths, h.cbd_tenths, h.handed_by
       FROM growing_handovers h JOIN users u ON u.id = h.user_id LEFT JOIN batches b ON b.id = h.batch_id
      WHERE h.handed_at >= ? AND h.handed_at < ? ORDER BY h.handed_at, h.id`,
  ).all(start, end) as unknown as RecordRow[];
  return rows.map((row) => ({
    id: row.id,
    handed_at: row.handed_at,
    member_number: row.member_number === null ? null : memberNumberLabel(row.member_number),
    recipient: row.recipient_name ?? row.user_name,
    birth_year: row.recipient_birth_year,
    strain: row.strain_name,
    batch: row.batch_label,
    grams: row.grams_mg / 1000,
    thc_percent: row.thc_tenths / 10,
    cbd_percent: row.cbd_tenths / 10,
    handed_by: row.handed_by,
  }));
}
