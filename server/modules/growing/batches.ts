// The grow manager's writes on batches (docs/spec.md §12 "Batches"): a harvest's batch, its release
// once the lab's values are in, destruction (reason and witness) and losses, and the recall of a
// batch (§26 (4): blocked at once, the recipients told by ./recall.ts). The staff area and the
// CLI both call these; each write is one transaction with its one audit entry.
import { recordAudit, type AuditActor, type AuditDeps } from '../../audit/audit-log.ts';
import { transaction } from '../../db/open.ts';
import {
  BatchError,
  findBatch,
  insertBatch,
  setBatchStatus,
  takeFromBatch,
  type BatchRow,
  type BatchStatus,
} from './repository-batches.ts';

const summary = (b: BatchRow) => ({ status: b.status, stock_mg: b.stock_mg });

export interface HarvestBatch {
  strainId: number;
  harvestedOn: string;
  dryWeightMg: number;
  bestBefore: string;
  thcTenths: number;
  cbdTenths: number;
  now: string;
}

export function createBatch(deps: AuditDeps, actor: AuditActor, b: HarvestBatch): BatchRow {
  return transaction(deps.db, () => {
    const batch = insertBatch(deps.db, { ...b, actor: actor.label });
    recordAudit(deps, actor, {
      action: 'batch.created',
      subject: { type: 'batch', id: batch.id },
      after: { label: batch.label, strain_id: batch.strain_id, ...summary(batch) },
    });
    return batch;
  });
}

/** Which status a batch may move to from which: a recalled or destroyed batch never comes back. */
const NEXT: Record<BatchStatus, readonly BatchStatus[]> = {
  quarantine: ['released', 'recalled', 'destroyed'],
  released: ['quarantine', 'recalled', 'destroyed'],
  recalled: ['destroyed'],
  destroyed: [],
};

function changeStatus(
  deps: AuditDeps,
  actor: AuditActor,
  id: number,
  status: BatchStatus,
  now: string,
  reason: string | null = null,
): BatchRow {
  return transaction(deps.db, () => {
    const before = findBatch(deps.db, id);
    if (!before) throw new BatchError('unknown');
    if (!NEXT[before.status].includes(status)) throw new BatchError('status');
    const after = setBatchStatus(deps.db, id, status, now, reason);
    recordAudit(deps, actor, {
      action: `batch.${status}`,
      subject: { type: 'batch', id },
      before: summary(before),
      after: reason === null ? summary(after) : { ...summary(after), reason },
    });
    return after;
  });
}

export const releaseBatch = (deps: AuditDeps, actor: AuditActor, id: number, now: string) =>
  changeStatus(deps, actor, id, 'released', now);

export const quarantineBatch = (deps: AuditDeps, actor: AuditActor, id: number, now: string) =>
  changeStatus(deps, actor, id, 'quarantine', now);

/** Blocks the batch for good; ./recall.ts tells its recipients once this has committed. */
export const recallBatch = (deps: AuditDeps, actor: AuditActor, id: number, reason: string, now: string) =>
  changeStatus(deps, actor, id, 'recalled', now, reason);

/**
 * Grams destroyed (reason and witness, §26 (1): amounts destroyed) or lost (reason; §26 (5) asks the
 * club to tell the authority of a suspected loss). Destroying the whole rest marks the batch destroyed.
 */
export function removeGrams(
  deps: AuditDeps,
  actor: AuditActor,
  m: { batchId: number; kind: 'destroyed' | 'lost'; mg: number; reason: string; witness?: string; now: string },
): BatchRow {
  return transaction(deps.db, () => {
    const before = findBatch(deps.db, m.batchId);
    if (!before) throw new BatchError('unknown');
    let after = takeFromBatch(deps.db, {
      batchId: m.batchId,
      kind: m.kind,
      mg: m.mg,
      reason: m.reason,
      witness: m.witness,
      actor: actor.label,
      at: m.now,
    });
    if (m.kind === 'destroyed' && after.stock_mg === 0 && after.status !== 'destroyed')
      after = setBatchStatus(deps.db, m.batchId, 'destroyed', m.now);
    recordAudit(deps, actor, {
      action: `batch.grams-${m.kind}`,
      subject: { type: 'batch', id: m.batchId },
      before: summary(before),
      after: { ...summary(after), mg: m.mg, reason: m.reason, ...(m.witness ? { witness: m.witness } : {}) },
    });
    return after;
  });
}
