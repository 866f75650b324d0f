// The Growing module's strain menu in SQL: what the club offers, its price per gram and the stock.
import { sql, type Database } from '../../db/open.ts';

export interface StrainRow {
  id: number;
  name: string;
  thc_tenths: number;
  cbd_tenths: number;
  price_cents_per_gram: number;
  stock_mg: number;
  created_at: string;
  updated_at: string;
}

export function addStrain(
  db: Database,
  strain: {
    name: string;
    thcTenths: number;
    cbdTenths: number;
    priceCentsPerGram: number;
    stockMg: number;
    now: string;
  },
): StrainRow {
  const result = sql(
    db,
    'INSERT INTO strains (name, thc_tenths, cbd_tenths, price_cents_per_gram, stock_mg, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    strain.name,
    strain.thcTenths,
    strain.cbdTenths,
    strain.priceCentsPerGram,
    strain.stockMg,
    strain.now,
    strain.now,
  );
  return findStrain(db, Number(result.lastInsertRowid))!;
}

export function findStrain(db: Database, id: number): StrainRow | undefined {
  return sql(db, 'SELECT * FROM strains WHERE id = ?').get(id) as StrainRow | undefined;
}

export function listStrains(db: Database): StrainRow[] {
  return sql(db, 'SELECT * FROM strains ORDER BY name, id').all() as unknown as StrainRow[];
}

/** Sets the stock (the club counted it); grams held by open reservations are not part of it. */
export function setStock(db: Database, id: number, stockMg: number, now: string): StrainRow | undefined {
  sql(db, 'UPDATE strains SET stock_mg = ?, updated_at = ? WHERE id = ?').run(stockMg, now, id);
  return findStrain(db, id);
}

/** The price of `mg` milligrams in integer cents (docs/spec.md §4 "Money and quota"). */
export const priceOf = (strain: StrainRow, mg: number) => Math.round((strain.price_cents_per_gram * mg) / 1000);

/** Takes (positive) or gives back (negative) grams from the stock. */
export function takeStock(db: Database, strainId: number, mg: number, now: string): void {
  sql(db, 'UPDATE strains SET stock_mg = stock_mg - ?, updated_at = ? WHERE id = ?').run(mg, now, strainId);
}
