// docs/spec.md §12 "Batches", "Recall" (KCanG §17, §18, §26 (4)): the grow manager records
// harvests as batches with the lab's THC and CBD, releases them into the strain menu's stock,
// records grams destroyed (with a witness) or lost, never below zero; a recall blocks the batch and
// tells exactly its recipients, live and by mail.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { findBatch } from '../../../../server/modules/growing/repository-batches.ts';
import { findStrain } from '../../../../server/modules/growing/repository-strains.ts';
import { GROWING_UPDATED_EVENT } from '../../../../src/shared/contract/realtime-events.ts';
import { counterWorld } from './counter-world.ts';

const harvest = (strainId: number, fields: Record<string, unknown> = {}) => ({
  strain_id: strainId,
  harvested_on: '2026-01-05',
  best_before: '2027-01-05',
  dry_weight: '1250,5',
  thc_percent: 17.5,
  cbd_percent: 0.8,
  ...fields,
});

describe('batches', () => {
  it('records a harvest in quarantine with its THC and CBD; released, its grams join the strain menu', async () => {
    const { w, strain, staff } = await counterWorld();
    const grower = await staff('grow-manager');
    const audits = countAuditEntries(w.db);
    const created = await w.call('POST', '/api/club/batches', { token: grower.token, body: harvest(strain.id) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'quarantine',
      dry_weight_grams: 1250.5,
      stock_grams: 1250.5,
      thc_percent: 17.5,
      cbd_percent: 0.8,
    });
    expect(findStrain(w.db, strain.id)!.stock_mg).toBe(0);
    const released = await w.call('POST', `/api/club/batches/${created.body.id}/release`, { token: grower.token });
    expect([released.status, released.body.status]).toEqual([200, 'released']);
    expect(findStrain(w.db, strain.id)!.stock_mg).toBe(1_250_500);
    expect(countAuditEntries(w.db)).toBe(audits + 2);
  });

  it('answers 422 with field errors for a harvest in the future, best-before before harvest, no weight, THC over 100', async () => {
    const { w, strain, staff } = await counterWorld();
    const grower = await staff('grow-manager');
    const res = await w.call('POST', '/api/club/batches', {
      token: grower.token,
      body: harvest(strain.id, { harvested_on: '2026-02-01', best_before: '2026-01-31', dry_weight: '0' }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['best_before', 'dry_weight', 'harvested_on']);
    const thc = await w.call('POST', '/api/club/batches', {
      token: grower.token,
      body: harvest(strain.id, { thc_percent: 101 }),
    });
    expect([thc.status, Object.keys(thc.body.errors)]).toEqual([422, ['thc_percent']]);
    expect(w.db.prepare('SELECT COUNT(*) AS n FROM batches').get()).toEqual({ n: 0 });
  });

  it('records grams destroyed with reason and witness, never more than the stock', async () => {
    const { w, strain, batch, staff } = await counterWorld();
    const lot = batch(strain.id, 10);
    const grower = await staff('grow-manager');
    const remove = (body: Record<string, unknown>) =>
      w.call('POST', `/api/club/batches/${lot.id}/removals`, { token: grower.token, body });
    const noWitness = await remove({ kind: 'destroyed', grams: '2', reason: 'mould' });
    expect([noWitness.status, Object.keys(noWitness.body.errors)]).toEqual([422, ['witness']]);
    const tooMuch = await remove({ kind: 'lost', grams: '10.5', reason: 'scales' });
    expect([tooMuch.status, tooMuch.body.errors.grams]).toEqual([422, ['Only 10 g are left in this batch.']]);
    const ok = await remove({ kind: 'destroyed', grams: '2', reason: 'mould', witness: 'Ben Board' });
    expect([ok.status, ok.body.stock_grams]).toEqual([200, 8]);
    const detail = await w.call('GET', `/api/club/batches/${lot.id}`, { token: grower.token });
    expect(detail.body.moves.map((m: { kind: string; grams: number }) => [m.kind, m.grams])).toEqual([
      ['received', 10],
      ['destroyed', 2],
    ]);
  });

  it('answers 403 to staff without the strains permission', async () => {
    const { w, strain, batch, staff } = await counterWorld();
    const lot = batch(strain.id, 10);
    const counter = await staff('counter');
    expect((await w.call('POST', '/api/club/batches', { token: counter.token, body: harvest(strain.id) })).status).toBe(
      403,
    );
    const recall = await w.call('POST', `/api/club/batches/${lot.id}/recall`, {
      token: counter.token,
      body: { reason: 'mould' },
    });
    expect(recall.status).toBe(403);
    expect(findBatch(w.db, lot.id)!.status).toBe('released');
  });
});

describe('a recall', () => {
  it('blocks the batch and tells exactly its recipients, live and by mail; the others hear nothing', async () => {
    const { w, strain, batch, staff, member } = await counterWorld();
    const recalled = batch(strain.id, 100);
    const other = batch(strain.id, 100);
    const counter = await staff('counter');
    const grower = await staff('grow-manager');
    const [ana, ben, cem] = [await member(), await member(), await member()];
    const hand = (userId: number, batchId: number) =>
      w.call('POST', '/api/club/counter/handovers', {
        token: counter.token,
        body: { user_id: userId, batch_id: batchId, grams: '2', id_seen: true },
      });
    expect((await hand(ana.user.id, recalled.id)).status).toBe(201);
    expect((await hand(ben.user.id, recalled.id)).status).toBe(201);
    expect((await hand(cem.user.id, other.id)).status).toBe(201);
    w.broadcasts.length = 0;

    const res = await w.call('POST', `/api/club/batches/${recalled.id}/recall`, {
      token: grower.token,
      body: { reason: 'Lab found mould' },
    });
    expect(res.status).toBe(200);
    expect(res.body.batch.status).toBe('recalled');
    expect(res.body.recipients.map((r: { name: string }) => r.name).sort()).toEqual(
      [ana.user.name, ben.user.name].sort(),
    );
    const told = (userId: number) =>
      w.broadcasts.some(
        (b) => b.channels.includes(`private-App.Models.User.${userId}`) && b.event === GROWING_UPDATED_EVENT,
      );
    expect([told(ana.user.id), told(ben.user.id), told(cem.user.id)]).toEqual([true, true, false]);
    expect(w.mails(ana.user.email)).toHaveLength(1);
    expect(w.mails(ben.user.email)).toHaveLength(1);
    expect(w.mails(cem.user.email)).toHaveLength(0);
    // the notice names no strain, grams or batch (a preview is read by others too)
    expect(JSON.stringify(w.mails(ana.user.email))).not.toMatch(/Lemon|Haze|\d+\s?g\b|B-20/);
    expect((await hand(cem.user.id, recalled.id)).body.errors.batch_id).toEqual([
      'This batch was recalled: it must not be handed over.',
    ]);
    const record = (await w.call('GET', '/api/growing/handovers', { token: ana.token })).body.data;
    expect(record[0].recalled).toBe(true);
  });
});
