// The prevention officer's monthly figures (KCanG §23; docs/spec.md §12 "Prevention"), derived from
// the handover records and anonymised: grams handed over in a Berlin calendar month by the age band
// the club checked (none checked: 18-20, whose stricter limits applied), and how many members used
// more than 80 % of their monthly limit in that month and each of the two before it. Counts only:
// no names, no membership numbers, no ids leave this file.
import { AGE_BANDS, type AgeBand, type PreventionFigures } from '../../../src/shared/contract/club-prevention.ts';
import { berlinDay } from '../../clock.ts';
import { sql, type Database } from '../../db/open.ts';
import { countedDateOfBirth } from '../../members/age.ts';
import { ageOn } from '../../../src/shared/contract/form-rules.ts';
import { ADULT_AGE, MONTH_LIMIT_MG, YOUNG_MONTH_LIMIT_MG } from './quota.ts';

/** 'YYYY-MM' `n` months before `month`. */
function monthBefore(month: string, n: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last Berlin day of `month`. */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

function bandOn(born: string | null, day: string): AgeBand {
  const age = born === null ? 18 : ageOn(born, day);
  return age < ADULT_AGE ? '18-20' : age < 25 ? '21-24' : '25+';
}

/** The monthly limit on the month's last day (a 21st birthday in the month gives the adult one). */
function monthLimitMg(born: string | null, month: string): number {
  return born !== null && ageOn(born, lastDayOf(month)) >= ADULT_AGE ? MONTH_LIMIT_MG : YOUNG_MONTH_LIMIT_MG;
}

export function preventionFigures(db: Database, month: string): PreventionFigures {
  const months = [monthBefore(month, 2), monthBefore(month, 1), month];
  // Berlin is ahead of UTC: its first day of a month starts on the UTC day before.
  const from = new Date(Date.parse(`${months[0]}-01T00:00:00Z`) - 86_400_000).toISOString();
  const to = `${monthBefore(month, -1)}-01T00:00:00Z`;
  const rows = sql(
    db,
    'SELECT user_id, handed_at, grams_mg FROM growing_handovers WHERE handed_at >= ? AND handed_at < ?',
  ).all(from, to) as { user_id: number; handed_at: string; grams_mg: number }[];
  const bands = new Map(AGE_BANDS.map((band) => [band, { mg: 0, handovers: 0 }]));
  const used = new Map<number, Map<string, number>>(); // member -> month -> mg
  const born = new Map<number, string | null>();
  const bornOf = (userId: number) => {
    if (!born.has(userId)) born.set(userId, countedDateOfBirth(db, userId));
    return born.get(userId)!;
  };
  for (const row of rows) {
    const day = berlinDay(new Date(row.handed_at));
    const inMonth = day.slice(0, 7);
    if (!months.includes(inMonth)) continue;
    const perMonth = used.get(row.user_id) ?? new Map<string, number>();
    perMonth.set(inMonth, (perMonth.get(inMonth) ?? 0) + row.grams_mg);
    used.set(row.user_id, perMonth);
    if (inMonth !== month) continue;
    const band = bands.get(bandOn(bornOf(row.user_id), day))!;
    band.mg += row.grams_mg;
    band.handovers += 1;
  }
  let over = 0;
  for (const [userId, perMonth] of used) {
    // more than 80 %: used * 5 > limit * 4, in whole milligrams
    if (months.every((m) => (perMonth.get(m) ?? 0) * 5 > monthLimitMg(bornOf(userId), m) * 4)) over += 1;
  }
  const list = AGE_BANDS.map((band) => ({
    band,
    grams: bands.get(band)!.mg / 1000,
    handovers: bands.get(band)!.handovers,
  }));
  return {
    month,
    bands: list,
    total_grams: list.reduce((sum, band) => sum + band.grams * 1000, 0) / 1000,
    over_80_percent_three_months: over,
  };
}
