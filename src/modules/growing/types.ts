// Wire types of the growing API (server/modules/growing imports them with `import type`).
// Grams travel as numbers of grams (one decimal), THC/CBD as per cent, money as integer cents.
import type { Timestamp } from '../../core/types.ts';

export interface Strain {
  id: number;
  name: string;
  thc_percent: number;
  cbd_percent: number;
  price_cents_per_gram: number;
  stock_grams: number;
  /** Whether this member may receive it (under 21: at most 10 % THC). */
  allowed: boolean;
  /** Why not, when not allowed: 'thc_limit'. */
  reason: 'thc_limit' | null;
}

/** GET growing/quota: the KCanG §19 (3) meter for today and this month (Europe/Berlin). */
export interface Quota {
  /** The date of birth the member gave: a claim, theirs to correct until the club checked it. */
  date_of_birth: string | null;
  /** The club's check against an official photo ID; the limits use only this date (none: under-21 limits). */
  age_check: { date_of_birth: string; document: string; checked_at: Timestamp } | null;
  /** The under-21 limits apply: not checked yet, or checked and under 21. */
  under_21: boolean;
  max_thc_percent: number | null;
  day: { used_grams: number; limit_grams: number };
  month: { used_grams: number; limit_grams: number };
}

export interface Handover {
  id: number;
  handed_at: Timestamp;
  strain: string;
  grams: number;
  thc_percent: number;
  cbd_percent: number;
  price_cents: number;
  reservation_label: string | null;
}

/** 'expired': not collected on its pickup day (its grams and money are free again). */
export type ReservationStatus = 'reserved' | 'collected' | 'cancelled' | 'expired';

export interface Reservation {
  label: string;
  strain: { id: number; name: string };
  grams: number;
  price_cents: number;
  slot_at: Timestamp;
  status: ReservationStatus;
  created_at: Timestamp;
}

/** A pickup slot the club offers (GET growing/slots). */
export interface PickupSlot {
  at: Timestamp;
}
