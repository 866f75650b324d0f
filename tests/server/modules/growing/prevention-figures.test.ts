// KCanG §23 (docs/spec.md §12 "Prevention"): the prevention officer sees a month's figures made
// anonymous: grams handed over by age band, and how many members used more than 80 % of their
// monthly limit in that month and the two before it; no names, no numbers, no ids. Only the
// `prevention` permission reads them.
import { describe, expect, it } from 'vitest';
import { cliActor } from '../../../../server/audit/actors.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { handOver } from '../../../../server/modules/growing/handover.ts';
import { counterWorld } from './counter-world.ts';

async function threeMonths() {
  const world = await counterWorld();
  const { w, strain, mild, batch, member } = world;
  const strong = batch(strain.id, 1000);
  const light = batch(mild.id, 1000, { thc: 100, cbd: 80 });
  const young = await member('2006-05-01', 500_000, { name: 'Yuna Young' }); // 19-20: 30 g a month
  const adult = await member('1980-01-01', 500_000, { name: 'Adam Adult' }); // 50 g a month
  const twenties = await member('2003-01-01', 500_000, { name: 'Tina Twenty' }); // 23
  const give = (at: string, who: { user: { id: number } }, batchId: number, grams: number) => {
    w.clock.set(at);
    handOver(w.app.deps, cliActor(), {
      userId: who.user.id,
      batchId,
      mg: grams * 1000,
      idSeen: true,
      now: toTimestamp(w.clock.now()),
    });
  };
  // young: 25 of 30 g (83 %) in January, February and March: over 80 % three months running
  give('2026-01-20T15:00:00Z', young, light.id, 25);
  give('2026-02-10T15:00:00Z', young, light.id, 25);
  give('2026-03-10T15:00:00Z', young, light.id, 25);
  // adult: 41 of 50 g in January and February, exactly 40 g (80 %, not over) in March; the
  // March grams include 15 g handed over at 00:30 on 1 March in Berlin (23:30 UTC the day before)
  give('2026-01-21T15:00:00Z', adult, strong.id, 25);
  give('2026-01-22T15:00:00Z', adult, strong.id, 16);
  give('2026-02-11T15:00:00Z', adult, strong.id, 25);
  give('2026-02-12T15:00:00Z', adult, strong.id, 16);
  give('2026-02-28T23:30:00Z', adult, strong.id, 15);
  give('2026-03-12T15:00:00Z', adult, strong.id, 25);
  // twenties: 5 g in March only
  give('2026-03-13T15:00:00Z', twenties, strong.id, 5);
  w.clock.set('2026-04-02T10:00:00Z');
  return { ...world, young, adult, twenties };
}

describe('prevention figures (KCanG §23)', () => {
  it('sums a Berlin month’s grams by age band and counts the members over 80 % of their limit three months running.', async () => {
    const { w, staff } = await threeMonths();
    const officer = await staff('prevention-officer');
    const res = await w.call('GET', '/api/club/prevention/figures?month=2026-03', { token: officer.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      month: '2026-03',
      bands: [
        { band: '18-20', grams: 25, handovers: 1 },
        { band: '21-24', grams: 5, handovers: 1 },
        { band: '25+', grams: 40, handovers: 2 },
      ],
      total_grams: 70,
      over_80_percent_three_months: 1,
    });
    const february = await w.call('GET', '/api/club/prevention/figures?month=2026-02', { token: officer.token });
    expect(february.body.over_80_percent_three_months).toBe(0); // no December before it
  });

  it('names nobody: no name, membership number or id of a member is in the figures.', async () => {
    const { w, staff, young, adult, twenties } = await threeMonths();
    const officer = await staff('prevention-officer');
    const text = (await w.call('GET', '/api/club/prevention/figures?month=2026-03', { token: officer.token })).text;
    for (const who of [young, adult, twenties]) {
      expect(text).not.toContain(who.user.name);
      expect(text).not.toContain(`"${who.number}"`);
      expect(text).not.toMatch(new RegExp(`"(user_id|id|member_number)"`));
    }
  });

  it('answers 403 to every other role, the board included, 401 without a token and 422 to a bad month.', async () => {
    const { w, staff } = await threeMonths();
    for (const role of ['board', 'support', 'counter', 'grow-manager', 'treasurer'] as const) {
      const { token } = await staff(role);
      expect((await w.call('GET', '/api/club/prevention/figures?month=2026-03', { token })).status, role).toBe(403);
    }
    expect((await w.call('GET', '/api/club/prevention/figures?month=2026-03')).status).toBe(401);
    const officer = await staff('prevention-officer');
    const bad = await w.call('GET', '/api/club/prevention/figures?month=2026-13', { token: officer.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['month']);
  });
});
