// The grow manager's batch routes (docs/spec.md §12 "Batches", "Recall";
// src/shared/contract/club-batches.ts): thin over ./batches.ts, which the CLI calls too. A recall
// tells the recipients once its transaction has committed (./recall.ts).
import { Hono } from 'hono';
import { clubBatches, type Batch, type BatchDetail } from '../../../src/shared/contract/club-batches.ts';
import { staffActor } from '../../audit/actors.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import { toTimestamp } from '../../clock.ts';
import type { Database } from '../../db/open.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import { memberNumberLabel } from '../../members/repository.ts';
import { staffCue } from '../../realtime/staff-cue.ts';
import { createBatch, quarantineBatch, recallBatch, releaseBatch, removeGrams } from './batches.ts';
import { notifyRecall, recallRecipients } from './recall.ts';
import { BatchError, findBatch, listBatches, listMoves, type BatchRow } from './repository-batches.ts';
import { findStrain } from './repository-strains.ts';
import { formatGrams } from './quota.ts';

const grams = (mg: number) => mg / 1000;
const percent = (tenths: number) => tenths / 10;

export function batchOf(db: Database, row: BatchRow): Batch {
  const strain = findStrain(db, row.strain_id)!;
  return {
    id: row.id,
    label: row.label,
    strain: { id: strain.id, name: strain.name },
    harvested_on: row.harvested_on,
    best_before: row.best_before,
    dry_weight_grams: grams(row.dry_weight_mg),
    stock_grams: grams(row.stock_mg),
    thc_percent: percent(row.thc_tenths),
    cbd_percent: percent(row.cbd_tenths),
    status: row.status,
    released_at: row.released_at,
    recalled_at: row.recalled_at,
    recall_reason: row.recall_reason,
  };
}

function detailOf(db: Database, row: BatchRow): BatchDetail {
  return {
    batch: batchOf(db, row),
    moves: listMoves(db, row.id).map((m) => ({
      kind: m.kind,
      grams: grams(m.mg),
      reason: m.reason,
      witness: m.witness,
      actor: m.actor,
      at: m.at,
    })),
    recipients:
      row.status === 'recalled'
        ? recallRecipients(db, row.id).map((r) => ({
            member_number: r.member_number === null ? null : memberNumberLabel(r.member_number),
            name: r.name,
            handovers: r.handovers,
            grams: grams(r.grams_mg),
            last_at: r.last_at,
          }))
        : null,
  };
}

/** Grams with at most three decimals ('2.5', '2,5', 2.5, '1000.125') as milligrams, else null. */
export function parseMg(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value ?? '').trim();
  const match = /^(\d{1,7})(?:[.,](\d{1,3}))?$/.exec(text);
  return match ? Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0')) : null;
}

const batchParam = (c: AppContext): BatchRow => {
  const id = Number(c.req.param('id'));
  const row = Number.isSafeInteger(id) ? findBatch(c.var.deps.db, id) : undefined;
  if (!row) throw notFound('No query results for model [App\\Models\\Batch].');
  return row;
};

function batchRefusal(error: unknown): never {
  if (error instanceof BatchError) {
    if (error.code === 'stock')
      throw new ValidationError({
        grams: [__('Only :left g are left in this batch.', { left: formatGrams(error.leftMg) })],
      });
    if (error.code === 'status') throw new ValidationError({ status: [__('The batch cannot change to that status.')] });
    throw notFound('No query results for model [App\\Models\\Batch].');
  }
  throw error;
}

export function batchRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const now = (c: AppContext) => toTimestamp(c.var.deps.clock.now());

  app.get('/club/batches', staffGuard(clubBatches.list), (c) => {
    const { query } = input(c, clubBatches.list);
    const { db } = c.var.deps;
    return c.json({
      data: listBatches(db, { status: query.status, strainId: query.strain_id }).map((row) => batchOf(db, row)),
    });
  });

  app.get('/club/batches/:id', staffGuard(clubBatches.show), (c) => c.json(detailOf(c.var.deps.db, batchParam(c))));

  app.post('/club/batches', staffGuard(clubBatches.create), (c) => {
    const { body } = input(c, clubBatches.create);
    const { db } = c.var.deps;
    const dryWeightMg = parseMg(body.dry_weight);
    const problems: Record<string, string[]> = {};
    if (!findStrain(db, body.strain_id)) problems.strain_id = [fieldMessage('in', 'strain_id')];
    if (dryWeightMg === null || dryWeightMg === 0)
      problems.dry_weight = [__('The dry weight must be a number of grams greater than zero, e.g. 1250.5.')];
    if (body.best_before <= body.harvested_on)
      problems.best_before = [__('The best-before date must be after the harvest date.')];
    if (body.harvested_on > now(c).slice(0, 10))
      problems.harvested_on = [__('The harvest date cannot be in the future.')];
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const row = createBatch(c.var.deps, staffActor(c.get('user')), {
      strainId: body.strain_id,
      harvestedOn: body.harvested_on,
      bestBefore: body.best_before,
      dryWeightMg: dryWeightMg!,
      thcTenths: Math.round(body.thc_percent * 10),
      cbdTenths: Math.round(body.cbd_percent * 10),
      now: now(c),
    });
    return c.json(batchOf(db, row), 201);
  });

  app.post('/club/batches/:id/release', staffGuard(clubBatches.release), (c) => {
    const row = batchParam(c);
    try {
      return c.json(batchOf(c.var.deps.db, releaseBatch(c.var.deps, staffActor(c.get('user')), row.id, now(c))));
    } catch (error) {
      batchRefusal(error);
    }
  });

  app.post('/club/batches/:id/quarantine', staffGuard(clubBatches.quarantine), (c) => {
    const row = batchParam(c);
    try {
      return c.json(batchOf(c.var.deps.db, quarantineBatch(c.var.deps, staffActor(c.get('user')), row.id, now(c))));
    } catch (error) {
      batchRefusal(error);
    }
  });

  app.post('/club/batches/:id/removals', staffGuard(clubBatches.remove), (c) => {
    const row = batchParam(c);
    const { body } = input(c, clubBatches.remove);
    const mg = parseMg(body.grams);
    if (mg === null || mg === 0)
      throw new ValidationError({ grams: [__('The grams must be a number greater than zero, e.g. 2.5.')] });
    if (body.kind === 'destroyed' && !body.witness?.trim())
      throw new ValidationError({ witness: [__('Name the witness who saw the cannabis destroyed.')] });
    try {
      const after = removeGrams(c.var.deps, staffActor(c.get('user')), {
        batchId: row.id,
        kind: body.kind,
        mg,
        reason: body.reason.trim(),
        witness: body.witness?.trim(),
        now: now(c),
      });
      return c.json(batchOf(c.var.deps.db, after));
    } catch (error) {
      batchRefusal(error);
    }
  });

  app.post('/club/batches/:id/recall', staffGuard(clubBatches.recall), async (c) => {
    const row = batchParam(c);
    const { body } = input(c, clubBatches.recall);
    let recalled: BatchRow;
    try {
      recalled = recallBatch(c.var.deps, staffActor(c.get('user')), row.id, body.reason.trim(), now(c));
    } catch (error) {
      batchRefusal(error);
    }
    await notifyRecall(c.var.deps, recalled.id);
    await staffCue(c.var.deps, 'pickups');
    return c.json(detailOf(c.var.deps.db, recalled));
  });

  return app;
}
