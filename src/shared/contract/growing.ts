// The Growing module (docs/spec.md §2 Growing): the strain menu, the KCanG §19 (3) quota meter,
// pickup slots and reservations, the distribution record and the member's date of birth. A full
// session only; changes are refused in ghost mode.
import { endpoints, id, nullable, Timestamp } from './endpoint.ts';
import { PdfDocument } from './wallet.ts';
import * as v from './schema.ts';

const endpoint = endpoints('growing', { auth: ['*'] });
const list = <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(item) });

/** `allowed`: whether this member may receive it (under 21: at most 10 % THC); `reason` why not. */
export const Strain = v.object({
  id,
  name: v.string(),
  thc_percent: v.number(),
  cbd_percent: v.number(),
  price_cents_per_gram: v.number(),
  stock_grams: v.number(),
  allowed: v.boolean(),
  reason: nullable(v.literal('thc_limit')),
});
const used = v.object({ used_grams: v.number(), limit_grams: v.number() });
/** The club's check of the member's age against an official photo ID (KCanG §16): the date the limits use. */
export const AgeCheck = v.object({
  date_of_birth: v.string(),
  /** The kind of document: 'ID card', 'passport', 'residence permit', 'driving licence'. */
  document: v.string(),
  checked_at: Timestamp,
});
/** The meter for today and this month (Europe/Berlin). */
export const Quota = v.object({
  /** The date of birth the member gave: a claim, theirs to correct until the club checked it. */
  date_of_birth: nullable(v.string()),
  /** The club's check; none: the under-21 limits apply. */
  age_check: nullable(AgeCheck),
  /** The under-21 limits apply: not checked yet, or checked and under 21. */
  under_21: v.boolean(),
  max_thc_percent: nullable(v.number()),
  day: used,
  month: used,
});
export const Handover = v.object({
  id,
  handed_at: Timestamp,
  strain: v.string(),
  grams: v.number(),
  thc_percent: v.number(),
  cbd_percent: v.number(),
  price_cents: v.number(),
  reservation_label: nullable(v.string()),
  /** The batch and its dates (null for a record from before batches). */
  batch: nullable(v.string()),
  harvested_on: nullable(v.string()),
  best_before: nullable(v.string()),
  /** The batch was recalled: do not use what is left, bring it back (docs/spec.md §12 "Recall"). */
  recalled: v.boolean(),
});
/** 'expired': not collected on its pickup day (its grams and money are free again). */
export const ReservationStatus = v.picklist(['reserved', 'collected', 'cancelled', 'expired']);
export const Reservation = v.object({
  label: v.string(),
  strain: v.object({ id, name: v.string() }),
  grams: v.number(),
  price_cents: v.number(),
  slot_at: Timestamp,
  status: ReservationStatus,
  created_at: Timestamp,
});
export const PickupSlot = v.object({ at: Timestamp });

export const growing = {
  strains: endpoint(
    'GET /api/growing/strains',
    'The strain menu with stock, THC/CBD and price, and whether this member may receive each',
    { responses: { 200: list(Strain) } },
  ),
  quota: endpoint('GET /api/growing/quota', "The member's quota meter for today and this month", {
    responses: { 200: Quota },
  }),
  slots: endpoint('GET /api/growing/slots', 'Pickup slots offered (next 7 days)', {
    responses: { 200: list(PickupSlot) },
  }),
  handovers: endpoint('GET /api/growing/handovers', 'The distribution record: every handover, newest first', {
    responses: { 200: list(Handover) },
  }),
  handoversPdf: endpoint('GET /api/growing/handovers/pdf', 'The distribution record as a PDF', {
    responses: { 200: PdfDocument },
  }),
  leaflet: endpoint(
    'GET /api/growing/handovers/{id}/leaflet',
    "The handover's information leaflet (KCanG §21): the member's copy, as a PDF",
    { responses: { 200: PdfDocument, 404: 'No such handover of the member' } },
  ),
  reservations: endpoint('GET /api/growing/reservations', "The member's pickup reservations", {
    responses: { 200: list(Reservation) },
  }),
  reserve: endpoint(
    'POST /api/growing/reservations',
    'Reserves grams of a strain for a pickup slot: counts against the quota, holds the stock and the price',
    {
      headers: { 'Idempotency-Key': 'The same key and body answer the first answer again' },
      body: v.object({
        strain_id: id,
        grams: v.pipe(v.unknown(), v.metadata({ type: ['number', 'string'], description: 'At most one decimal' })),
        slot: v.pipe(v.string(), v.description('One of GET growing/slots')),
      }),
      responses: { 201: Reservation },
    },
  ),
  cancel: endpoint(
    'POST /api/growing/reservations/{label}/cancel',
    'Cancels an open reservation: quota, stock and money are free again',
    { responses: { 200: Reservation, 404: 'No such reservation of the member' } },
  ),
  dateOfBirth: endpoint(
    'PUT /api/growing/date-of-birth',
    "Sets the member's date of birth (18 or older) until the club has checked it; answers the quota meter",
    {
      description:
        'A claim: the limits use the date the club checked on an official ID (`club member:verify-age`), the under-21 limits until then. Once checked, 422 on date_of_birth: only staff can correct it.',
      body: v.object({ date_of_birth: v.pipe(v.string(), v.isoDate()) }),
      responses: { 200: Quota },
    },
  ),
};

export type Strain = v.InferOutput<typeof Strain>;
export type Quota = v.InferOutput<typeof Quota>;
export type Handover = v.InferOutput<typeof Handover>;
export type ReservationStatus = v.InferOutput<typeof ReservationStatus>;
export type Reservation = v.InferOutput<typeof Reservation>;
export type PickupSlot = v.InferOutput<typeof PickupSlot>;
