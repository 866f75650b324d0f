// The counter screen's API (docs/spec.md §12 "Counter"; KCanG §19, §21): find the member by their
// scanned card or number, see a photo-free summary, hand over grams of a released batch having seen
// an official photo ID, print the information leaflet. Every route is a staff route
// (./staff-endpoint.ts) with the `dispense` permission.
import { accepted, id, Timestamp } from './endpoint.ts';
import { Reservation } from './growing.ts';
import * as v from './schema.ts';
import { staffEndpoints } from './staff-endpoint.ts';
import { PdfDocument } from './wallet.ts';

const endpoint = staffEndpoints('club-counter');

export const AGE_BANDS = ['18-20', '21+'] as const;
export const AgeBand = v.picklist(AGE_BANDS);

/** What the counter sees of a member: no photo, no address, no history. */
export const CounterMember = v.object({
  user_id: id,
  name: v.string(),
  member_number: v.string(),
  /** Null while the club has not checked the member's age. */
  age_band: v.nullable(AgeBand),
  status: v.picklist(['applied', 'checked', 'waitlisted', 'offered', 'active', 'rejected', 'left']),
  day_left_grams: v.number(),
  month_left_grams: v.number(),
  month_limit_grams: v.number(),
  /** Under 21: the highest THC a batch may have; null: no limit. */
  max_thc_percent: v.nullable(v.number()),
  reservations_today: v.array(Reservation),
  wallet_balance_cents: v.pipe(v.number(), v.integer()),
});

export const CounterBatch = v.object({
  id,
  label: v.string(),
  strain: v.object({ id, name: v.string() }),
  stock_grams: v.number(),
  thc_percent: v.number(),
  cbd_percent: v.number(),
  price_cents_per_gram: v.number(),
  best_before: v.string(),
});

export const CounterHandover = v.object({
  id,
  member_number: v.string(),
  batch: v.string(),
  strain: v.string(),
  grams: v.number(),
  price_cents: v.number(),
  reservation_label: v.nullable(v.string()),
  handed_at: Timestamp,
});

const payload = v.pipe(v.string(), v.maxLength(2000));

export const clubCounter = {
  scan: endpoint('POST /api/club/counter/scan', {
    summary: "The member of a scanned membership card (its signature and validity checked), with the counter's summary",
    permission: 'dispense',
    body: v.object({ payload }),
    responses: { 200: CounterMember, 422: 'Not a valid card of this club' },
  }),
  member: endpoint('GET /api/club/counter/members/{number}', {
    summary: "A member by membership number (M-00042 or 42), with the counter's summary",
    permission: 'dispense',
    responses: { 200: CounterMember, 404: 'No such member' },
  }),
  search: endpoint('GET /api/club/counter/members', {
    summary: 'Members whose name or number matches (at least two characters)',
    permission: 'dispense',
    query: v.object({ search: v.pipe(v.string(), v.minLength(2), v.maxLength(100)) }),
    responses: {
      200: v.array(v.object({ user_id: id, name: v.string(), member_number: v.string(), status: v.string() })),
    },
  }),
  batches: endpoint('GET /api/club/counter/batches', {
    summary: 'Released batches with stock, the ones to hand over from',
    permission: 'dispense',
    responses: { 200: v.object({ data: v.array(CounterBatch) }) },
  }),
  handOver: endpoint('POST /api/club/counter/handovers', {
    summary:
      'Hands over grams of a released batch: quota, stock and wallet change in one transaction; a reservation is fulfilled',
    permission: 'dispense',
    headers: { 'Idempotency-Key': 'The same key and body answer the first answer again' },
    body: v.object({
      user_id: id,
      batch_id: id,
      grams: v.pipe(v.unknown(), v.metadata({ type: ['number', 'string'], description: 'At most one decimal' })),
      /** The counter saw an official photo ID with the card (KCanG §19 (2)). */
      id_seen: accepted,
      reservation: v.optional(v.pipe(v.string(), v.maxLength(40))),
    }),
    responses: { 201: CounterHandover },
  }),
  leaflet: endpoint('GET /api/club/counter/handovers/{id}/leaflet', {
    summary: "The handover's information leaflet (KCanG §21) as a PDF to print",
    permission: 'dispense',
    responses: { 200: PdfDocument, 404: 'No such handover' },
  }),
};

export type AgeBand = v.InferOutput<typeof AgeBand>;
export type CounterMember = v.InferOutput<typeof CounterMember>;
export type CounterBatch = v.InferOutput<typeof CounterBatch>;
export type CounterHandover = v.InferOutput<typeof CounterHandover>;
