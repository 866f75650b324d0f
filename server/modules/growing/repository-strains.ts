// The Growing module's strain menu in SQL: what the club offers and its price per gram. A strain's
// stock is not a number of its own: it is the sum of its released batches (./repository-batches.ts)
// less the grams open reservations hold (docs/spec.md §12 "Batches").
import { sql, transaction, type Database } from '../../db/open.ts';
import { insertBatch, RELEASED_STOCK_SQL } from './repository-batches.ts';

export interface StrainRow {
  id: number;
  name: string;
  thc_tenths: number;
  cbd_tenths: number;
  price_cents_per_gram: number;
  /** What can still be reserved or handed over: released batches less what open reservations hold. */
  stock_mg: number;
  created_at: string;
  updated_at: string;
}

/** Grams open reservations hold (an expired one until the growing sweep releases it). */
const HELD_SQL = `COALESCE((SELECT SUM(r.grams_mg) FROM growing_reservations r
   WHERE r.strain_id = strains.id AND r.status = 'reserved' AND r.released_at IS NULL), 0)`;

const STRAINS = `SELECT id, name, thc_tenths, cbd_tenths, price_cents_per_gram, ${RELEASED_STOCK_SQL} - ${HELD_SQL} AS stock_mg,
    created_at, updated_at FROM strains`;

/**
 * A strain for the menu. `stockMg` above zero arrives as a released batch of that weight, harvested
 * today with the strain's THC and CBD (the CLI's strain:add and the demo seed); a grow manager
 * records harvests as batches of their own.
 */
export function addStrain(
  db: Database,
  strain: {
    name: string;
    thcTenths: number;
    cbdTenths: number;
    priceCentsPerGram: number;
    stockMg: number;
    now: string;
    actor?: string;
  },
): StrainRow {
  return transaction(db, () => {
    const result = sql(
      db,
      'INSERT INTO strains (name, thc_tenths, cbd_tenths, price_cents_per_gram, stock_mg, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?)',
    ).run(strain.name, strain.thcTenths, strain.cbdTenths, strain.priceCentsPerGram, strain.now, strain.now);
    const id = Number(result.lastInsertRowid);
    if (strain.stockMg > 0) {
      const day = new Date(strain.now);
      const yearOn = new Date(day);
      yearOn.setUTCFullYear(day.getUTCFullYear() + 1);
      insertBatch(db, {
        strainId: id,
        harvestedOn: day.toISOString().slice(0, 10),
        dryWeightMg: strain.stockMg,
        bestBefore: yearOn.toISOString().slice(0, 10),
        thcTenths: strain.thcTenths,
        cbdTenths: strain.cbdTenths,
        status: 'released',
        actor: strain.actor ?? 'seed',
        now: strain.now,
      });
    }
    return findStrain(db, id)!;
  });
}

export function findStrain(db: Database, id: number): StrainRow | undefined {
  return sql(db, `${STRAINS} WHERE id = ?`).get(id) as StrainRow | undefined;
}

export function listStrains(db: Database): StrainRow[] {
  return sql(db, `${STRAINS} ORDER BY name, id`).all() as unknown as StrainRow[];
}

/** The price of `mg` milligrams in integer cents (docs/spec.md §4 "Money and quota"). */
export const priceOf = (strain: StrainRow, mg: number) => Math.round((strain.price_cents_per_gram * mg) / 1000);
