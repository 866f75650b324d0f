// The yearly report for the authority (docs/spec.md §12 "Yearly report", KCanG §26 (3)), derived
// from the records alone: per strain the grams grown (received into batches), dispensed (handed
// over), destroyed and lost within the calendar year (Berlin), the stock at year end (every move
// before it), and the average THC and CBD of the strain's batches that year weighted by their dry
// weight; and the members on 31 December by age band. Grams are summed in milligrams.
import type { ReportRow, YearlyReport } from '../../../src/shared/contract/club-records.ts';
import { sql, type Database } from '../../db/open.ts';
import { countedDateOfBirth } from '../../members/age.ts';
import { ageOn } from './quota.ts';
import { berlinRange } from './records.ts';

interface StrainSums {
  strain_id: number;
  name: string;
  grown: number;
  dispensed: number;
  destroyed: number;
  lost: number;
  stock: number;
  weight: number;
  thc_weighted: number;
  cbd_weighted: number;
}

const grams = (mg: number) => mg / 1000;
/** A weighted average in tenths of a per cent, rounded to one decimal of a per cent. */
const average = (weighted: number, weight: number) => (weight === 0 ? 0 : Math.round(weighted / weight) / 10);

export function yearlyReport(db: Database, year: number): YearlyReport {
  const { start, end } = berlinRange(`${year}-01-01`, `${year}-12-31`);
  const rows = sql(
    db,
    `WITH moves AS (
        SELECT b.strain_id, b.id AS batch_id, m.kind, m.mg, m.at FROM batch_moves m JOIN batches b ON b.id = m.batch_id
      ), involved AS (
        SELECT DISTINCT batch_id FROM moves WHERE at >= :start AND at < :end
        UNION
        SELECT batch_id FROM moves WHERE at < :end GROUP BY batch_id
          HAVING SUM(CASE WHEN kind = 'received' THEN mg ELSE -mg END) > 0
      )
      SELECT s.id AS strain_id, s.name,
        COALESCE((SELECT SUM(mg) FROM moves WHERE strain_id = s.id AND kind = 'received' AND at >= :start AND at < :end), 0) AS grown,
        COALESCE((SELECT SUM(grams_mg) FROM growing_handovers WHERE strain_id = s.id AND handed_at >= :start AND handed_at < :end), 0) AS dispensed,
        COALESCE((SELECT SUM(mg) FROM moves WHERE strain_id = s.id AND kind = 'destroyed' AND at >= :start AND at < :end), 0) AS destroyed,
        COALESCE((SELECT SUM(mg) FROM moves WHERE strain_id = s.id AND kind = 'lost' AND at >= :start AND at < :end), 0) AS lost,
        COALESCE((SELECT SUM(CASE WHEN kind = 'received' THEN mg ELSE -mg END) FROM moves WHERE strain_id = s.id AND at < :end), 0) AS stock,
        COALESCE((SELECT SUM(b.dry_weight_mg) FROM batches b JOIN involved i ON i.batch_id = b.id WHERE b.strain_id = s.id), 0) AS weight,
        COALESCE((SELECT SUM(b.dry_weight_mg * b.thc_tenths) FROM batches b JOIN involved i ON i.batch_id = b.id WHERE b.strain_id = s.id), 0) AS thc_weighted,
        COALESCE((SELECT SUM(b.dry_weight_mg * b.cbd_tenths) FROM batches b JOIN involved i ON i.batch_id = b.id WHERE b.strain_id = s.id), 0) AS cbd_weighted
      FROM strains s ORDER BY s.name, s.id`,
  ).all({ start, end }) as unknown as StrainSums[];
  const used = rows.filter((r) => r.grown || r.dispensed || r.destroyed || r.lost || r.stock);
  const reportRows: ReportRow[] = used.map((r) => ({
    strain: r.name,
    thc_percent: average(r.thc_weighted, r.weight),
    cbd_percent: average(r.cbd_weighted, r.weight),
    grown_grams: grams(r.grown),
    dispensed_grams: grams(r.dispensed),
    destroyed_grams: grams(r.destroyed),
    lost_grams: grams(r.lost),
    stock_at_year_end_grams: grams(r.stock),
  }));
  const sum = (key: 'grown' | 'dispensed' | 'destroyed' | 'lost' | 'stock') =>
    grams(used.reduce((total, r) => total + r[key], 0));
  return {
    year,
    due_on: `${year + 1}-01-31`,
    rows: reportRows,
    totals: {
      grown_grams: sum('grown'),
      dispensed_grams: sum('dispensed'),
      destroyed_grams: sum('destroyed'),
      lost_grams: sum('lost'),
      stock_at_year_end_grams: sum('stock'),
    },
    members: membersByAgeBand(db, `${year}-12-31`),
  };
}

/**
 * Members on `day` (Berlin): started on or before it, their membership not ended by then (it ends
 * on its leaves_on day), counted by their age
 * that day from the date of birth the club checked; a member without one counts as 18-20, as the
 * law's stricter limits apply to them.
 */
export function membersByAgeBand(db: Database, day: string): YearlyReport['members'] {
  const members = sql(
    db,
    `SELECT m.user_id FROM memberships m
      WHERE m.started_on IS NOT NULL AND m.started_on <= :day
        AND (m.leaves_on IS NULL OR m.leaves_on > :day)`,
  ).all({ day }) as { user_id: number }[];
  const bands = { '18-20': 0, '21-24': 0, '25+': 0, total: members.length };
  for (const member of members) {
    const born = countedDateOfBirth(db, member.user_id);
    const age = born ? ageOn(born, day) : 18;
    bands[age < 21 ? '18-20' : age < 25 ? '21-24' : '25+']++;
  }
  return bands;
}
