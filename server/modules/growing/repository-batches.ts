// Batches and their stock moves in SQL (docs/spec.md §12 "Batches", KCanG §26 (1)): a harvest's
// batch arrives in quarantine with its dry weight as the first move ('received'), is released,
// recalled or destroyed; every gram that leaves it is a move of its own (dispensed, destroyed with
// reason and witness, lost). The stock never goes below zero: each taking checks it and the
// table's CHECK refuses it anyway. Staff writes go through ./batches.ts (audited).
import { sql, transaction, type Database } from '../../db/open.ts';
import { formatLabel } from '../../db/labels.ts';

export type BatchStatus = 'quarantine' | 'released' | 'recalled' | 'destroyed';
export type MoveKind = 'received' | 'dispensed' | 'destroyed' | 'lost';

export interface BatchRow {
  id: number;
  label: string;
  strain_id: number;
  harvested_on: string;
  dry_weight_mg: number;
  best_before: string;
  thc_tenths: number;
  cbd_tenths: number;
  status: BatchStatus;
  stock_mg: number;
  released_at: string | null;
  recalled_at: string | null;
  recall_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface MoveRow {
  id: number;
  batch_id: number;
  kind: MoveKind;
  mg: number;
  reason: string | null;
  witness: string | null;
  handover_id: number | null;
  actor: string;
  at: string;
}

/** Why a batch refused a change. */
export class BatchError extends Error {
  readonly code: 'unknown' | 'status' | 'stock';
  readonly leftMg: number;
  constructor(code: BatchError['code'], leftMg = 0) {
    super(code);
    this.name = 'BatchError';
    this.code = code;
    this.leftMg = leftMg;
  }
}

export function findBatch(db: Database, id: number): BatchRow | undefined {
  return sql(db, 'SELECT * FROM batches WHERE id = ?').get(id) as BatchRow | undefined;
}

export function listBatches(db: Database, filter: { strainId?: number; status?: BatchStatus } = {}): BatchRow[] {
  return sql(
    db,
    `SELECT * FROM batches WHERE (:strain IS NULL OR strain_id = :strain) AND (:status IS NULL OR status = :status)
      ORDER BY harvested_on DESC, id DESC`,
  ).all({ strain: filter.strainId ?? null, status: filter.status ?? null }) as unknown as BatchRow[];
}

export function listMoves(db: Database, batchId: number): MoveRow[] {
  return sql(db, 'SELECT * FROM batch_moves WHERE batch_id = ? ORDER BY at, id').all(batchId) as unknown as MoveRow[];
}

function addMove(
  db: Database,
  m: { batchId: number; kind: MoveKind; mg: number; actor: string; at: string } & Partial<{
    reason: string;
    witness: string;
    handoverId: number;
  }>,
): void {
  sql(
    db,
    'INSERT INTO batch_moves (batch_id, kind, mg, reason, witness, handover_id, actor, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(m.batchId, m.kind, m.mg, m.reason ?? null, m.witness ?? null, m.handoverId ?? null, m.actor, m.at);
}

export interface NewBatch {
  strainId: number;
  harvestedOn: string;
  dryWeightMg: number;
  bestBefore: string;
  thcTenths: number;
  cbdTenths: number;
  status?: BatchStatus;
  actor: string;
  now: string;
}

/** A harvest's batch: its dry weight is received into its stock (quarantine until the lab's values are in). */
export function insertBatch(db: Database, b: NewBatch): BatchRow {
  return transaction(db, () => {
    const { id } = sql(db, 'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM batches').get() as { id: number };
    const status = b.status ?? 'quarantine';
    sql(
      db,
      `INSERT INTO batches (id, label, strain_id, harvested_on, dry_weight_mg, best_before, thc_tenths, cbd_tenths, status, stock_mg, released_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      formatLabel('B', id, b.now),
      b.strainId,
      b.harvestedOn,
      b.dryWeightMg,
      b.bestBefore,
      b.thcTenths,
      b.cbdTenths,
      status,
      b.dryWeightMg,
      status === 'released' ? b.now : null,
      b.now,
      b.now,
    );
    addMove(db, { batchId: id, kind: 'received', mg: b.dryWeightMg, actor: b.actor, at: b.now });
    return findBatch(db, id)!;
  });
}

export function setBatchStatus(
  db: Database,
  id: number,
  status: BatchStatus,
  now: string,
  recallReason: string | null = null,
): BatchRow {
  sql(
    db,
    `UPDATE batches SET status = :status, updated_at = :now,
        released_at = CASE WHEN :status = 'released' THEN :now ELSE released_at END,
        recalled_at = CASE WHEN :status = 'recalled' THEN :now ELSE recalled_at END,
        recall_reason = CASE WHEN :status = 'recalled' THEN :reason ELSE recall_reason END
      WHERE id = :id`,
  ).run({ id, status, now, reason: recallReason });
  return findBatch(db, id)!;
}

/**
 * Takes `mg` out of a batch's stock as a move of `kind`; refused (BatchError 'stock', with what is
 * left) when the batch holds less. Call inside the write's transaction.
 */
export function takeFromBatch(
  db: Database,
  m: { batchId: number; kind: Exclude<MoveKind, 'received'>; mg: number; actor: string; at: string } & Partial<{
    reason: string;
    witness: string;
    handoverId: number;
  }>,
): BatchRow {
  return transaction(db, () => {
    const batch = findBatch(db, m.batchId);
    if (!batch) throw new BatchError('unknown');
    if (batch.stock_mg < m.mg) throw new BatchError('stock', batch.stock_mg);
    sql(db, 'UPDATE batches SET stock_mg = stock_mg - ?, updated_at = ? WHERE id = ?').run(m.mg, m.at, m.batchId);
    addMove(db, m);
    return findBatch(db, m.batchId)!;
  });
}

/** The grams of a strain's released batches: what the menu may offer before reservations hold some. */
export const RELEASED_STOCK_SQL = `COALESCE((SELECT SUM(b.stock_mg) FROM batches b WHERE b.strain_id = strains.id AND b.status = 'released'), 0)`;
