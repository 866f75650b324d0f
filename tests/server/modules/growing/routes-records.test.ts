// docs/spec.md §12 "Records", "Yearly report" (KCanG §26): every handover is a record with grams,
// THC, date and recipient; the inspection export lists every handover of a range; the yearly report
// equals sums computed independently of it; erasing a member keeps their records pseudonymised.
import { describe, expect, it } from 'vitest';
import { cliActor } from '../../../../server/audit/actors.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { eraseMember } from '../../../../server/members/erasure.ts';
import { removeGrams } from '../../../../server/modules/growing/batches.ts';
import { handOver } from '../../../../server/modules/growing/handover.ts';
import { insertBatch } from '../../../../server/modules/growing/repository-batches.ts';
import { pdfText } from '../../pdf/pdf-text.ts';
import { counterWorld } from './counter-world.ts';

/** A year of records: two strains' harvests, handovers across the year and beyond it, grams destroyed. */
async function seededYear() {
  const world = await counterWorld();
  const { w, strain, mild, member } = world;
  const members = [
    await member('1990-01-01', 100_000, { name: 'Ana Alt' }),
    await member('1990-01-01', 100_000, { name: 'Ben Berg' }),
    await member('1990-01-01', 100_000, { name: 'Cem Cohen' }),
  ];
  const stamp = (at: string) => toTimestamp(new Date(at));
  const lemon = insertBatch(w.db, {
    strainId: strain.id,
    harvestedOn: '2026-02-01',
    dryWeightMg: 300_000,
    bestBefore: '2027-02-01',
    thcTenths: 180,
    cbdTenths: 4,
    status: 'released',
    actor: 'test',
    now: stamp('2026-02-10T10:00:00Z'),
  });
  const balanced = insertBatch(w.db, {
    strainId: mild.id,
    harvestedOn: '2026-06-01',
    dryWeightMg: 100_000,
    bestBefore: '2027-06-01',
    thcTenths: 100,
    cbdTenths: 80,
    status: 'released',
    actor: 'test',
    now: stamp('2026-06-10T10:00:00Z'),
  });
  // [when, member, batch, grams]: one on New Year's Eve in Berlin (still 2026), one in 2027
  const handovers: [string, number, number, number][] = [
    ['2026-02-11T15:00:00Z', 0, lemon.id, 10],
    ['2026-02-12T15:00:00Z', 1, lemon.id, 7.5],
    ['2026-06-15T15:00:00Z', 2, balanced.id, 5],
    ['2026-07-01T15:00:00Z', 0, balanced.id, 12],
    ['2026-12-31T22:30:00Z', 1, lemon.id, 3],
    ['2027-01-02T15:00:00Z', 2, lemon.id, 4],
  ];
  for (const [at, who, batchId, grams] of handovers) {
    w.clock.set(at);
    handOver(w.app.deps, cliActor(), {
      userId: members[who]!.user.id,
      batchId,
      mg: grams * 1000,
      idSeen: true,
      now: toTimestamp(w.clock.now()),
    });
  }
  w.clock.set('2026-09-01T10:00:00Z');
  removeGrams(w.app.deps, cliActor(), {
    batchId: lemon.id,
    kind: 'destroyed',
    mg: 20_000,
    reason: 'mould',
    witness: 'Ben Board',
    now: toTimestamp(w.clock.now()),
  });
  w.clock.set('2027-01-10T10:00:00Z');
  return { ...world, members, handovers, lemon, balanced };
}

describe('the yearly report', () => {
  it('equals the sums computed independently from the seeded year, by strain', async () => {
    const { w, staff, handovers, lemon, balanced } = await seededYear();
    const grower = await staff('grow-manager');
    const res = await w.call('GET', '/api/club/records/reports/2026', { token: grower.token });
    expect(res.status).toBe(200);
    const in2026 = handovers.filter(([at]) => at < '2026-12-31T23:00:00Z');
    const dispensed = (batchId: number) =>
      in2026.filter(([, , b]) => b === batchId).reduce((sum, [, , , grams]) => sum + grams, 0);
    expect(dispensed(lemon.id)).toBe(20.5);
    expect(res.body.rows).toEqual([
      {
        strain: 'Balanced Ten',
        thc_percent: 10,
        cbd_percent: 8,
        grown_grams: 100,
        dispensed_grams: dispensed(balanced.id),
        destroyed_grams: 0,
        lost_grams: 0,
        stock_at_year_end_grams: 100 - dispensed(balanced.id),
      },
      {
        strain: 'Lemon Haze',
        thc_percent: 18,
        cbd_percent: 0.4,
        grown_grams: 300,
        dispensed_grams: dispensed(lemon.id),
        destroyed_grams: 20,
        lost_grams: 0,
        stock_at_year_end_grams: 300 - dispensed(lemon.id) - 20,
      },
    ]);
    expect(res.body.totals).toMatchObject({ grown_grams: 400, dispensed_grams: 37.5, destroyed_grams: 20 });
    expect(res.body.due_on).toBe('2027-01-31');
    expect(res.body.members).toMatchObject({ total: 3, '25+': 3 });
  });

  it('comes as CSV with a row per strain and answers 403 without the records permission', async () => {
    const { w, staff } = await seededYear();
    const grower = await staff('grow-manager');
    const res = await w.call('GET', '/api/club/records/reports/2026/export?format=csv', { token: grower.token });
    const csv = Buffer.from(res.body.data, 'base64').toString('utf8');
    expect(csv).toContain('Lemon Haze');
    expect(csv).toContain('Balanced Ten');
    const counter = await staff('counter');
    expect((await w.call('GET', '/api/club/records/reports/2026', { token: counter.token })).status).toBe(403);
  });
});

describe('the inspection export', () => {
  it('lists every handover of the range, Berlin days with both ends included, as CSV and PDF', async () => {
    const { w, staff, members } = await seededYear();
    const grower = await staff('grow-manager');
    const list = await w.call('GET', '/api/club/records/handovers?from=2026-02-11&to=2026-12-31', {
      token: grower.token,
    });
    expect(list.body.data.map((r: { grams: number }) => r.grams)).toEqual([10, 7.5, 5, 12, 3]);
    expect(list.body.data[0]).toMatchObject({ recipient: members[0]!.user.name, birth_year: 1990, thc_percent: 18 });
    const csv = await w.call('GET', '/api/club/records/handovers/export?from=2026-02-11&to=2026-12-31&format=csv', {
      token: grower.token,
    });
    const lines = Buffer.from(csv.body.data, 'base64').toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 5);
    const pdf = await w.call('GET', '/api/club/records/handovers/export?from=2026-02-11&to=2026-12-31&format=pdf', {
      token: grower.token,
    });
    const text = pdfText(Buffer.from(pdf.body.data, 'base64'));
    for (const m of members) expect(text).toContain(m.user.name);
  });

  it('answers 422 for a range that ends before it starts and for an unknown format', async () => {
    const { w, staff } = await counterWorld();
    const grower = await staff('grow-manager');
    const backwards = await w.call('GET', '/api/club/records/handovers?from=2026-03-01&to=2026-02-01', {
      token: grower.token,
    });
    expect([backwards.status, Object.keys(backwards.body.errors)]).toEqual([422, ['to']]);
    const format = await w.call('GET', '/api/club/records/handovers/export?from=2026-01-01&to=2026-02-01&format=xls', {
      token: grower.token,
    });
    expect([format.status, Object.keys(format.body.errors)]).toEqual([422, ['format']]);
  });
});

describe('erasing a member', () => {
  it('keeps their handover records under the membership number and removes name, address and email', async () => {
    const { w, members } = await seededYear();
    const erased = members[0]!;
    w.db
      .prepare(
        "INSERT INTO addresses (user_id, firstname, lastname, street, zip, city, country, updated_at) VALUES (?, 'Ana', 'Alt', 'Weg 1', '10969', 'Berlin', 'DE', '2026-01-01T00:00:00.000000Z')",
      )
      .run(erased.user.id);
    eraseMember(w.app.deps, cliActor(), erased.user.id);
    const user = w.db.prepare('SELECT name, email FROM users WHERE id = ?').get(erased.user.id) as {
      name: string;
      email: string;
    };
    const pseudonym = `M-${String(erased.number).padStart(5, '0')}`;
    expect(user.name).toBe(pseudonym);
    expect(user.email).not.toBe(erased.user.email);
    expect(w.db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').get(erased.user.id)).toEqual({ n: 0 });
    const kept = w.db
      .prepare('SELECT recipient_name, grams_mg, recipient_birth_year FROM growing_handovers WHERE user_id = ?')
      .all(erased.user.id);
    expect(kept).toEqual([
      { recipient_name: pseudonym, grams_mg: 10_000, recipient_birth_year: 1990 },
      { recipient_name: pseudonym, grams_mg: 12_000, recipient_birth_year: 1990 },
    ]);
    expect(JSON.stringify(w.db.prepare('SELECT * FROM growing_handovers').all())).not.toContain(erased.user.name);
  });
});
