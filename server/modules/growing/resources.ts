// The Growing module's wire shapes from its rows: grams and percentages as members read them,
// each strain marked when the member's THC limit refuses it.
import type { Handover, Reservation, Strain } from '../../../src/shared/contract/growing.ts';
import { sql, type Database } from '../../db/open.ts';
import type { ReservationRow } from './repository.ts';
import type { HandoverRow } from './repository-handovers.ts';
import { findStrain, type StrainRow } from './repository-strains.ts';
import { findBatch } from './repository-batches.ts';

const percent = (tenths: number) => tenths / 10;
const grams = (mg: number) => mg / 1000;

export function toStrain(row: StrainRow, allowedThcTenths: number | null): Strain {
  const allowed = allowedThcTenths === null || row.thc_tenths <= allowedThcTenths;
  return {
    id: row.id,
    name: row.name,
    thc_percent: percent(row.thc_tenths),
    cbd_percent: percent(row.cbd_tenths),
    price_cents_per_gram: row.price_cents_per_gram,
    stock_grams: grams(row.stock_mg),
    allowed,
    reason: allowed ? null : 'thc_limit',
  };
}

export function toReservation(db: Database, row: ReservationRow): Reservation {
  const strain = findStrain(db, row.strain_id)!;
  return {
    label: row.label,
    strain: { id: strain.id, name: strain.name },
    grams: grams(row.grams_mg),
    price_cents: row.price_cents,
    slot_at: row.slot_at,
    status: row.status,
    created_at: row.created_at,
  };
}

export function toHandover(db: Database, row: HandoverRow): Handover {
  const batch = row.batch_id === null ? undefined : findBatch(db, row.batch_id);
  const reservation =
    row.reservation_id === null
      ? undefined
      : (sql(db, 'SELECT label FROM growing_reservations WHERE id = ?').get(row.reservation_id) as
          { label: string } | undefined);
  return {
    id: row.id,
    handed_at: row.handed_at,
    strain: row.strain_name,
    grams: grams(row.grams_mg),
    thc_percent: percent(row.thc_tenths),
    cbd_percent: percent(row.cbd_tenths),
    price_cents: row.price_cents,
    reservation_label: reservation?.label ?? null,
    batch: batch?.label ?? null,
    harvested_on: batch?.harvested_on ?? null,
    best_before: batch?.best_before ?? null,
    recalled: batch?.status === 'recalled',
  };
}
