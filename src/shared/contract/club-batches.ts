// The grow manager's batches in the staff area (docs/spec.md §12 "Batches", "Recall"; KCanG §17,
// §18, §26): harvests as batches with the lab's THC and CBD, their release, grams destroyed (reason
// and witness) or lost, and the recall of a batch with the list of its recipients. Every route is
// a staff route (./staff-endpoint.ts). Grams are numbers with at most three decimals, THC/CBD per cent.
import { count, id, text, Timestamp } from './endpoint.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';

const endpoint = staffEndpoints('club-batches');

export const BATCH_STATUSES = ['quarantine', 'released', 'recalled', 'destroyed'] as const;
export const BatchStatus = v.picklist(BATCH_STATUSES);

export const Batch = v.object({
  id,
  label: v.string(),
  strain: v.object({ id, name: v.string() }),
  harvested_on: v.string(),
  best_before: v.string(),
  dry_weight_grams: v.number(),
  stock_grams: v.number(),
  thc_percent: v.number(),
  cbd_percent: v.number(),
  status: BatchStatus,
  released_at: v.nullable(Timestamp),
  recalled_at: v.nullable(Timestamp),
  recall_reason: v.nullable(v.string()),
});

export const BatchMove = v.object({
  kind: v.picklist(['received', 'dispensed', 'destroyed', 'lost']),
  grams: v.number(),
  reason: v.nullable(v.string()),
  witness: v.nullable(v.string()),
  actor: v.string(),
  at: Timestamp,
});

/** A member who received from a recalled batch: what staff and the authority need, nothing more. */
export const RecallRecipient = v.object({
  member_number: v.nullable(v.string()),
  name: v.string(),
  handovers: count,
  grams: v.number(),
  last_at: Timestamp,
});

export const BatchDetail = v.object({
  batch: Batch,
  moves: v.array(BatchMove),
  /** Only for a recalled batch: everyone who received from it. */
  recipients: v.nullable(v.array(RecallRecipient)),
});

const day = v.pipe(v.string(), v.isoDate());
const percent = v.pipe(v.number(), v.minValue(0), v.maxValue(100));
const grams = v.pipe(
  v.unknown(),
  v.metadata({ type: ['number', 'string'], description: 'Grams, at most three decimals' }),
);

export const clubBatches = {
  list: endpoint('GET /api/club/batches', {
    summary: 'Every batch with its stock and status, newest harvest first',
    permission: ['strains', 'dispense', 'records'],
    query: v.object({ status: v.optional(BatchStatus), strain_id: v.optional(id) }),
    responses: { 200: v.object({ data: v.array(Batch) }) },
  }),
  show: endpoint('GET /api/club/batches/{id}', {
    summary: "A batch with its stock moves, and a recalled batch's recipients",
    permission: ['strains', 'records'],
    responses: { 200: BatchDetail, 404: 'No such batch' },
  }),
  create: endpoint('POST /api/club/batches', {
    summary: "A harvest's batch: its dry weight is received into stock, in quarantine until released",
    permission: 'strains',
    body: v.object({
      strain_id: id,
      harvested_on: day,
      best_before: day,
      dry_weight: grams,
      thc_percent: percent,
      cbd_percent: percent,
    }),
    responses: { 201: Batch },
  }),
  release: endpoint('POST /api/club/batches/{id}/release', {
    summary: "Releases a batch (the lab's values are in): its grams join the strain menu's stock",
    permission: 'strains',
    responses: { 200: Batch, 404: 'No such batch', 422: 'Not from this status' },
  }),
  quarantine: endpoint('POST /api/club/batches/{id}/quarantine', {
    summary: 'Takes a released batch back into quarantine',
    permission: 'strains',
    responses: { 200: Batch, 404: 'No such batch', 422: 'Not from this status' },
  }),
  remove: endpoint('POST /api/club/batches/{id}/removals', {
    summary: 'Grams destroyed (with reason and witness) or lost (with reason); never more than the stock',
    permission: 'strains',
    body: v.object({
      kind: v.picklist(['destroyed', 'lost']),
      grams,
      reason: text(500),
      witness: v.optional(text(200)),
    }),
    responses: { 200: Batch, 404: 'No such batch' },
  }),
  recall: endpoint('POST /api/club/batches/{id}/recall', {
    summary: 'Recalls a batch: blocked at once; every member who received from it is told, live and by mail',
    permission: 'strains',
    body: v.object({ reason: text(500) }),
    responses: { 200: BatchDetail, 404: 'No such batch', 422: 'Not from this status' },
  }),
};

export type Batch = v.InferOutput<typeof Batch>;
export type BatchMove = v.InferOutput<typeof BatchMove>;
export type BatchDetail = v.InferOutput<typeof BatchDetail>;
export type RecallRecipient = v.InferOutput<typeof RecallRecipient>;
