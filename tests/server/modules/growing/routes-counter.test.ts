// docs/spec.md §12 "Counter" (KCanG §19, §21): the counter finds a member, hands over grams of a
// released batch within the member's checked-age limits, having seen an official photo ID; quota,
// stock and wallet change in one transaction with one audit entry; refusals name the rule and what
// is left; parallel counters never pass a batch's stock or a member's limit.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import { findBatch } from '../../../../server/modules/growing/repository-batches.ts';
import { GROWING_UPDATED_EVENT } from '../../../../src/shared/contract/realtime-events.ts';
import { ACCEPT } from '../../helpers.ts';
import { pdfText } from '../../pdf/pdf-text.ts';
import { serveOverHttp } from '../wallet/wallet-helpers.ts';
import { counterWorld } from './counter-world.ts';

const balance = (w: { db: Parameters<typeof findWalletByUser>[0] }, userId: number) =>
  findWalletByUser(w.db, userId)?.balance_cents ?? 0;

describe('the counter hands over', () => {
  it('5 g of a released batch: stock, quota and wallet change together, one audit entry, the member is cued', async () => {
    const { w, strain, batch, staff, member } = await counterWorld();
    const lot = batch(strain.id, 100);
    const counter = await staff('counter');
    const mia = await member();
    const audits = countAuditEntries(w.db);
    const res = await w.call('POST', '/api/club/counter/handovers', {
      token: counter.token,
      body: { user_id: mia.user.id, batch_id: lot.id, grams: '5', id_seen: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ batch: lot.label, strain: 'Lemon Haze', grams: 5, price_cents: 5000 });
    expect(findBatch(w.db, lot.id)!.stock_mg).toBe(95_000);
    expect(balance(w, mia.user.id)).toBe(95_000);
    expect((await w.call('GET', '/api/growing/quota', { token: mia.token })).body.day.used_grams).toBe(5);
    expect(countAuditEntries(w.db)).toBe(audits + 1);
    expect(w.broadcasts.some((b) => b.event === GROWING_UPDATED_EVENT)).toBe(true);
    const record = (await w.call('GET', '/api/growing/handovers', { token: mia.token })).body.data;
    expect(record).toMatchObject([{ strain: 'Lemon Haze', grams: 5, batch: lot.label, best_before: '2026-11-20' }]);
  });

  it('shows the member by number without photo or address: name, age band, what is left today and this month, balance', async () => {
    const { w, staff, member } = await counterWorld();
    const counter = await staff('counter');
    const young = await member('2006-03-01', 2_500, { name: 'Yara Young' });
    const res = await w.call('GET', `/api/club/counter/members/M-${String(young.number).padStart(5, '0')}`, {
      token: counter.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Yara Young',
      age_band: '18-20',
      status: 'active',
      day_left_grams: 25,
      month_left_grams: 30,
      max_thc_percent: 10,
      wallet_balance_cents: 2_500,
    });
    expect(Object.keys(res.body)).not.toContain('email');
  });

  it('refuses without the official photo ID seen, naming the rule (KCanG §19 (2))', async () => {
    const { w, strain, batch, staff, member } = await counterWorld();
    const lot = batch(strain.id, 100);
    const counter = await staff('counter');
    const mia = await member();
    const res = await w.call('POST', '/api/club/counter/handovers', {
      token: counter.token,
      body: { user_id: mia.user.id, batch_id: lot.id, grams: '5', id_seen: false },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['id_seen']);
    expect(findBatch(w.db, lot.id)!.stock_mg).toBe(100_000);
  });

  it('refuses a batch over 10 % THC to a member under 21 and gives one of 10 %', async () => {
    const { w, strain, mild, batch, staff, member } = await counterWorld();
    const strong = batch(strain.id, 100);
    const gentle = batch(mild.id, 100, { thc: 100, cbd: 80 });
    const counter = await staff('counter');
    const young = await member('2006-03-01');
    const hand = (batchId: number) =>
      w.call('POST', '/api/club/counter/handovers', {
        token: counter.token,
        body: { user_id: young.user.id, batch_id: batchId, grams: '2', id_seen: true },
        headers: { 'Accept-Language': 'de' },
      });
    const refused = await hand(strong.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.strain_id).toEqual([
      'Mitglieder unter 21 dürfen nur Sorten mit höchstens 10 % THC erhalten.',
    ]);
    expect((await hand(gentle.id)).status).toBe(201);
  });

  it('refuses beyond the day limit with the grams left, in English and German', async () => {
    const { w, strain, batch, staff, member } = await counterWorld();
    const lot = batch(strain.id, 100);
    const counter = await staff('counter');
    const mia = await member();
    const hand = (grams: string, language = 'en') =>
      w.call('POST', '/api/club/counter/handovers', {
        token: counter.token,
        body: { user_id: mia.user.id, batch_id: lot.id, grams, id_seen: true },
        headers: { 'Accept-Language': language },
      });
    expect((await hand('20')).status).toBe(201);
    const en = await hand('5.5');
    expect([en.status, en.body.errors.grams]).toEqual([
      422,
      ['That is more than the 25 g a day the law allows: 5 g left on that day.'],
    ]);
    expect((await hand('5.5', 'de')).body.errors.grams).toEqual([
      'Das ist mehr als die 25 g pro Tag, die das Gesetz erlaubt: an diesem Tag sind noch 5 g übrig.',
    ]);
  });

  it('refuses a batch in quarantine', async () => {
    const { w, strain, batch, staff, member } = await counterWorld();
    const held = batch(strain.id, 100, { status: 'quarantine' });
    const counter = await staff('counter');
    const mia = await member();
    const res = await w.call('POST', '/api/club/counter/handovers', {
      token: counter.token,
      body: { user_id: mia.user.id, batch_id: held.id, grams: '1', id_seen: true },
    });
    expect([res.status, res.body.errors.batch_id]).toEqual([
      422,
      ['This batch is in quarantine: only a released batch can be handed over.'],
    ]);
  });

  it('refuses more than the batch holds with the grams left', async () => {
    const { w, strain, batch, staff, member } = await counterWorld();
    const lot = batch(strain.id, 3);
    const counter = await staff('counter');
    const mia = await member();
    const res = await w.call('POST', '/api/club/counter/handovers', {
      token: counter.token,
      body: { user_id: mia.user.id, batch_id: lot.id, grams: '4', id_seen: true },
    });
    expect([res.status, res.body.errors.grams]).toEqual([422, ['Only 3 g are left in this batch.']]);
  });

  it('answers 422 with field errors for missing and malformed input, losing nothing', async () => {
    const { w, staff } = await counterWorld();
    const counter = await staff('counter');
    const res = await w.call('POST', '/api/club/counter/handovers', { token: counter.token, body: { grams: 'x' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['batch_id', 'id_seen', 'user_id']);
  });

  it('answers 403 to staff without the dispense permission and to members', async () => {
    const { w, strain, batch, staff, member } = await counterWorld();
    const lot = batch(strain.id, 100);
    const grower = await staff('grow-manager');
    const mia = await member();
    for (const token of [grower.token, mia.token]) {
      const res = await w.call('POST', '/api/club/counter/handovers', {
        token,
        body: { user_id: mia.user.id, batch_id: lot.id, grams: '5', id_seen: true },
      });
      expect(res.status).toBe(403);
      expect((await w.call('GET', '/api/club/counter/batches', { token })).status).toBe(403);
    }
    expect(findBatch(w.db, lot.id)!.stock_mg).toBe(100_000);
  });

  it('prints the information leaflet with every field KCanG §21 names, umlauts intact', async () => {
    const { w, strain, batch, staff, member } = await counterWorld();
    const lot = batch(strain.id, 100);
    const counter = await staff('counter');
    const mia = await member('1990-01-01', 100_000, { language: 'de' });
    const handover = await w.call('POST', '/api/club/counter/handovers', {
      token: counter.token,
      body: { user_id: mia.user.id, batch_id: lot.id, grams: '5', id_seen: true },
    });
    const res = await w.call('GET', `/api/club/counter/handovers/${handover.body.id}/leaflet`, {
      token: counter.token,
    });
    expect([res.status, res.body.message]).toEqual([200, undefined]);
    const text = pdfText(Buffer.from(res.body.data, 'base64'));
    for (const field of [
      'Test Club',
      'Gewicht\n5,0 g',
      'Sorte\nLemon Haze',
      'Erntedatum\n20. November 2025',
      'Mindesthaltbarkeitsdatum\n20. November 2026',
      'Durchschnittlicher THC-Gehalt\n18,5 %',
      'Durchschnittlicher CBD-Gehalt\n0,5 %',
    ])
      expect(text).toContain(field);
    for (const notice of ['Schwangerschaft', 'Straßenverkehr', 'Wechselwirkungen', 'www.infos-cannabis.de'])
      expect(text).toContain(notice);
    const copy = await w.call('GET', `/api/growing/handovers/${handover.body.id}/leaflet`, { token: mia.token });
    // the member's copy in the portal is the same leaflet
    expect(pdfText(Buffer.from(copy.body.data, 'base64'))).toBe(text);
  });
});

describe('parallel counters', () => {
  it('book exactly 7 of 20 parallel 1 g handovers against a batch with stock for 7', async () => {
    const { w, strain, batch, staff, member } = await counterWorld();
    const lot = batch(strain.id, 7);
    const counter = await staff('counter');
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const server = await serveOverHttp(w.app);
    try {
      const statuses = await Promise.all(
        members.map((m) =>
          fetch(`${server.url}/api/club/counter/handovers`, {
            method: 'POST',
            headers: { Accept: ACCEPT, 'Content-Type': 'application/json', Authorization: `Bearer ${counter.token}` },
            body: JSON.stringify({ user_id: m.user.id, batch_id: lot.id, grams: 1, id_seen: true }),
          }).then((res) => res.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(7);
      expect(statuses.filter((s) => s === 422)).toHaveLength(13);
    } finally {
      await server.close();
    }
    expect(findBatch(w.db, lot.id)!.stock_mg).toBe(0);
    const dispensed = w.db
      .prepare("SELECT COUNT(*) AS n, SUM(mg) AS mg FROM batch_moves WHERE batch_id = ? AND kind = 'dispensed'")
      .get(lot.id);
    expect(dispensed).toEqual({ n: 7, mg: 7000 });
  });

  it('two counters dispensing to the same member at once never pass the day limit', async () => {
    const { w, strain, batch, staff, member } = await counterWorld();
    const lot = batch(strain.id, 500);
    const counters = [await staff('counter'), await staff('counter')];
    const mia = await member();
    const server = await serveOverHttp(w.app);
    try {
      // 10 g each: 25 g a day allow two, never three.
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${server.url}/api/club/counter/handovers`, {
            method: 'POST',
            headers: {
              Accept: ACCEPT,
              'Content-Type': 'application/json',
              Authorization: `Bearer ${counters[i % 2]!.token}`,
            },
            body: JSON.stringify({ user_id: mia.user.id, batch_id: lot.id, grams: '10', id_seen: true }),
          }).then((res) => res.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    } finally {
      await server.close();
    }
    const handed = w.db.prepare('SELECT SUM(grams_mg) AS mg FROM growing_handovers WHERE user_id = ?').get(mia.user.id);
    expect(handed).toEqual({ mg: 20_000 });
    expect(balance(w, mia.user.id)).toBe(100_000 - 20_000);
  });
});
